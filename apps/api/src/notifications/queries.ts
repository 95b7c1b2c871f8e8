import type { NotificationList, UnreadCounts } from '@aula/contract';
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversationMembers, messages, notifications } from '../db/schema';
import { publishLiveEvents } from './live-events';
import { notificationView } from './notification-view';

const PAGE_SIZE = 20;

/** Rows the user sees in the app: those of kinds they chose to see there (in_app). */
const mine = (userId: number) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));
const unreadOf = (userId: number) => and(mine(userId), isNull(notifications.readAt));

async function unreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(notifications).where(unreadOf(userId));
  return row?.count ?? 0;
}

/** Newest first, 20 a page; `before` is the last id of the page already shown. */
export async function listNotifications(
  db: Db,
  userId: number,
  before: number | undefined,
): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(mine(userId), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(PAGE_SIZE + 1);
  return {
    notifications: rows.slice(0, PAGE_SIZE).map(notificationView),
    unread: await unreadNotifications(db, userId),
    hasMore: rows.length > PAGE_SIZE,
  };
}

/**
 * The bell's number, and the inbox's: conversations of mine with a message I may see (to everyone in it, to
 * me, or mine), sent by someone else after the last one I read.
 */
export async function unreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const [conversations] = await db
    .select({ count: count() })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.userId, userId),
        sql`exists (
          select 1 from ${messages}
          where ${messages.conversationId} = ${conversationMembers.conversationId}
            and ${messages.id} > coalesce(${conversationMembers.lastReadMessageId}, 0)
            and ${messages.senderId} is distinct from ${userId}::int
            and (${messages.recipientId} is null or ${messages.recipientId} = ${userId}::int)
        )`,
      ),
    );
  return { notifications: await unreadNotifications(db, userId), conversations: conversations?.count ?? 0 };
}

/**
 * Marks one of the user's notifications read (again is no change); false when it is not theirs or not
 * shown to them. The user's other tabs hear of it.
 */
export async function markRead(db: Db, userId: number, notificationId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, notificationId), mine(userId)))
      .returning({ id: notifications.id });
    if (marked.length === 0) return false;
    await publishLiveEvents(tx, [{ userId, event: { type: 'notifications-read' } }]);
    return true;
  });
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(notifications).set({ readAt: sql`now()` }).where(unreadOf(userId));
    await publishLiveEvents(tx, [{ userId, event: { type: 'notifications-read' } }]);
  });
}
