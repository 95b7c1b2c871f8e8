import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { restrictTree } from '../bootstrap/data-dir';
import { migrationsFolder } from '../paths';
import { PgliteThread, PgliteThreadUnavailable } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API shared by both drivers; a transaction is assignable to it as well. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** For the start-up log; never contains a password. */
  description: string;
  /** Applies the committed migrations in apps/api/drizzle (a no-op when they are already applied). */
  migrate(): Promise<void>;
  /**
   * Runs fn while holding a database-wide lock, so that several instances starting together against one
   * PostgreSQL do not migrate or create the first administrator twice. PGlite has a single user: no lock.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** The driver underneath, for what Drizzle does not do: LISTEN (auth/session-feed.ts, decision 125). */
  driver: { kind: 'pglite'; client: PgliteClient } | { kind: 'postgres'; pool: pg.Pool };
  close(): Promise<void>;
}

/** Bundled PGlite extensions the migrations rely on; also needed when a PGlite is created elsewhere (tests). */
export const pgliteExtensions = { pg_trgm };

// Arbitrary constant shared by every instance of this application.
const STARTUP_LOCK_KEY = 7_261_530_001;

/** Options of a wrapped driver; `logger` sees every statement Drizzle sends (the query-count tests use it). */
export interface WrapOptions {
  logger?: Logger;
}

/** PGlite in this thread (tests) or in its worker thread (the server, decision 127). */
export type PgliteClient = PGlite | PgliteThread;

export function wrapPglite(client: PgliteClient, description: string, options: WrapOptions = {}): Database {
  // A PgliteThread answers the calls Drizzle's driver makes (query, transaction) as PGlite does.
  const db = drizzlePglite({ client: client as PGlite, schema, logger: options.logger });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    description,
    migrate: () => migratePglite(db, { migrationsFolder }),
    withStartupLock: (fn) => fn(),
    driver: { kind: 'pglite', client },
    close: () => client.close(),
  };
}

export function wrapPostgres(pool: pg.Pool, description: string, options: WrapOptions = {}): Database {
  const db = drizzleNodePg(pool, { schema, logger: options.logger });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    description,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    async withStartupLock(fn) {
      // A session-level advisory lock on a dedicated connection; the work itself may use other connections.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    driver: { kind: 'postgres', pool },
    close: () => pool.end(),
  };
}

/** postgres://user:secret@host/db → postgres://user@host/db */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onPoolError?: (error: Error) => void;
  /** Where PGlite's worker thread reports that it stopped and was reopened. */
  log?: FastifyBaseLogger;
}): Promise<Database> {
  if (options.databaseUrl) {
    // A connection attempt that hangs (a server going away) fails within seconds, as a 503, instead of
    // holding the request; a failed connection is dropped from the pool and the next request opens a new one.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // A client that loses its connection emits 'error', idle or checked out between two statements of a
    // transaction (the pool itself listens only while it is idle); unhandled, that would end the process. The
    // transaction's next statement fails and answers 503. The pool re-emits an idle client's error, which the
    // client's own listener has logged already.
    pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
    pool.on('error', () => {});
    return wrapPostgres(pool, `PostgreSQL at ${describePostgresUrl(options.databaseUrl)}`);
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const releaseLock = await lockDataDirectory(`${dir}.lock`);
  try {
    // Off the server's thread: PGlite's statements block the thread they run in (decision 127).
    const client = await PgliteThread.open(dir, { log: options.log });
    // A new database is unpacked from PGlite's template with mode 0666 whatever the umask: the server's
    // user's only (decision 096). Files PostgreSQL creates later ask for 0600 themselves.
    await restrictTree(dir);
    const database = wrapPglite(client, `PGlite in ${dir}`);
    return {
      ...database,
      async close() {
        await database.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second server on the same DATA_DIR would corrupt it. The lock
 * file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export async function lockDataDirectory(lockFile: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      // Our own pid in the file is a leftover of an earlier run that had it too (a container's pid 1).
      if (Number.isInteger(owner) && owner !== process.pid && processIsAlive(owner)) {
        throw new Error(
          `Another Aula process (pid ${owner}) is using ${path.dirname(lockFile)}. Stop it, or give this one another DATA_DIR. If no such process runs, delete ${lockFile}.`,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

/** Walks an error's cause chain (Drizzle wraps driver errors) for a PostgreSQL error code. */
export function findPgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      const constraint = 'constraint' in current ? current.constraint : undefined;
      return { code: current.code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** The name of the unique constraint a write violated, if that is why it failed. */
export function uniqueViolation(error: unknown): string | undefined {
  const pgError = findPgError(error);
  return pgError?.code === '23505' ? (pgError.constraint ?? '') : undefined;
}

// Connection exceptions (08), shutdown/crash/starting up (57P01-57P03), and the socket errors of a server
// that is not there (or went away mid-query).
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123])$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** True when a failure means the database cannot be reached right now (the request may be retried later). */
export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
      return true;
    if (current instanceof PgliteThreadUnavailable) return true;
    if (current instanceof Error && UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
