import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveEvents } from '../db/schema';

/**
 * Live events are kept a day, long enough for any reconnecting client to catch up; a client away longer
 * reloads its data anyway. Every process runs this; deleting twice is harmless.
 */
export async function purgeOldLiveEvents(db: Db): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, sql`now() - interval '1 day'`));
}
