import { notificationEndpoints as notifications } from '@aula/contract';
import type { NotificationPreference } from '@aula/forms';
import { endpointCalls } from './call';
import type { Requester } from './request';

/** The signed-in user's notifications: the bell's list and count, and the e-mail preferences. */
export function notificationsApi(request: Requester) {
  const { send, call } = endpointCalls(request);
  // 204 answers carry no body to check, hence `send`.
  return {
    list: (before?: number) => call(notifications.list, { query: before === undefined ? {} : { before } }),
    unread: () => call(notifications.unread),
    markRead: async (notificationId: number) => {
      await send(notifications.markRead, { params: { notificationId } });
    },
    markAllRead: async () => {
      await send(notifications.markAllRead);
    },
    preferences: () => call(notifications.preferences),
    savePreferences: (preferences: NotificationPreference[]) =>
      call(notifications.savePreferences, { body: { preferences } }),
    /** From an e-mail's link: no session needed, the token names the user and the kind. */
    unsubscribe: (token: string) => call(notifications.unsubscribe, { params: { token }, auth: false }),
  };
}

export type NotificationsApi = ReturnType<typeof notificationsApi>;
