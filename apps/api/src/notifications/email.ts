import type { NotificationKind } from '@aula/forms';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { oneClickHeaders } from '../mail/one-click';
import { type OutgoingMail, queueMails } from '../mail/outbox';
import { notificationMail, type Recipient } from './mail-templates';
import { unsubscribeLinks, unsubscribeToken } from './unsubscribe';

type NotificationRow = typeof notifications.$inferSelect;

/** What the e-mails need from the server's configuration: the links' base and the key that signs them. */
export interface NotificationMailSettings {
  publicUrl: string;
  secret: Uint8Array;
}

export interface InstantMailSettings extends NotificationMailSettings {
  /** Shortest time between two instant e-mails to one person about one link (NOTIFICATION_MAIL_GAP). */
  gapMs: number;
}

let settings: InstantMailSettings | undefined;

/**
 * Set by buildApp. notify() is called with a database or transaction only (every area calls it inside its
 * own change), so the links' base and key are kept here; a process serves one school, and every app a test
 * builds uses the same values.
 */
export function useNotificationMailSettings(value: InstantMailSettings): void {
  settings = value;
}

function notificationMailSettings(): InstantMailSettings {
  if (!settings) throw new Error('Notification e-mails need the app: buildApp() sets their settings');
  return settings;
}

/**
 * Of `userIds`, who was e-mailed at once about this kind and link within the gap: one student's thirty
 * messages a minute make one e-mail to the teacher, and the rest wait for the digest (decision 155). Read on
 * the database's clock, the one that stamps created_at.
 */
export async function mailedWithinGap(
  db: Db,
  userIds: readonly number[],
  kind: NotificationKind,
  link: string | null,
): Promise<Set<number>> {
  if (userIds.length === 0 || link === null) return new Set();
  const { gapMs } = notificationMailSettings();
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...userIds]),
        eq(notifications.kind, kind),
        eq(notifications.link, link),
        eq(notifications.emailState, 'sent'),
        gt(notifications.createdAt, sql`now() - make_interval(secs => ${gapMs / 1000}::double precision)`),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** The address of a page of the app, or null. */
export function appUrl(publicUrl: string, path: string | null): string | null {
  return path === null ? null : `${publicUrl}${path}`;
}

export function settingsUrl(publicUrl: string): string {
  return `${publicUrl}/settings`;
}

/** Who can be written to: verified and enabled accounts (a deleted one has no rows left). */
export async function reachableRecipients(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(inArray(users.id, [...new Set(userIds)]), eq(users.verified, true), eq(users.disabled, false)),
    );
  return new Map(rows.map(({ id, ...recipient }) => [id, recipient]));
}

/**
 * Queues in the outbox one e-mail per notification the user wants by e-mail at once, with the unsubscribe
 * link of its kind (List-Unsubscribe, one click). Runs in notify()'s transaction, so a mail exists exactly
 * when its notification does; the caller wakes the mail worker after the commit.
 */
export async function queueNotificationMails(db: Db, rows: readonly NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const { publicUrl, secret } = notificationMailSettings();
  const recipients = await reachableRecipients(
    db,
    rows.map((row) => row.userId),
  );
  const mails: OutgoingMail[] = [];
  for (const row of rows) {
    const to = recipients.get(row.userId);
    if (!to) continue;
    const kind = row.kind as NotificationKind;
    const links = unsubscribeLinks(publicUrl, unsubscribeToken(secret, row.userId, kind));
    const mail = notificationMail(to, kind, row.title, {
      open: appUrl(publicUrl, row.link),
      unsubscribePage: links.page,
      settings: settingsUrl(publicUrl),
    });
    mails.push({ ...mail, headers: oneClickHeaders(links.oneClick) });
  }
  await queueMails(db, mails);
}
