import type { Notification } from '@aula/api-client';
import { NOTIFICATION_MESSAGES } from '@aula/forms';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/notifications';
import { errorDetail } from '../api-errors';
import { useNotify } from '../notifications';
import type { UpcomingActivity } from '../upcoming/upcoming';
import { NotificationMenu, type UpcomingGroup } from './notification-menu/notification-menu';

/** The bell's cache; the live stream invalidates ['notifications'] when something arrives or is read. */
export const notificationQueries = {
  unread: () =>
    queryOptions({ queryKey: ['notifications', 'unread'], queryFn: () => api.notifications.unread() }),
  list: () => queryOptions({ queryKey: ['notifications', 'list'], queryFn: () => api.notifications.list() }),
};

const labels = {
  bellLabel: NOTIFICATION_MESSAGES.bellLabel,
  liveAnnouncement: NOTIFICATION_MESSAGES.liveAnnouncement,
  markAllRead: NOTIFICATION_MESSAGES.markAllRead,
  empty: NOTIFICATION_MESSAGES.empty,
};

/**
 * The bell of every panel's header: the real unread count, the latest notifications once the menu
 * is first opened, and for the student the pending activities in the same menu. Opening one marks it read and
 * goes to its link.
 */
export function HeaderBell<A extends UpcomingActivity>({ upcoming }: { upcoming?: UpcomingGroup<A> }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [wanted, setWanted] = useState(false);
  const unread = useQuery(notificationQueries.unread());
  const list = useQuery({ ...notificationQueries.list(), enabled: wanted });

  const refresh = () => client.invalidateQueries({ queryKey: ['notifications'] });
  const failed = (error: unknown) => notify({ variant: 'danger', title: errorDetail(error), error });
  const markRead = useMutation({
    mutationFn: (id: number) => api.notifications.markRead(id),
    onSettled: refresh,
    onError: failed,
  });
  const markAllRead = useMutation({
    mutationFn: () => api.notifications.markAllRead(),
    onSettled: refresh,
    onError: failed,
  });

  const onOpenChange = useCallback((open: boolean) => {
    if (open) setWanted(true);
  }, []);

  function open(notification: Pick<Notification, 'id' | 'link' | 'read'>) {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.link) navigate(notification.link);
  }

  return (
    <NotificationMenu
      count={unread.data?.notifications}
      notifications={list.data?.notifications}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      onOpen={open}
      onMarkAllRead={() => markAllRead.mutate()}
      onOpenChange={onOpenChange}
      upcoming={upcoming}
      labels={labels}
      timeZone="Europe/Madrid"
    />
  );
}
