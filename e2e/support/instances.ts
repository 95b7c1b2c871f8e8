import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/api/test/support/nginx';

const repo = path.resolve(import.meta.dirname, '../..');
// pg is the server's dependency; the journeys borrow it to make and drop their own database.
const pg = createRequire(path.join(repo, 'apps/api/package.json'))('pg') as typeof import('pg');

const ADMIN_URL = process.env.AULA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty PostgreSQL database for this journey alone (the instances migrate it). */
export async function freshDatabase(): Promise<{
  url: string;
  query: <R>(sql: string, params?: unknown[]) => Promise<R[]>;
  drop: () => Promise<void>;
}> {
  const name = `aula_e2e_${randomBytes(6).toString('hex')}`;
  const run = async <R>(connectionString: string, sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as R[];
    } finally {
      await client.end();
    }
  };
  await run(ADMIN_URL, `CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (sql, params) => run(url.toString(), sql, params),
    drop: async () => {
      await run(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface Instance {
  /** host:port, as nginx names its upstream. */
  readonly host: string;
  readonly url: string;
  /** SIGKILL, as a crash or a lost machine: no shutdown hook runs. */
  kill(): Promise<void>;
}

/** `node apps/api/dist/server.js` serving the built app on its own port, on the shared database. */
export async function startInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aula-instance-'));
  const child = spawn(process.execPath, [path.join(repo, 'apps/api/dist/server.js')], {
    cwd: repo,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '1',
      STATIC_DIR: path.join(repo, 'apps/school/dist'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-e2e-password',
      ADMIN_EMAIL: 'admin@aula.test',
      ADMIN_2FA: 'optional',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The instance exited at start: ${output}`);
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await kill(child);
      throw new Error(`The instance did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    host: `127.0.0.1:${port}`,
    url,
    kill: async () => {
      await kill(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}
