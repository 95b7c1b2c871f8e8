import { DEFAULT_LOCALE } from '@aula/domain';
import { defaultPreference, type NotificationKind } from '@aula/forms';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationPreferences, notifications, users } from '../db/schema';
import { type I18n, mailI18n } from '../mail/i18n';
import { mailedWithinGap, queueNotificationMails } from './email';
import { publishLiveEvents } from './live-events';
import { notificationView } from './notification-view';

/** A notice's sentence as one reader's language writes it. */
export type Sentence = (i18n: I18n) => string;

export interface Notice {
  kind: NotificationKind;
  /** Who is told. */
  userIds: readonly number[];
  /** The sentence in the list and the e-mail's subject, in Spanish. */
  title: string;
  /** The same sentence in each reader's language (decision 174); without it every reader gets `title`. */
  titleIn?: Sentence;
  /** The app path it leads to, or null. */
  link: string | null;
}

/** What a notice says and where it leads; who hears it is decided by each event. */
export type Said = Omit<Notice, 'userIds'>;

/** A notice whose sentence each reader gets in their language; `title` is the Spanish one. */
export function said(kind: NotificationKind, link: string | null, sentence: Sentence): Said {
  return { kind, link, title: sentence(mailI18n(DEFAULT_LOCALE)), titleIn: sentence };
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
  // Each reader's language and, if they chose one, their preference for this kind: one statement.
  const readers = await db
    .select({
      userId: users.id,
      locale: users.locale,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, notice.kind)),
    )
    .where(inArray(users.id, userIds));
  const byUser = new Map(readers.map((row) => [row.userId, row]));
  const justMailed = await mailedWithinGap(db, userIds, notice.kind, notice.link);
  const values = userIds.flatMap((userId) => {
    const reader = byUser.get(userId);
    if (!reader) return [];
    const preference =
      reader.inApp === null || reader.email === null
        ? defaultPreference(notice.kind)
        : { inApp: reader.inApp, email: reader.email };
    if (!preference.inApp && preference.email === 'off') return [];
    return [
      {
        userId,
        kind: notice.kind,
        title: notice.titleIn ? notice.titleIn(mailI18n(reader.locale)) : notice.title,
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
