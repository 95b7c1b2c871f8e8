import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type Database,
  type DatabaseKind,
  pgliteExtensions,
  wrapPglite,
  wrapPostgres,
} from '../../src/db/client';
import { PgliteThread } from '../../src/db/pglite-thread';
import { POSTGRES_ADMIN_URL } from './databases';

export interface LoggedStatement {
  sql: string;
  params: unknown[];
}

/** Every statement Drizzle sends to a database, in order; `take()` hands them over and starts afresh. */
export class StatementLog {
  private statements: LoggedStatement[] = [];

  logQuery(sql: string, params: unknown[]): void {
    this.statements.push({ sql, params });
  }

  take(): LoggedStatement[] {
    return this.statements.splice(0);
  }
}

export interface LoggedDatabase {
  database: Database;
  log: StatementLog;
  /** For PostgreSQL: a client of this database outside the log (EXPLAIN, seeding in bulk). */
  url?: string;
  dispose(): Promise<void>;
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database whose every statement is logged (the query-count and query-plan tests): a
 * PGlite in memory, or a database aula_t_<random> on the test PostgreSQL, dropped by dispose().
 */
/**
 * Mail retry settings for an app whose statements are counted: the worker polls the outbox an hour apart, so
 * none of its statements lands in a count.
 */
export const QUIET_MAIL_RETRY = {
  initialDelayMs: 20,
  maxDelayMs: 200,
  pollIntervalMs: 3_600_000,
  claimTimeoutMs: 10_000,
};

export async function openLoggedDatabase(kind: DatabaseKind | 'pglite-thread'): Promise<LoggedDatabase> {
  const log = new StatementLog();
  if (kind === 'pglite-thread') {
    // The server's own arrangement (decision 127): PGlite on disk, in its worker thread.
    const dir = await mkdtemp(path.join(tmpdir(), 'aula-pglite-thread-'));
    const client = await PgliteThread.open(dir);
    const database = wrapPglite(client, 'PGlite in its thread (logged)', { logger: log });
    await database.migrate();
    return {
      database,
      log,
      async dispose() {
        await client.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = wrapPglite(client, 'PGlite (logged)', { logger: log });
    await database.migrate();
    return { database, log, dispose: () => client.close() };
  }
  const name = `aula_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  pool.on('error', () => {});
  const database = wrapPostgres(pool, `PostgreSQL ${name} (logged)`, { logger: log });
  await database.migrate();
  return {
    database,
    log,
    url: url.toString(),
    async dispose() {
      await pool.end().catch(() => {});
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
