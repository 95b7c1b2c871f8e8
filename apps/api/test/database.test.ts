import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Db, lockDataDirectory } from '../src/db/client';
import {
  activities,
  activityResults,
  contactMessages,
  courses,
  enrolments,
  jobApplications,
  jobPositions,
  materials,
  newsletterSubscriptions,
  options,
  questions,
  storedFiles,
  testAnswers,
  userRoles,
  users,
} from '../src/db/schema';
import { migrationsFolder } from '../src/paths';
import { describeEachDatabase, testConfig } from './support/harness';
import { login } from './support/helpers';
import { LogCapture } from './support/logs';
import { storedBytes } from './support/stored-bytes';

const TABLES = [
  'activities',
  'activity_results',
  'admin_actions',
  'answer_drafts',
  'app_secrets',
  'attendance',
  'calendar_feeds',
  'class_bookings',
  'class_changes',
  'class_joins',
  'class_openings',
  'class_slots',
  'contact_messages',
  'conversation_members',
  'conversations',
  'courses',
  'digest_runs',
  'due_reminders',
  'email_change_tokens',
  'enrolments',
  'external_identities',
  'job_applications',
  'job_positions',
  'live_events',
  'mail_outbox',
  'materials',
  'messages',
  'newsletter_subscriptions',
  'notification_preferences',
  'notifications',
  'oidc_sign_in_states',
  'oidc_sign_in_tickets',
  'options',
  'password_reset_tokens',
  'questions',
  'recovery_codes',
  'sessions',
  'sign_in_challenges',
  'stored_file_chunks',
  'stored_files',
  'test_answers',
  'test_media',
  'two_factor',
  'user_roles',
  'users',
  'verification_tokens',
];

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describeEachDatabase('database', (ctx) => {
  it('applies the migrations to an empty database, and again as a no-op', async () => {
    const database = await ctx.freshDatabase({ migrated: false });
    await database.migrate();
    await database.migrate();

    const tables = await rows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(TABLES);
    const applied = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    expect(applied[0]?.n).toBe(journal.entries.length);
    const trgm = await rows<{ extname: string }>(
      database.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(trgm).toHaveLength(1);
  });

  it('indexes every foreign key', async () => {
    // Foreign-key columns that are not the leading column of some index.
    const unindexed = await rows<{ table: string; column: string }>(
      ctx.db,
      sql`
        select c.conrelid::regclass::text as table, a.attname as column
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f'
          and not exists (
            select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
          )`,
    );
    expect(unindexed).toEqual([]);
  });

  it('removes what cannot outlive a course when the course is deleted', async () => {
    const [teacher] = await ctx.db
      .insert(users)
      .values({ name: 'Eva', surname: 'Sanz', username: 'eva_fk', email: 'eva_fk@x.es', passwordHash: 'x' })
      .returning();
    const [course] = await ctx.db
      .insert(courses)
      .values({ name: 'Curso', description: 'Descripción larga', language: 'es', teacherId: teacher?.id })
      .returning();
    const courseId = course?.id ?? 0;
    const [activity] = await ctx.db
      .insert(activities)
      .values({ courseId, title: 'Test', type: 'TEST', dueDate: new Date() })
      .returning();
    const [question] = await ctx.db
      .insert(questions)
      .values({ activityId: activity?.id ?? 0, text: '¿?', position: 0 })
      .returning();
    await ctx.db
      .insert(options)
      .values({ questionId: question?.id ?? 0, text: 'Sí', correct: true, position: 0 });
    await ctx.db.insert(enrolments).values({ courseId, studentId: teacher?.id ?? 0 });
    await ctx.db.insert(materials).values({ courseId, title: 'Vídeo', youtubeVideoId: 'jNQXAC9IVRw' });

    await ctx.db.delete(courses).where(eq(courses.id, courseId));
    for (const table of [activities, questions, options, enrolments, materials]) {
      const [row] = await ctx.db.select({ n: count() }).from(table);
      expect(row?.n).toBe(0);
    }
  });

  it('SEED_DEMO loads the demo school once, however often the server starts', async () => {
    const database = await ctx.freshDatabase();
    const dataDir = await ctx.tempDir();
    const snapshot = async () => {
      const tally = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]?.n;
      return {
        users: await tally(users),
        roles: await tally(userRoles),
        courses: await tally(courses),
        enrolments: await tally(enrolments),
        materials: await tally(materials),
        activities: await tally(activities),
        questions: await tally(questions),
        results: await tally(activityResults),
        answers: await tally(testAnswers),
        files: await tally(storedFiles),
      };
    };

    const first = await ctx.app({ seedDemo: true }, { database, dataDir });
    const afterFirst = await snapshot();
    await first.close();
    const second = await ctx.app({ seedDemo: true }, { database, dataDir });
    expect(await snapshot()).toEqual(afterFirst);

    // 6 teachers + 10 students + the first administrator.
    expect(afterFirst.users).toBe(17);
    const db = database.db;
    const teachers = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'TEACHER'));
    expect(teachers[0]?.n).toBe(6);
    const byLanguage = await db
      .select({
        language: courses.language,
        teachers: sql<number>`count(distinct ${courses.teacherId})::int`,
      })
      .from(courses)
      .groupBy(courses.language)
      .orderBy(courses.language);
    expect(byLanguage).toEqual([
      { language: 'en', teachers: 2 },
      { language: 'es', teachers: 1 },
      { language: 'de', teachers: 1 },
      { language: 'fr', teachers: 2 },
    ]);

    const all = await db.select().from(courses);
    expect(new Set(all.map((c) => c.level))).toEqual(new Set(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']));
    expect(new Set(all.map((c) => c.type))).toEqual(new Set(['INTENSIVO', 'GRUPAL', 'FLEXIBLE']));

    // The public site's forms (decision 144): open and closed positions, applications with CVs, messages,
    // confirmed and pending subscribers.
    const positions = await db.select().from(jobPositions);
    expect(positions.map((p) => p.status).sort()).toEqual(['closed', 'open', 'open']);
    expect(await db.$count(jobApplications)).toBe(4);
    expect(await db.$count(contactMessages)).toBe(2);
    const subscribers = await db.select().from(newsletterSubscriptions);
    expect(subscribers.filter((s) => s.confirmedAt).length).toBe(3);
    const states = new Set(all.map((c) => (c.completed ? 'finished' : c.approved ? 'active' : 'pending')));
    expect(states).toEqual(new Set(['pending', 'active', 'finished']));

    const results = await db.select().from(activityResults);
    expect(results.some((r) => r.score === null)).toBe(true);
    expect(results.some((r) => r.score !== null && r.feedback && !r.autoCorrected)).toBe(true);
    expect(results.some((r) => r.autoCorrected)).toBe(true);

    // The PDF material is a real file, stored like an upload.
    const [pdf] = await db.select().from(storedFiles).where(eq(storedFiles.mimeType, 'application/pdf'));
    const bytes = (await storedBytes(second, pdf?.id ?? '')) ?? Buffer.alloc(0);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(pdf?.size);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(pdf?.sha256);
    expect(bytes.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
    const [video] = await db.select().from(materials).where(sql`${materials.youtubeVideoId} is not null`);
    expect(video?.youtubeVideoId).toMatch(/^[\w-]{11}$/);

    const response = await login(second, 'prof.emma', 'aula-demo-2025');
    expect(response.statusCode).toBe(200);
    expect(response.json().courses.length).toBeGreaterThan(0);
    const dual = await login(second, 'prof.lucia', 'aula-demo-2025');
    expect(dual.json().roles).toEqual(['TEACHER', 'STUDENT']);
    expect((await login(second, 'ana.garcia', 'aula-demo-2025')).statusCode).toBe(200);
  });

  // Each of these concerns one kind of database only.
  const onPostgres = (name: string, fn: () => Promise<void>) => ctx.kind === 'postgres' && it(name, fn);
  const onPglite = (name: string, fn: () => Promise<void>) => ctx.kind === 'pglite' && it(name, fn);

  onPostgres(
    'uses DATABASE_URL; instances starting together migrate once and create one administrator',
    async () => {
      const { url } = await ctx.freshTestDatabase({ migrated: false });
      const logs = new LogCapture();
      const config = testConfig(await ctx.tempDir(), { databaseUrl: url, logLevel: 'info' });
      const apps = await Promise.all([
        buildApp(config, { print: () => {}, logStream: logs.stream }),
        buildApp(config, { print: () => {} }),
      ]);
      try {
        expect(logs.text).toContain('Database: PostgreSQL at postgres://postgres@127.0.0.1:5432/aula_t_');
        const admins = await apps[0].db.select().from(userRoles).where(eq(userRoles.role, 'ADMIN'));
        expect(admins).toHaveLength(1);
        expect((await apps[1].inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        // Apps started from DATABASE_URL own their pool and close it.
        await Promise.all(apps.map((app) => app.close()));
      }
    },
  );

  onPglite('refuses a second process on the same PGlite directory, takes over a stale lock', async () => {
    const lockFile = path.join(await ctx.tempDir(), 'pglite.lock');
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(lockFile, `${other.pid}\n`);
      await expect(lockDataDirectory(lockFile)).rejects.toThrow(`Another Aula process (pid ${other.pid})`);
    } finally {
      other.kill();
      await once(other, 'exit');
    }
    // The same pid, now ended: the lock is taken over, and released on close.
    const release = await lockDataDirectory(lockFile);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
    // A lock with our own pid is a leftover of an earlier run with the same pid (a container's pid 1).
    const again = await lockDataDirectory(lockFile);
    await again();
    await release();
    await expect(readFile(lockFile)).rejects.toThrow(/ENOENT/);
  });
});
