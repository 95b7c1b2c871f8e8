import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { mailOutbox, notifications } from '../../src/db/schema';

/** The e-mails queued for an address, oldest first. */
export async function mailsTo(db: Db, email: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));
}

/** A user's notification rows, oldest first. */
export async function notificationsOf(db: Db, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}
