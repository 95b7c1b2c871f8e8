import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { DatabaseKind } from '../src/db/client';
import { activityResults, courses, materials, storedFiles, users } from '../src/db/schema';
import { apiRoot } from '../src/paths';
import { createTestDatabase, postgresReachableOrCiFails, type TestDatabase } from './support/databases';
import { makeTempDir, testConfig } from './support/harness';
import {
  bearer,
  classroom,
  enrol,
  insertMaterial,
  insertTask,
  insertUser,
  multipartBody,
  SAMPLE_FILES,
} from './support/student-fixtures';

const run = promisify(execFile);
const scripts = path.join(apiRoot, '../../scripts');

const postgresAvailable = await postgresReachableOrCiFails();

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function tempDir() {
  const dir = await makeTempDir('aula-backup-');
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function postgresDatabase(migrated: boolean) {
  const database = await createTestDatabase('postgres', { migrated });
  cleanups.push(() => database.dispose());
  return database;
}

/** Runs scripts/<name> with the server's variables; its output, or the failure with its stderr. */
function script(name: string, env: { DATA_DIR: string; DATABASE_URL?: string }, args: string[] = []) {
  return run(path.join(scripts, name), args, { env: { PATH: process.env.PATH ?? '', ...env } });
}

/** Everything a school would miss: users, courses, results and every stored file's bytes (by hash). */
async function snapshot(app: App) {
  const files = await app.db.select().from(storedFiles).orderBy(asc(storedFiles.id));
  const bytes: Record<string, string> = {};
  for (const file of files) {
    const stream = await app.files.open(file.id);
    if (!stream) throw new Error(`bytes of ${file.id} missing`);
    const hash = createHash('sha256');
    for await (const chunk of stream) hash.update(chunk as Buffer);
    bytes[file.id] = hash.digest('hex');
    expect(bytes[file.id]).toBe(file.sha256);
  }
  return {
    users: await app.db.select().from(users).orderBy(asc(users.id)),
    courses: await app.db.select().from(courses).orderBy(asc(courses.id)),
    materials: await app.db.select().from(materials).orderBy(asc(materials.id)),
    results: await app.db.select().from(activityResults).orderBy(asc(activityResults.id)),
    files,
    bytes,
  };
}

/** A small school: a class, a material with a file, hand-ins with files and a test result, through the API. */
async function seedSchool(app: App) {
  const world = await classroom(app);
  await insertMaterial(app, world.courseId, {
    file: { name: 'apuntes.pdf', bytes: SAMPLE_FILES.pdf, mimeType: 'application/pdf' },
  });
  const taskId = await insertTask(app.db, world.courseId);
  for (let i = 0; i < 3; i++) {
    const student = i === 0 ? world.student : await insertUser(app, ['STUDENT']);
    if (i > 0) await enrol(app.db, world.courseId, student.id);
    const { payload, headers } = multipartBody([
      { name: 'textAnswer', value: `Redacción ${i}` },
      {
        name: 'file',
        filename: `tarea-${i}.txt`,
        bytes: Buffer.from(`Texto ${i} ${'á'.repeat(i * 1000)}\n`),
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/student/activity/${taskId}/submit-task`,
      payload,
      headers: { ...headers, ...bearer(student) },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}

async function backupAndRestore(kind: DatabaseKind) {
  const dataDir = await tempDir();
  const source: TestDatabase | undefined = kind === 'postgres' ? await postgresDatabase(true) : undefined;
  const app = await buildApp(testConfig(dataDir, { databaseUrl: source?.url }), { print: () => {} });
  cleanups.push(() => app.close());
  await app.ready();
  await seedSchool(app);
  const before = await snapshot(app);
  const env = { DATA_DIR: dataDir, ...(source?.url ? { DATABASE_URL: source.url } : {}) };
  const archive = path.join(await tempDir(), 'aula.tar.gz');

  if (kind === 'pglite') {
    // A running PGlite cannot be copied: the script refuses, naming the process.
    await expect(script('backup.sh', env, [archive])).rejects.toMatchObject({
      stderr: expect.stringContaining(`(pid ${process.pid})`),
    });
  }
  await app.close();
  const made = await script('backup.sh', env, [archive]);
  expect(made.stdout).toContain(`backup: ${kind} data saved to ${archive}`);

  const restoredDir = await tempDir();
  const target = kind === 'postgres' ? await postgresDatabase(false) : undefined;
  const restoredEnv = { DATA_DIR: restoredDir, ...(target?.url ? { DATABASE_URL: target.url } : {}) };
  await script('restore.sh', restoredEnv, [archive]);
  // Never over live data: a second restore into the same place is refused.
  await expect(script('restore.sh', restoredEnv, [archive])).rejects.toMatchObject({
    stderr: expect.stringMatching(kind === 'postgres' ? /already has \d+ tables/ : /is not empty/),
  });

  const restored = await buildApp(testConfig(restoredDir, { databaseUrl: target?.url }), { print: () => {} });
  cleanups.push(() => restored.close());
  await restored.ready();
  const after = await snapshot(restored);
  console.info(
    `backup and restore [${kind}]: ${after.users.length} users, ${after.courses.length} courses, ${after.results.length} results, ${after.files.length} files`,
  );
  expect(after).toEqual(before);
  expect(after.results.filter((r) => r.fileId)).toHaveLength(3);
  expect(after.files).toHaveLength(4);
  await restored.close();
}

describe('backup and restore (scripts/backup.sh, scripts/restore.sh)', () => {
  it(
    'restores users, courses, results and file bytes into a fresh data directory [PGlite]',
    () => backupAndRestore('pglite'),
    120_000,
  );

  it.skipIf(!postgresAvailable)(
    'restores users, courses, results and file bytes into a fresh database [PostgreSQL]',
    () => backupAndRestore('postgres'),
    120_000,
  );
});
