import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { ListeningConnection } from '../db/listening-connection';
import { LIVE_EVENTS_CHANNEL } from './live-events';

/**
 * Called with the highest event id of a committed batch, or with undefined when events may have gone unheard
 * (the listening connection came back): either way the caller reads what is new.
 */
export type LiveAnnounced = (lastId: number | undefined) => void;

export interface LiveListener {
  close(): Promise<void>;
}

function announcedId(payload: string | undefined): number | undefined {
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** One listener per server process: PGlite's own `listen`, or a dedicated PostgreSQL connection. */
export async function openLiveListener(
  database: Database,
  announced: LiveAnnounced,
  log: FastifyBaseLogger,
): Promise<LiveListener> {
  const { driver } = database;
  if (driver.kind === 'pglite') {
    const client = driver.client;
    const unlisten = await client.listen(LIVE_EVENTS_CHANNEL, (payload) => announced(announcedId(payload)));
    return {
      async close() {
        if (!client.closed) await unlisten();
      },
    };
  }
  // After each (re)connection the caller reads, since a batch committed while nobody listened was not announced.
  const connection = new ListeningConnection(
    { ...driver.pool.options, application_name: 'aula-live-events' },
    LIVE_EVENTS_CHANNEL,
    {
      notified: (payload) => announced(announcedId(payload)),
      listening: () => announced(undefined),
      lost: () => {},
    },
    log,
  );
  await connection.connect();
  return connection;
}
