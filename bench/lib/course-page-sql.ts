import type * as PgModule from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { wrapPostgres } from '../../apps/api/src/db/client';
import { requireFromApi } from './processes';

const pg = requireFromApi('pg') as typeof PgModule;

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The SQL each of `paths` sends, session check included, in order: an app built in this process on the
 * run's PostgreSQL database answers one GET of each with `token`, and Drizzle's logger hands over what it
 * sent. The database baseline (bench/database-baseline-server.mjs) then runs exactly these statements.
 */
export async function capturedStatements(
  env: Record<string, string>,
  paths: string[],
  token: string,
): Promise<Statement[][]> {
  let log: Statement[] = [];
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
  const database = wrapPostgres(pool, 'bench capture', {
    logger: { logQuery: (sql, params) => log.push({ sql, params }) },
  });
  // The mail worker polls an hour apart, so none of its statements lands in a capture.
  const config = {
    ...loadConfig({ ...process.env, ...env }),
    mailRetry: { initialDelayMs: 20, maxDelayMs: 200, pollIntervalMs: 3_600_000, claimTimeoutMs: 10_000 },
  };
  const app = await buildApp(config, { database, print: () => {} });
  try {
    await app.ready();
    const captured: Statement[][] = [];
    for (const url of paths) {
      log = [];
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode} while captured`);
      captured.push(log);
    }
    return captured;
  } finally {
    await app.close();
    await pool.end();
  }
}
