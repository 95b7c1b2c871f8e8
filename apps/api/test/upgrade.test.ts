import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, wrapPostgres } from '../src/db/client';
import * as schema from '../src/db/schema';
import { activities, activityResults, courses, messages, storedFileChunks, users } from '../src/db/schema';
import { migrationsFolder } from '../src/paths';
import { describeEachDatabase, type TestContext } from './support/harness';
import {
  keptRows,
  loadRelease,
  migrateWith,
  migrationsUpTo,
  type Release,
  releaseNames,
  runScript,
  tableRows,
  todaysJournal,
} from './support/releases';

/** The releases a school may still run and upgrade from (decision 166). */
const RELEASES = await releaseNames();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('migrations', () => {
  it('leave every released migration as it shipped, and date each later one after the last release', async () => {
    const journal = await todaysJournal();
    for (const name of RELEASES) {
      const release = await loadRelease(name);
      const shipped = journal.entries.slice(0, release.migrations.length);
      for (const [i, migration] of release.migrations.entries()) {
        expect(shipped[i]?.tag, `migration ${i} of release ${name}`).toBe(migration.tag);
        expect(shipped[i]?.when, `${migration.tag}'s timestamp`).toBe(migration.when);
        const text = await readFile(path.join(migrationsFolder, `${migration.tag}.sql`), 'utf8');
        // A school that ran the release has this file applied and will never apply it again: a change must
        // be a new migration.
        expect(sha256(text), `${migration.tag}.sql was released in ${release.commit}`).toBe(migration.sha256);
      }
    }
    // Drizzle applies what is newer than the last migration a database has: an older timestamp is skipped.
    const times = journal.entries.map((entry) => entry.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });
});

describeEachDatabase('upgrade from a previous release', (ctx) => {
  /** A database as `release` left it, holding its fixture school. */
  async function releasedSchool(release: Release) {
    const database = await ctx.freshDatabase({ migrated: false });
    const folder = await migrationsUpTo(await ctx.tempDir(), release.migrations.length);
    await migrateWith(database, folder);
    await runScript(database, release.data);
    const before = await tableRows(database.db);
    // The guard below only means something for tables that hold rows.
    const empty = Object.entries(before).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([table]) => table)).toEqual([]);
    return { database, folder };
  }

  for (const name of RELEASES) {
    describe(`release ${name}`, () => {
      it('upgrades to today keeping every row through each migration, read through today’s schema', async () => {
        const release = await loadRelease(name);
        const { database, folder } = await releasedSchool(release);
        const journal = await todaysJournal();
        // One migration at a time, so a row lost or changed names the migration that did it; the last one by
        // the server's own migrate().
        const step = async (label: string, migrate: () => Promise<void>) => {
          const before = await tableRows(database.db);
          await migrate();
          const after = await tableRows(database.db);
          const kept = keptRows(before, after);
          expect(kept.after, `after ${label}`).toEqual(kept.before);
          return after;
        };
        for (let count = release.migrations.length + 1; count < journal.entries.length; count++) {
          const folderUpTo = await migrationsUpTo(folder, count);
          await step(journal.entries[count - 1]?.tag ?? '', () => migrateWith(database, folderUpTo));
        }
        const today = await step('today’s migrate()', () => database.migrate());

        const applied = await rows<{ hash: string; created_at: string }>(
          database,
          sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
        );
        const expected = await Promise.all(
          journal.entries.map(async ({ tag, when }) => ({
            hash: sha256(await readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8')),
            created_at: String(when),
          })),
        );
        expect(applied.map((row) => ({ ...row, created_at: String(row.created_at) }))).toEqual(expected);
        // Every table today's code knows reads whole (all its columns exist), with the rows counted above.
        for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
          const read = await database.db.select().from(table as PgTable);
          expect(read.length).toBe(today[getTableName(table as PgTable)]?.length);
        }
        await expectReleaseSchool(database, name);
      });
    });
  }

  if (ctx.kind === 'postgres') migratingTogether(ctx);
});

