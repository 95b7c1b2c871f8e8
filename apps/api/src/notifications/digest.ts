import { DEFAULT_LOCALE } from '@aula/domain';
import { NOTIFICATION_KINDS } from '@aula/forms';
import { TZDate } from '@date-fns/tz';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { schoolDay } from '../classes/timetable';
import type { Db } from '../db/client';
import { digestRuns, notifications } from '../db/schema';
import { INTL_LOCALES } from '../mail/i18n';
import { oneClickHeaders } from '../mail/one-click';
import { queueMail } from '../mail/outbox';
import { appUrl, type NotificationMailSettings, reachableRecipients, settingsUrl } from './email';
import { type DigestSection, digestMail } from './mail-templates';
import { type UnsubscribeScope, unsubscribeLinks, unsubscribeToken } from './unsubscribe';

/** The digest leaves once the school's day has reached this hour, so it waits in the morning's inbox. */
export const DIGEST_HOUR = 7;

/** The school's date (YYYY-MM-DD) and hour at `now`. */
export function schoolDayAt(timeZone: string, now: Date): { day: string; hour: number } {
  return { day: schoolDay(now, timeZone), hour: new TZDate(now.getTime(), timeZone).getHours() };
}

export interface DigestOptions extends NotificationMailSettings {
  timeZone: string;
  now: Date;
}

/**
 * Sends each user whose notifications wait for the digest one e-mail listing them, once per school day and
 * from DIGEST_HOUR on. Answers how many digests were queued; wake the mail worker after it.
 */
export async function sendDigests(db: Db, options: DigestOptions): Promise<number> {
  const { day, hour } = schoolDayAt(options.timeZone, options.now);
  if (hour < DIGEST_HOUR) return 0;
  const waiting = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .leftJoin(digestRuns, and(eq(digestRuns.userId, notifications.userId), eq(digestRuns.day, day)))
    .where(and(eq(notifications.emailState, 'digest'), isNull(digestRuns.userId)))
    .orderBy(notifications.userId);
  let sent = 0;
  for (const { userId } of waiting) {
    if (await sendDigest(db, userId, day, options)) sent += 1;
  }
  return sent;
}

/**
 * One user's digest in one transaction: the day's claim in digest_runs (another instance sending it at the
 * same time inserts nothing and stops), the e-mail in the outbox and the notifications marked 'sent' commit
 * together, so a crash loses none and sends none twice.
 */
async function sendDigest(db: Db, userId: number, day: string, options: DigestOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(digestRuns)
      .values({ userId, day })
      .onConflictDoNothing()
      .returning({ userId: digestRuns.userId });
    if (!claim) return false;
    const rows = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.emailState, 'digest')))
      .orderBy(asc(notifications.id))
      .for('update');
    if (rows.length === 0) {
      // Sent by a run that started on the day before: this day keeps its digest for what comes later.
      await tx.delete(digestRuns).where(and(eq(digestRuns.userId, userId), eq(digestRuns.day, day)));
      return false;
    }
    const ids = rows.map((row) => row.id);
    const to = (await reachableRecipients(tx, [userId])).get(userId);
    if (!to) {
      // Nobody to write to (not verified, disabled): they stop waiting rather than pile up.
      await tx.update(notifications).set({ emailState: null }).where(inArray(notifications.id, ids));
      return false;
    }
    const { publicUrl, secret, timeZone } = options;
    // In the reader's language, on the school's clock (decision 172).
    const when = new Intl.DateTimeFormat(INTL_LOCALES[to.locale ?? DEFAULT_LOCALE], {
      timeZone,
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    });
    const kinds = NOTIFICATION_KINDS.filter((kind) => rows.some((row) => row.kind === kind));
    const pageOf = (kind: UnsubscribeScope) =>
      unsubscribeLinks(publicUrl, unsubscribeToken(secret, userId, kind));
    const sections: DigestSection[] = kinds.map((kind) => ({
      kind,
      unsubscribePage: pageOf(kind).page,
      items: rows
        .filter((row) => row.kind === kind)
        .map((row) => ({
          title: row.title,
          when: when.format(row.createdAt),
          open: appUrl(publicUrl, row.link),
        })),
    }));
    const [only] = kinds;
    // One kind: one click turns that kind's e-mail off. Several: a header names one address, so one click
    // turns the digest off; each section's own link turns off just its kind.
    const headers = oneClickHeaders(pageOf(kinds.length === 1 && only ? only : 'digest').oneClick);
    await queueMail(tx, { ...digestMail(to, sections, settingsUrl(publicUrl)), headers });
    await tx.update(notifications).set({ emailState: 'sent' }).where(inArray(notifications.id, ids));
    return true;
  });
}
