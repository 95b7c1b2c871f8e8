import type { Notification } from '@aula/api-client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDetail } from '../api-errors';
import { useNotify } from '../notifications';
import {
  notificationQueries,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../server-state/notifications';
import { useSchoolTimeZone } from '../session/use-school-time-zone';
import type { UpcomingActivity } from '../upcoming/upcoming';
import { NotificationMenu, type UpcomingGroup } from './notification-menu/notification-menu';

/**
 * The bell of every panel's header: the real unread count, the latest notifications once the menu
 * is first opened, and for the student the pending activities in the same menu. Opening one marks it read and
 * goes to its link.
 */
export function HeaderBell<A extends UpcomingActivity>({ upcoming }: { upcoming?: UpcomingGroup<A> }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [wanted, setWanted] = useState(false);
  const timeZone = useSchoolTimeZone();
  const unread = useQuery(notificationQueries.unread());
  const list = useQuery({ ...notificationQueries.list(), enabled: wanted });

  const failed = (error: unknown) => notify({ variant: 'danger', title: errorDetail(error), error });
  const markRead = useMarkNotificationRead({ onError: failed });
  const markAllRead = useMarkAllNotificationsRead({ onError: failed });

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
      timeZone={timeZone}
    />
  );
}
