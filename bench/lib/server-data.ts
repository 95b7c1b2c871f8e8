import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as JoseModule from 'jose';
import type * as PgModule from 'pg';
import { requireFromApi } from './processes';

const pg = requireFromApi('pg') as typeof PgModule;
const { SignJWT } = requireFromApi('jose') as typeof JoseModule;

/**
 * Every seeded user has one server-side session (decision 131) whose id is this prefix and the user's id,
 * opened by the seeding (lib/school.ts) before the server starts: `sign` names it in the token's `sid`.
 */
export const BENCH_SESSION_PREFIX = 'bench-';

/** The first administrator of every measured server. */
export const ADMIN = {
  username: 'bench-admin',
  password: 'bench-admin-password',
  email: 'bench-admin@aula.test',
};

export async function withAdminClient<T>(
  url: string,
  fn: (client: PgModule.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Where one measured server keeps its data, and how to start it there. */
export interface ServerData {
  dataDir: string;
  /** PostgreSQL only: the run's own database. */
  databaseUrl?: string;
  databaseName?: string;
  /** The server's environment (warn-level logs, no demo school). */
  env: Record<string, string>;
  /** A session token the server accepts for user `id`, signed with the run's key. */
  sign(id: number): Promise<string>;
  /** Drops the database and removes the data directory. */
  dispose(): Promise<void>;
}

/**
 * A new data directory and, on PostgreSQL, a new database (aula_<prefix>_<random>) for one measured server,
 * so runs never share state; `postgresUrl` is the administrator's connection that creates and drops it.
 */
export async function prepareServerData(options: {
  kind: 'postgres' | 'pglite';
  postgresUrl: string;
  prefix: string;
}): Promise<ServerData> {
  const jwtSecret = `bench-${randomBytes(24).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), `aula-${options.prefix}-`));
  let databaseName: string | undefined;
  let databaseUrl: string | undefined;
  if (options.kind === 'postgres') {
    const name = `aula_${options.prefix}_${randomBytes(5).toString('hex')}`;
    await withAdminClient(options.postgresUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    databaseName = name;
    databaseUrl = url.toString();
  }
  const secret = new TextEncoder().encode(jwtSecret);
  return {
    dataDir,
    databaseUrl,
    databaseName,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: jwtSecret,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      // The benchmarks sign in as this administrator with the password alone (decision 133).
      ADMIN_2FA: 'optional',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '',
    },
    sign: (id) =>
      new SignJWT({ sid: `${BENCH_SESSION_PREFIX}${id}` })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(secret),
    async dispose() {
      if (databaseName)
        await withAdminClient(options.postgresUrl, (client) =>
          client.query(`drop database if exists ${databaseName} with (force)`),
        );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
