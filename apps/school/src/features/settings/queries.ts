import { accountEndpoints, calendarEndpoints, ownDataEndpoints } from '@aula/api-client';
import type {
  ChangeEmailPayload,
  ChangePasswordPayload,
  DeleteAccountPayload,
  NotificationPreference,
  ProfilePayload,
} from '@aula/forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/auth';
import { api as notificationsApi } from '../../api/notifications';
import { accountKeys, notificationKeys } from '../../server-state/query-keys';
import { saveSession, updateStoredUser } from '../../session';
import { saveBlob } from '../../shell/save-blob';

export { accountKeys };

/**
 * Configuración's server state: a loader per section, and one mutation hook per write that owns what the
 * answer changes in the cache (docs/decisions/171).
 */
export const settingsQueries = {
  /** The account as the server has it (GET /auth/me): what the sections show and start their forms from. */
  account: () => queryOptions({ queryKey: accountKeys.me(), queryFn: () => api.auth.me() }),
  sessions: () => queryOptions({ queryKey: accountKeys.sessions(), queryFn: () => api.auth.sessions() }),
  twoFactor: () =>
    queryOptions({ queryKey: accountKeys.twoFactor(), queryFn: () => api.auth.twoFactorStatus() }),
  calendarFeed: () =>
    queryOptions({
      queryKey: accountKeys.calendarFeed(),
      queryFn: () => api.call(calendarEndpoints.feedStatus),
    }),
  notificationPreferences: () =>
    queryOptions({
      queryKey: notificationKeys.preferences(),
      queryFn: () => notificationsApi.notifications.preferences(),
    }),
};

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePayload) => api.call(accountEndpoints.updateProfile, { body }),
    // The header greets with the stored user: it changes with the cached account.
    onSuccess: ({ message: _, ...changed }) => {
      updateStoredUser(changed);
      queryClient.setQueryData(accountKeys.me(), changed);
    },
  });
}

/** The answer is a new session for this browser: every other one has ended (decision 132). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordPayload) => api.call(accountEndpoints.changePassword, { body }),
    onSuccess: (answer) => saveSession(answer),
  });
}

/** The address changes only once the link in the e-mail is opened: nothing cached changes yet. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailPayload) => api.call(accountEndpoints.changeEmail, { body }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.auth.endOtherSessions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      notificationsApi.notifications.savePreferences(preferences),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(), answer),
  });
}

/** A new feed address turns the old one off; the address itself is shown once, from the answer. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(calendarEndpoints.createFeed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.calendarFeed() }),
  });
}

/** Every two-factor write changes the status (on or off, recovery codes left). */
function useTwoFactorWrite<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}

export const useStartTwoFactor = () =>
  useMutation({ mutationFn: (password: string) => api.auth.startTwoFactor({ password }) });
export const useConfirmTwoFactor = () =>
  useTwoFactorWrite((code: string) => api.auth.confirmTwoFactor({ code }));
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorWrite((password: string) => api.auth.regenerateRecoveryCodes({ password }));
export const useDisableTwoFactor = () =>
  useTwoFactorWrite((payload: { password: string; code: string }) => api.auth.disableTwoFactor(payload));

/** The account's data as a ZIP, handed to the browser as a download. */
export function useExportOwnData() {
  return useMutation({
    mutationFn: async () => {
      const zip = await api.send<Blob>(ownDataEndpoints.exportData, { file: true });
      saveBlob(zip, `aula-mis-datos-${new Date().toISOString().slice(0, 10)}.zip`);
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountPayload) => api.call(ownDataEndpoints.deleteAccount, { body }),
  });
}
