import type { Notification } from '@aula/contract';
import type { NotificationKind } from '@aula/forms';
import type { notifications } from '../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

/** A row as the list and the live stream send it. */
export function notificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
