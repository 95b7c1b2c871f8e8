import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { Database } from '../../src/db/client';
import { type PgliteQueries, PgliteThread } from '../../src/db/pglite-thread';

/**
 * Sent instead of the statement chosen to fail: the database itself refuses it, so the error travels as a
 * real one does (out of PGlite's worker thread or pg's connection, through Drizzle), and a transaction it
 * was part of is really aborted and rolled back.
 */
export const FAILING_STATEMENT = 'select 1/0';
/** division_by_zero: what the database answers FAILING_STATEMENT with. */
export const FAILING_SQLSTATE = '22012';

/** The statements one request has issued, and whether the one chosen to fail has been sent. */
export interface StatementWatch {
  issued: number;
  failAt: number | undefined;
  failed: boolean;
}

// Statements are counted per request through the async context: the app's background work (the mail worker,
// the live listener) is neither counted nor made to fail. Work a request leaves running after its answer
// (decision 130's) keeps the request's context, and is counted with it.
const watching = new AsyncLocalStorage<StatementWatch>();

/** Counts a statement about to be sent; true when it is the one to fail. */
function failsNow(): boolean {
  const watch = watching.getStore();
  if (!watch) return false;
  watch.issued += 1;
  if (watch.issued !== watch.failAt) return false;
  watch.failed = true;
  return true;
}

/** Runs `fn` (a request) counting the statements it issues; with `failAt`, the one of that number fails. */
export async function watchingStatements<T>(
  fn: () => Promise<T>,
  failAt?: number,
): Promise<{ result: T; watch: StatementWatch }> {
  const watch: StatementWatch = { issued: 0, failAt, failed: false };
  return { result: await watching.run(watch, fn), watch };
}

/**
 * Puts the counting (and failing) in front of the app's database client, through the objects the app
 * exposes: the PGlite thread's query and transaction, or the pg pool's query and the connections it lends.
 */
export function watchStatements(database: Database): void {
  const { driver } = database;
  if (driver.kind === 'postgres') watchPool(driver.pool);
  else if (driver.client instanceof PgliteThread) watchThread(driver.client);
  else throw new Error('Expected PGlite in its worker thread');
}

function watchThread(thread: PgliteThread): void {
  const watched = (queries: PgliteQueries): PgliteQueries['query'] => {
    const query = queries.query.bind(queries);
    return (text, params, options) =>
      failsNow() ? query(FAILING_STATEMENT, []) : query(text, params, options);
  };
  const transaction = thread.transaction.bind(thread);
  thread.query = watched(thread);
  thread.transaction = (fn) => transaction((tx) => fn({ query: watched(tx) }));
}

type Send = (...args: unknown[]) => unknown;

function watchPool(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as Send;
  pool.query = ((...args: unknown[]) =>
    failsNow() ? query(FAILING_STATEMENT, []) : query(...args)) as typeof pool.query;
  // A transaction's statements go to a connection it holds. pool.query also sends on one, with a callback,
  // and is counted above: only the calls without a callback are counted here.
  const seen = new WeakSet<pg.PoolClient>();
  const watchClient = (client: pg.PoolClient) => {
    if (seen.has(client)) return;
    seen.add(client);
    const send = client.query.bind(client) as Send;
    client.query = ((...args: unknown[]) =>
      typeof args.at(-1) !== 'function' && failsNow()
        ? send(FAILING_STATEMENT, [])
        : send(...args)) as typeof client.query;
  };
  const connect = pool.connect.bind(pool) as Send;
  type Lent = (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void;
  pool.connect = ((callback?: Lent) => {
    if (callback) {
      return connect(((error, client, done) => {
        if (client) watchClient(client);
        callback(error, client, done);
      }) satisfies Lent);
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      watchClient(client);
      return client;
    });
  }) as typeof pool.connect;
}
