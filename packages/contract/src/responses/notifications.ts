import { EMAIL_DELIVERIES, NOTIFICATION_KINDS } from '@aula/forms';
import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The Spanish sentence shown in the list, e.g. 'Nueva tarea en Inglés B1: Redacción'. */
  title: z.string(),
  /** Where it leads in the app (a path), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Newest first, 20 a page. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The bell's and the inbox's numbers. */
export const unreadCountsSchema = z.object({
  notifications: z.number().int(),
  conversations: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const notificationPreferencesSchema = z.object({
  preferences: z.array(
    z.object({ kind: z.enum(NOTIFICATION_KINDS), inApp: z.boolean(), email: z.enum(EMAIL_DELIVERIES) }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What a one-click link turned off: one kind's e-mails, or the daily digest ('digest'). */
export const unsubscribedSchema = z.object({
  kind: z.enum([...NOTIFICATION_KINDS, 'digest']),
  label: z.string(),
});

/**
 * What the live stream (text/event-stream) sends, as each event's `data`; its `id` is the event's number,
 * which a reconnecting client sends back as Last-Event-ID to get what it missed.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({ type: z.literal('message'), conversationId: z.number().int(), messageId: z.number().int() }),
  z.object({ type: z.literal('read'), conversationId: z.number().int() }),
  z.object({ type: z.literal('notifications-read') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
