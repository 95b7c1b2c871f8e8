import { createHash, randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResults, courses, enrolments, storedFileChunks, users } from '../src/db/schema';
import { loadJwtSecret } from '../src/security/secret';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { makeTempDir } from './support/harness';
import { type Nginx, startNginx } from './support/nginx';
import { type ServerProcess, startServer } from './support/server-process';
import { insertTest, multipartBody, simpleQuestions } from './support/student-fixtures';

const DEMO_PASSWORD = 'aula-demo-2025';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Two built servers (`node apps/api/dist/server.js`) on one fresh PostgreSQL database, behind Debian's nginx:
 * whatever one instance stored the other serves, and when one dies (SIGKILL) the school goes on through the
 * other with nothing lost. Neither has JWT_SECRET: they share the key generated into the database.
 */
describe('two instances behind nginx', () => {
  let database: TestDatabase;
  const dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: Nginx;

  const tempDir = async () => {
    const dir = await makeTempDir('aula-scale-out-');
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    // Unmigrated: the two instances start together and must migrate and seed it once between them.
    database = await createTestDatabase('postgres', { migrated: false });
    const url = database.url as string;
    const env = { SEED_DEMO: '1', JWT_SECRET: '' };
    [a, b] = await Promise.all([
      startServer({ dataDir: await tempDir(), databaseUrl: url, env, timeoutMs: 50_000 }),
      startServer({ dataDir: await tempDir(), databaseUrl: url, env, timeoutMs: 50_000 }),
    ]);
    nginx = await startNginx(
      await tempDir(),
      [a.url, b.url].map((address) => new URL(address).host),
    );
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.dispose();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const call = async (base: string, route: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    const response = await fetch(`${base}/api${route}`, { ...init, headers });
    return {
      status: response.status,
      upstream: response.headers.get('x-aula-upstream'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const json = (reply: { bytes: Buffer }) => JSON.parse(reply.bytes.toString('utf8'));
  const login = async (base: string, username: string) => {
    const reply = await call(base, '/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    expect(reply.status, reply.bytes.toString()).toBe(200);
    return json(reply).token as string;
  };

  it('shares files, results, sessions and logins, and survives losing an instance', async () => {
    const db = database.database.db;
    const host = (server: ServerProcess) => new URL(server.url).host;

    // nginx spreads requests over both instances.
    const seen = new Set<string | null>();
    for (let i = 0; i < 4; i++) seen.add((await call(nginx.url, '/health')).upstream);
    expect(seen).toEqual(new Set([host(a), host(b)]));

    // A demo student's active course and its teacher, and a new test in it.
    const [course] = await db
      .select({ id: courses.id, teacherId: courses.teacherId })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(eq(users.username, 'ana.garcia'), eq(courses.approved, true), eq(courses.completed, false)))
      .limit(1);
    if (!course?.teacherId) throw new Error('The demo school has no active course of ana.garcia');
    const [teacher] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, course.teacherId));
    const test = await insertTest(db, course.id, { questions: simpleQuestions(2) });

    // The teacher signs in on A and uploads there a file of several pieces; the student downloads it from B
    // with a session B never issued.
    const teacherToken = await login(a.url, teacher?.username ?? '');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024)]);
    const form = multipartBody([
      { name: 'title', value: 'Apuntes compartidos' },
      { name: 'file', filename: 'apuntes.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    const upload = await call(a.url, `/teacher/course/${course.id}/add-material`, {
      method: 'POST',
      token: teacherToken,
      headers: form.headers,
      body: form.payload,
    });
    expect(upload.status, upload.bytes.toString()).toBe(201);
    const fileId = json(upload).filename as string;
    const pieces = await db
      .select({ seq: storedFileChunks.seq })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.fileId, fileId));
    expect(pieces.length).toBeGreaterThan(1);

    const studentToken = await login(a.url, 'ana.garcia');
    const download = `/student/course/${course.id}/material/download/${fileId}`;
    const fromB = await call(b.url, download, { token: studentToken });
    expect(fromB.status).toBe(200);
    expect(sha256(fromB.bytes)).toBe(sha256(pdf));

    // The student hands in the test through nginx.
    const answers = test.questions.map((q) => ({ questionId: q.id, selectedOptionId: q.options[0]?.id }));
    const submitted = await call(nginx.url, `/student/activity/${test.id}/submit-test`, {
      method: 'POST',
      token: studentToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers }),
    });
    expect(submitted.status, submitted.bytes.toString()).toBe(201);
    expect(json(submitted)).toMatchObject({ score: 10 });

    // A dies without shutting down. Through nginx everything goes on on B: a new sign-in, the file, the result.
    await a.kill();
    const relogin = await login(nginx.url, 'ana.garcia');
    for (let i = 0; i < 3; i++) {
      const again = await call(nginx.url, download, { token: i === 0 ? studentToken : relogin });
      expect(again.status).toBe(200);
      expect(again.upstream?.split(', ').at(-1)).toBe(host(b));
      expect(sha256(again.bytes)).toBe(sha256(pdf));
    }
    const results = await call(nginx.url, '/student/activity-results', { token: relogin });
    expect(results.status).toBe(200);
    expect(json(results)).toContainEqual(expect.objectContaining({ activityId: test.id, score: 10 }));
    const teacherAgain = await login(nginx.url, teacher?.username ?? '');
    const material = await call(nginx.url, `/teacher/course/${course.id}/material/download/${fileId}`, {
      token: teacherAgain,
    });
    expect(sha256(material.bytes)).toBe(sha256(pdf));
    const rows = await db.select().from(activityResults).where(eq(activityResults.activityId, test.id));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('generates one session key for every instance on a database, however many start at once', async () => {
    const fresh = await createTestDatabase('postgres');
    try {
      const dataDirs = await Promise.all(Array.from({ length: 5 }, tempDir));
      const keys = await Promise.all(dataDirs.map((dir) => loadJwtSecret(undefined, dir, fresh.database)));
      const first = Buffer.from(keys[0]?.secret ?? []).toString();
      expect(first.length).toBeGreaterThanOrEqual(32);
      for (const key of keys) {
        expect(key.source).toBe('database');
        expect(Buffer.from(key.secret).toString()).toBe(first);
      }
      // A key an earlier version kept in DATA_DIR/jwt-secret is not taken over once the database has one.
      const withOldFile = await tempDir();
      await writeFile(path.join(withOldFile, 'jwt-secret'), `${'x'.repeat(40)}\n`);
      const later = await loadJwtSecret(undefined, withOldFile, fresh.database);
      expect(Buffer.from(later.secret).toString()).toBe(first);
    } finally {
      await fresh.dispose();
    }
  });
});
