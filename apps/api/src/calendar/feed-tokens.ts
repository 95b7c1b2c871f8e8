import { and, eq } from 'drizzle-orm';
import { ownerEnabled } from '../auth/accounts';
import type { Db } from '../db/client';
import { calendarFeeds } from '../db/schema';
import { generateUrlToken, hashToken } from '../security/tokens';

/** The feed's file name: the secret token and the extension calendar programs expect. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The feed's address as calendar programs fetch it. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/${token}.ics`;
}

/**
 * A new secret token for the user's feed (decision 139), replacing the previous one in the same statement:
 * the old address stops working as soon as this returns. Only the token's SHA-256 is stored.
 */
export async function renewFeedToken(db: Db, userId: number): Promise<string> {
  const token = generateUrlToken();
  const row = { userId, tokenHash: hashToken(token), createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: row.tokenHash, createdAt: row.createdAt },
    });
  return token;
}

/** When the user's current feed address was made, or null without one. */
export async function feedCreatedAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.createdAt ?? null;
}

/** The owner of the feed named by `file` ("<token>.ics"), or null for any other name or a disabled owner. */
export async function feedOwner(db: Db, file: string): Promise<number | null> {
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), ownerEnabled(calendarFeeds.userId)));
  return row?.userId ?? null;
}
