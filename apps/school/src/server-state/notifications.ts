import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/notifications';
import { notificationKeys } from './query-keys';

/**
 * The header bell's server state, shared by every panel. The live stream invalidates `notificationKeys.all`
 * when something arrives or is read elsewhere; marking one read here does the same.
 */
export const notificationQueries = {
  unread: () =>
    queryOptions({ queryKey: notificationKeys.unread(), queryFn: () => api.notifications.unread() }),
  list: () => queryOptions({ queryKey: notificationKeys.list(), queryFn: () => api.notifications.list() }),
};

function useRefreshNotifications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkNotificationRead({ onError }: { onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: (id: number) => api.notifications.markRead(id),
    onSettled: useRefreshNotifications(),
    onError,
  });
}

export function useMarkAllNotificationsRead({ onError }: { onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: () => api.notifications.markAllRead(),
    onSettled: useRefreshNotifications(),
    onError,
  });
}
