import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
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
import { apiRoot, migrationsFolder } from '../../src/paths';

/** Where a test creates (and drops) its PostgreSQL databases; override with AULA_TEST_POSTGRES_URL. */
export const POSTGRES_ADMIN_URL =
  process.env.AULA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL: the connection string of this database (to start an app through DATABASE_URL). */
  url?: string;
  /** Closes the connections and, for PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * For suites that run only on PostgreSQL (no PGlite twin): whether it is reachable, and under CI a thrown
 * error when it is not, since CI must run them.
 */
export async function postgresReachableOrCiFails(): Promise<boolean> {
  const reachable = await postgresReachable();
  if (!reachable && process.env.CI) throw new Error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}`);
  return reachable;
}

/**
 * Whether PostgreSQL answers. Dozens of test files ask at once as the suite starts on a busy machine, so one
 * slow connection is asked again before the answer is no: a false "unreachable" would skip suites silently.
 */
export async function postgresReachable(): Promise<boolean> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      // Asked again below, after a pause, unless this was the last attempt.
    } finally {
      await client.end().catch(() => {});
    }
    if (attempt < 3) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return false;
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

/** The connection string of database `name` on the test server. */
function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated database that the test databases are copied from (`create database … template`): a copy takes
 * a fraction of a second, migrating takes seconds, and about ninety suites ask for one. Named by the
 * content of the migrations, so a changed migration builds a new one. Several workers may build it at once:
 * each migrates its own and the first rename wins; nothing stays connected to it, as a copy requires.
 */
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `aula_tpl_${await migrationsKey()}`;
    const exists = await withAdminClient(
      async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount,
    );
    if (exists) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await withAdminClient((client) => client.query(`create database ${building}`));
    const pool = new pg.Pool({ connectionString: postgresUrl(building), max: 1 });
    await wrapPostgres(pool, `PostgreSQL template ${building}`).migrate();
    await pool.end();
    await withAdminClient(async (client) => {
      try {
        await client.query(`alter database ${building} rename to ${name}`);
      } catch {
        // Another worker's copy is already in place: it is the same.
        await client.query(`drop database if exists ${building} with (force)`);
      }
    });
    return name;
  })();
  return postgresTemplate;
}

/** A fresh database aula_t_<random> on the test server; migrated unless asked otherwise. */
async function createPostgresDatabase(migrated: boolean): Promise<TestDatabase> {
  const name = `aula_t_${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` template ${await migratedPostgresTemplate()}` : '';
  await withAdminClient((client) => client.query(`create database ${name}${template}`));
  const url = postgresUrl(name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  pool.on('error', () => {});
  const database = wrapPostgres(pool, `PostgreSQL test database ${name}`);
  return {
    database,
    url,
    async dispose() {
      await pool.end().catch(() => {});
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

// Creating a PGlite cluster (initdb) takes seconds; loading a dump of one takes about one. Two dumps are
// cached under node_modules/.cache: an empty cluster (per PGlite version) and a migrated one (per content of
// the migrations), rebuilt when those change.
const cacheDir = path.join(apiRoot, 'node_modules/.cache/aula-api-tests');
const templates = new Map<string, Promise<Blob>>();

async function pgliteVersion(): Promise<string> {
  const manifest = await readFile(
    path.join(apiRoot, 'node_modules/@electric-sql/pglite/package.json'),
    'utf8',
  );
  return JSON.parse(manifest).version;
}

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256').update(`pglite ${await pgliteVersion()}\n`);
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(`${entry.name}\n`).update(await readFile(full));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

function cached(name: string, build: () => Promise<Blob>): Promise<Blob> {
  let template = templates.get(name);
  if (!template) {
    template = (async () => {
      const file = path.join(cacheDir, `${name}.tar`);
      try {
        return new Blob([await readFile(file)]);
      } catch {}
      const dump = await build();
      await mkdir(cacheDir, { recursive: true });
      // Several test workers may build it at once: each writes its own file, the last rename wins.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    })();
    templates.set(name, template);
  }
  return template;
}

const emptyTemplate = async () =>
  cached(`pglite-empty-${await pgliteVersion()}`, async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  });

const migratedTemplate = async () =>
  cached(`pglite-migrated-${await migrationsKey()}`, async () => {
    const client = await PGlite.create({ loadDataDir: await emptyTemplate(), extensions: pgliteExtensions });
    await wrapPglite(client, 'template').migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  });

/** An in-memory PGlite, migrated unless asked otherwise. */
async function createPgliteDatabase(migrated: boolean): Promise<TestDatabase> {
  const template = migrated ? await migratedTemplate() : await emptyTemplate();
  const client = await PGlite.create({ loadDataDir: template, extensions: pgliteExtensions });
  const database = wrapPglite(client, 'PGlite test database (memory)');
  return {
    database,
    async dispose() {
      if (!client.closed) await client.close();
    },
  };
}

export function createTestDatabase(
  kind: DatabaseKind,
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  return kind === 'pglite' ? createPgliteDatabase(migrated) : createPostgresDatabase(migrated);
}

/**
 * A migrated PGlite data directory in `dir`, as the server keeps it under DATA_DIR/pglite: an app built on
 * that DATA_DIR opens it in its worker thread (decision 127) without the seconds of creating a cluster.
 */
export async function migratedPgliteDir(dir: string): Promise<void> {
  const client = await PGlite.create(dir, {
    loadDataDir: await migratedTemplate(),
    extensions: pgliteExtensions,
  });
  await client.close();
}