/** What the fixture school of a release reads like today, through Drizzle. */
async function expectReleaseSchool(database: Database, release: string) {
  const db = database.db;
  const people = await db
    .select({
      id: users.id,
      username: users.username,
      exempt: users.usernameFoldingExempt,
    })
    .from(users)
    .orderBy(asc(users.id));
  // Migration 0005: the later of two spellings of one name is exempt from the folded uniqueness.
  expect(people.map(({ username, exempt }) => [username, exempt])).toEqual([
    ['admin', false],
    ['prof.elena', false],
    ['ana.garcia', false],
    ['Luis.Perez', false],
    ['luis.perez', true],
  ]);

  const [english] = await db.select().from(courses).where(eq(courses.name, 'Inglés B1'));
  expect(english).toMatchObject({
    language: 'en',
    level: 'B1',
    type: 'GRUPAL',
    approved: true,
    completed: false,
  });
  expect(english?.meetingRoom).toMatch(/^aula-[0-9a-f]{32}$/);

  const [essay] = await db
    .select({ result: activityResults, activity: activities })
    .from(activityResults)
    .innerJoin(activities, eq(activities.id, activityResults.activityId))
    .innerJoin(users, eq(users.id, activityResults.studentId))
    .where(and(eq(users.username, 'ana.garcia'), eq(activities.type, 'TASK')));
  expect(essay?.result).toMatchObject({
    score: 8.5,
    feedback: '¡Muy bien, Ana!',
    fileId: '0a5c1e3e-0000-4000-8000-000000000002',
    pendingReview: false,
  });
  expect(essay?.result.submittedAt).toEqual(new Date('2026-10-01T17:00:00Z'));
  expect(essay?.activity).toMatchObject({
    title: 'Redacción: mis vacaciones',
    allowLateAttempts: false,
    keyVersion: 0,
  });

  if (release === '2026-11-25') {
    const thread = await db.select().from(messages).orderBy(asc(messages.id));
    expect(thread.map((message) => [message.body, message.attachmentFileId])).toEqual([
      ['Profe, ¿puedo entregar la redacción el lunes?', null],
      ['Sí, sin problema. Te dejo los deberes.', '0a5c1e3e-0000-4000-8000-000000000005'],
      ['El examen será el martes a las 18:00.', null],
    ]);
    const pieces = await db.select().from(storedFileChunks).orderBy(asc(storedFileChunks.seq));
    expect(Buffer.concat(pieces.map((piece) => piece.data)).toString()).toBe('%PDF-1.4\n%%EOF\n');
  }

  // The identity sequences went on counting: today's code can add rows next to the old ones.
  const [added] = await db
    .insert(users)
    .values({
      name: 'Nueva',
      surname: 'Alumna',
      username: 'nueva',
      email: 'nueva@colegio.es',
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  expect(added?.id).toBeGreaterThan(Math.max(...people.map((person) => person.id)));
}

/**
 * Two instances started together on one new PostgreSQL database, each with its own connections, migrate it
 * as the server does (under the start-up lock): each migration is applied once and neither fails.
 */
function migratingTogether(ctx: TestContext) {
  it('applies each migration once when two instances migrate one new database at once', async () => {
    const { database, url } = await ctx.freshTestDatabase({ migrated: false });
    const other = new pg.Pool({ connectionString: url, max: 5 });
    const second = wrapPostgres(other, 'second instance');
    try {
      const results = await Promise.allSettled(
        [database, second].map((instance) => instance.withStartupLock(() => instance.migrate())),
      );
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);
      const applied = await rows<{ created_at: string; n: number }>(
        database,
        sql`select created_at::text, count(*)::int as n from drizzle.__drizzle_migrations
            group by created_at order by created_at`,
      );
      const journal = await todaysJournal();
      expect(applied).toEqual(journal.entries.map((entry) => ({ created_at: String(entry.when), n: 1 })));
    } finally {
      await second.close();
    }
  });
}
