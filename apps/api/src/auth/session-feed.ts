import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, PgliteClient } from '../db/client';
import { ListeningConnection } from '../db/listening-connection';

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

/** Undefined after PGlite's thread was reopened: anything may have changed meanwhile. */
function changedUser(payload: string | undefined): number | undefined {
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
  private readonly connection: ListeningConnection;
  private nextRound: Round | undefined;
  private roundInFlight = false;

  constructor(
    options: pg.ClientConfig & { application_name: string },
    changed: SessionChanged,
    log: FastifyBaseLogger,
  ) {
    // Whatever changed while nobody listened went unheard, and nothing is heard while the connection is down:
    // either way, forget all that was kept. Requests read session state from the database meanwhile.
    this.connection = new ListeningConnection(
      options,
      SESSION_CHANGES_CHANNEL,
      {
        notified: (payload) => changed(changedUser(payload ?? '')),
        listening: () => changed(undefined),
        lost: () => changed(undefined),
      },
      log,
    );
  }

  get live(): boolean {
    return this.connection.client !== undefined;
  }

  connect(): Promise<void> {
    return this.connection.connect();
  }

  barrier(): Promise<void> {
    if (!this.live) return Promise.reject(new FeedDown());
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
    const client = this.connection.client;
    if (!client) {
      round.reject(new FeedDown());
      return;
    }
    this.roundInFlight = true;
    client
      .query('select 1')
      .then(
        () => (this.connection.client === client ? round.resolve() : round.reject(new FeedDown())),
        (error) => round.reject(error),
      )
      .finally(() => {
        this.roundInFlight = false;
        this.startRound();
      });
  }

  close(): Promise<void> {
    return this.connection.close();
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
