import type { LiveEvent } from '@aula/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveEvents } from '../db/schema';

/** Where each committed batch of live events is announced (decision 146): its highest event id. */
export const LIVE_EVENTS_CHANNEL = 'aula_live_events';

export interface LiveDelivery {
  userId: number;
  event: LiveEvent;
}

/**
 * Records events for the live stream and announces them on LIVE_EVENTS_CHANNEL. Pass the transaction of the
 * change they are about: PostgreSQL delivers the NOTIFY when (and only if) it commits, so every instance's
 * listener then reads the new rows and sends each to its user's open streams.
 */
export async function publishLiveEvents(db: Db, deliveries: readonly LiveDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  const rows = await db
    .insert(liveEvents)
    .values(deliveries.map(({ userId, event }) => ({ userId, payload: event })))
    .returning({ id: liveEvents.id });
  const last = Math.max(...rows.map((row) => row.id));
  await db.execute(sql`SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, ${String(last)})`);
}
