import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, PgliteClient } from '../db/client';

/** Where migration 0008's triggers announce a change to a user's session state. */
export const SESSION_CHANGES_CHANNEL = 'aula_session_changes';

/** Called with the id of the user whose state changed, or with undefined when anything may have changed. */
export type SessionChanged = (userId: number | undefined) => void;

/** What this server hears of the changes that end sessions (decision 125). */
export interface SessionFeed {
  /** False while changes may go unheard (the listening connection is down): nothing heard may be trusted. */
  readonly live: boolean;
  /**
   * Resolves once every change committed before the call has been handed to `changed`; rejects when the feed
   * is down.
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

class FeedDown extends Error {
  override name = 'FeedDown';
}

function changedUser(payload: string): number | undefined {
  const userId = Number(payload);
  return Number.isSafeInteger(userId) ? userId : undefined;
}

/**
 * PGlite is one connection in this process, and it dispatches a statement's notifications before that
 * statement's promise settles (in its worker thread too: db/pglite-thread.ts posts them before the answer):
 * by the time a change has returned, `changed` has run. Nothing to wait for.
 */
async function pgliteFeed(client: PgliteClient, changed: SessionChanged): Promise<SessionFeed> {
  const unlisten = await client.listen(SESSION_CHANGES_CHANNEL, (payload) => changed(changedUser(payload)));
  let closed = false;
  return {
    get live() {
      return !closed;
    },
    barrier: () => (closed ? Promise.reject(new FeedDown()) : Promise.resolve()),
    async close() {
      closed = true;
      if (!client.closed) await unlisten();
    },
  };
}

const RECONNECT_DELAY_MS = { first: 100, max: 5_000 };

interface Round {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

/** Promise.withResolvers, which Node 20 lacks. */
function newRound(): Round {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * One connection outside the pool LISTENs. PostgreSQL signals the listening backends when a notifying
 * transaction commits, before that session is ready for its next command, and a listening backend writes the
 * notification before it answers its next query. So a trivial query sent on this connection after a request arrived is
 * answered only after every change committed before the request, and node-postgres hands its notifications
 * to `changed` before the query's answer: that query is the barrier. Concurrent requests share one.
 */
class PostgresFeed implements SessionFeed {
  private client: pg.Client | undefined;
  private listening = false;
  private closed = false;
  private reconnectDelayMs = RECONNECT_DELAY_MS.first;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private nextRound: Round | undefined;
  private roundInFlight = false;

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly changed: SessionChanged,
    private readonly log: FastifyBaseLogger,
  ) {}

  get live(): boolean {
    return this.listening;
  }

  async connect(): Promise<void> {
    const client = new pg.Client(this.options);
    this.client = client;
    // Registered before connecting: an error event with no listener would end the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === SESSION_CHANGES_CHANNEL) this.changed(changedUser(message.payload ?? ''));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.client !== client) {
      // Closed (or replaced) while connecting.
      await client.end().catch(() => {});
      return;
    }
    // Whatever changed while nobody listened went unheard: forget all that was kept.
    this.changed(undefined);
    this.listening = true;
    if (this.reconnectDelayMs > RECONNECT_DELAY_MS.first) this.log.info('listening to session changes again');
    this.reconnectDelayMs = RECONNECT_DELAY_MS.first;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    this.changed(undefined);
    client.end().catch(() => {});
    if (this.closed) return;
    // Logged once per outage, not per attempt: requests read session state from the database meanwhile.
    if (this.reconnectDelayMs === RECONNECT_DELAY_MS.first) {
      this.log.warn({ err: error }, 'lost the connection that listens to session changes; reconnecting');
    }
    this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelayMs);
    this.reconnectTimer.unref();
    this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, RECONNECT_DELAY_MS.max);
  }

  barrier(): Promise<void> {
    if (!this.listening) return Promise.reject(new FeedDown());
    const round = this.nextRound ?? newRound();
    if (!this.nextRound) {
      this.nextRound = round;
      if (!this.roundInFlight) this.startRound();
    }
    return round.promise;
  }

  /** Sends the query the waiting requests need; those that call barrier() meanwhile wait for the next one. */
  private startRound(): void {
    const round = this.nextRound;
    if (!round) return;
    this.nextRound = undefined;
    const client = this.client;
    if (!client || !this.listening) {
      round.reject(new FeedDown());
      return;
    }
    this.roundInFlight = true;
    client
      .query('select 1')
      .then(
        () => (this.client === client ? round.resolve() : round.reject(new FeedDown())),
        (error) => round.reject(error),
      )
      .finally(() => {
        this.roundInFlight = false;
        this.startRound();
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => {});
  }
}

export async function openSessionFeed(
  database: Database,
  changed: SessionChanged,
  log: FastifyBaseLogger,
): Promise<SessionFeed> {
  const { driver } = database;
  if (driver.kind === 'pglite') return pgliteFeed(driver.client, changed);
  // Named, so an operator (and a test) can tell it from the pool's connections in pg_stat_activity.
  const feed = new PostgresFeed(
    { ...driver.pool.options, application_name: 'aula-session-feed' },
    changed,
    log,
  );
  await feed.connect();
  return feed;
}
