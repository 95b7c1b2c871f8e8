import { defaultPreference, type NotificationKind } from '@aula/forms';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationPreferences, notifications } from '../db/schema';
import { mailedWithinGap, queueNotificationMails } from './email';
import { publishLiveEvents } from './live-events';
import { notificationView } from './notification-view';

export interface Notice {
  kind: NotificationKind;
  /** Who is told. */
  userIds: readonly number[];
  /** The sentence in the list and the e-mail's subject, in Spanish. */
  title: string;
  /** The app path it leads to, or null. */
  link: string | null;
}

/**
 * Tells people of an event, each by their preferences for its kind: a row in their list (and a live event)
 * when they see it in the app, an e-mail now or in the daily digest. Pass the transaction of the change
 * the notice is about, so nobody hears of a change that did not happen; after it commits, call
 * `app.mail.wake()` so instant e-mails leave at once.
 */
/** Instant unless this person had an instant e-mail about the same link within the gap: then the digest. */
function emailStateOf(email: 'off' | 'instant' | 'digest', justMailed: boolean) {
  if (email === 'off') return null;
  return email === 'digest' || justMailed ? 'digest' : 'sent';
}

export async function notify(db: Db, notice: Notice): Promise<void> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return;
  const chosen = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.kind, notice.kind), inArray(notificationPreferences.userId, userIds)),
    );
  const byUser = new Map(chosen.map((row) => [row.userId, row]));
  const justMailed = await mailedWithinGap(db, userIds, notice.kind, notice.link);
  const values = userIds.flatMap((userId) => {
    const preference = byUser.get(userId) ?? defaultPreference(notice.kind);
    if (!preference.inApp && preference.email === 'off') return [];
    return [
      {
        userId,
        kind: notice.kind,
        title: notice.title,
        link: notice.link,
        inApp: preference.inApp,
        emailState: emailStateOf(preference.email, justMailed.has(userId)),
      } as const,
    ];
  });
  if (values.length === 0) return;
  const rows = await db.insert(notifications).values(values).returning();
  await queueNotificationMails(
    db,
    rows.filter((row) => row.emailState === 'sent'),
  );
  await publishLiveEvents(
    db,
    rows
      .filter((row) => row.inApp)
      .map((row) => ({
        userId: row.userId,
        event: { type: 'notification', notification: notificationView(row) },
      })),
  );
}
