import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from '../../src/db/client';
import { apiRoot, migrationsFolder } from '../../src/paths';

// A release a school may still run is kept as a fixture under test/fixtures/releases/<name>: the migrations it
// shipped (tag, timestamp and SHA-256 of each file, read from its commit) and data.sql, rows written for its
// schema. Its database is built from today's files for those tags, once they are proved byte-identical.

const releasesDir = path.join(apiRoot, 'test/fixtures/releases');

export interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

export interface Release {
  name: string;
  commit: string;
  migrations: { tag: string; when: number; sha256: string }[];
  /** INSERTs for the release's schema. */
  data: string;
}

/** The releases kept, oldest first (their folders are named by date). */
export async function releaseNames(): Promise<string[]> {
  return (await readdir(releasesDir)).sort();
}

export async function loadRelease(name: string): Promise<Release> {
  const dir = path.join(releasesDir, name);
  const manifest = JSON.parse(await readFile(path.join(dir, 'migrations.json'), 'utf8'));
  return { name, ...manifest, data: await readFile(path.join(dir, 'data.sql'), 'utf8') };
}

export async function todaysJournal(): Promise<{
  dialect: string;
  version: string;
  entries: JournalEntry[];
}> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
}

/**
 * A migrations folder in `dir` holding today's first `count` migrations, as a server of that time had them.
 * Called again with a larger count on the same folder, it steps the database on.
 */
export async function migrationsUpTo(dir: string, count: number): Promise<string> {
  const journal = await todaysJournal();
  const entries = journal.entries.slice(0, count);
  await mkdir(path.join(dir, 'meta'), { recursive: true });
  for (const { tag } of entries)
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** Drizzle's migrator, as the server runs it, on the migrations of `folder`. */
export async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migrateNodePg(database.db as never, { migrationsFolder: folder });
}

/** Runs a script of several statements (a fixture's data.sql). */
export async function runScript(database: Database, script: string): Promise<void> {
  const { driver } = database;
  if (driver.kind === 'postgres') await driver.pool.query(script);
  else if (driver.client instanceof PGlite) await driver.client.exec(script);
  else throw new Error('A script runs on an in-memory PGlite (the tests’ databases) only');
}

type Row = Record<string, unknown>;

/**
 * Every row of every table of the public schema, by table name: each row as PostgreSQL writes it in JSON
 * (to_jsonb), so values compare alike on both drivers, bytes and timestamps included.
 */
export async function tableRows(db: Db): Promise<Record<string, Row[]>> {
  const { rows: tables } = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const all = sql.join(
    tables.map(
      ({ name }) =>
        sql`select ${name}::text as name, coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows
            from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const { rows } = (await db.execute(all)) as unknown as { rows: { name: string; rows: Row[] }[] };
  return Object.fromEntries(rows.map(({ name, rows }) => [name, rows]));
}

/**
 * The rows of each table of `before` as they read in `after`, cut to the columns they had before and sorted
 * alike: equal to `before` (sorted) exactly when no row was lost or changed. Columns added since are left out.
 */
export function keptRows(
  before: Record<string, Row[]>,
  after: Record<string, Row[]>,
): { before: Record<string, string[]>; after: Record<string, string[]> } {
  const sorted = (rows: Row[], columns: string[]) =>
    rows
      .map((row) =>
        JSON.stringify(Object.fromEntries(columns.map((column) => [column, row[column] ?? null]))),
      )
      .sort();
  const columnsOf = (rows: Row[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();
  const result = { before: {} as Record<string, string[]>, after: {} as Record<string, string[]> };
  for (const [table, rows] of Object.entries(before)) {
    const columns = columnsOf(rows);
    result.before[table] = sorted(rows, columns);
    result.after[table] = sorted(after[table] ?? [], columns);
  }
  return result;
}
