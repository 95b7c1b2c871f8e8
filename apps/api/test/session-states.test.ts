import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { wrapPostgres } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import { createTestDatabase, postgresReachableOrCiFails, type TestDatabase } from './support/databases';
import { makeTempDir, testConfig } from './support/harness';
import { waitFor } from './support/helpers';
import { type LoggedDatabase, openLoggedDatabase, StatementLog } from './support/logged-database';
import { sessionToken } from './support/sessions';
import { type SlowLink, startSlowLink } from './support/slow-link';
import { bearer, insertUser, type TestUser } from './support/student-fixtures';

const UNAUTHENTICATED = { error: 'Sesión no válida o expirada.' };
// Far longer than a statement takes here: a notification that is not waited for arrives after the request.
const LINK_DELAY_MS = 40;

/**
 * Session state kept between requests (decision 125), on PostgreSQL, with the server's connections behind a
 * slow link: every answer and notification reaches the server 40 ms late, while the changes below are made
 * on a direct connection, as another instance or the operator's CLI would. The very next request must
 * already be refused.
 */
describe.runIf(await postgresReachableOrCiFails())('session state kept between requests [PostgreSQL]', () => {
  let database: TestDatabase;
  let link: SlowLink;
  let pool: pg.Pool;
  let app: App;
  let direct: pg.Client;
  let dataDir: string;
  const log = new StatementLog();

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const url = new URL(database.url as string);
    link = await startSlowLink(Number(url.port || 5432), LINK_DELAY_MS);
    const slowUrl = new URL(url);
    slowUrl.port = String(link.port);
    pool = new pg.Pool({ connectionString: slowUrl.toString(), max: 5 });
    pool.on('error', () => {});
    dataDir = await makeTempDir();
    const logged = wrapPostgres(pool, 'PostgreSQL behind a slow link', { logger: log });
    app = await buildApp(testConfig(dataDir), { database: logged, print: () => {} });
    await app.ready();
    direct = new pg.Client({ connectionString: url.toString() });
    await direct.connect();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await direct?.end();
    await pool?.end();
    await link?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const courses = (user: TestUser) =>
    app.inject({ method: 'GET', url: '/api/student/courses', headers: bearer(user) });

  /** A student whose state the server keeps: one request read it. */
  async function keptStudent(): Promise<TestUser> {
    const student = await insertUser(app, ['STUDENT']);
    expect((await courses(student)).statusCode).toBe(200);
    return student;
  }

  /** The session reads among the statements sent since the last call (the mail worker polls meanwhile). */
  const sessionReads = () =>
    log.take().filter((statement) => statement.sql.includes('from "users" left join "user_roles"')).length;

  it('answers a kept session without a statement of its own', async () => {
    const student = await insertUser(app, ['STUDENT']);
    sessionReads();
    expect((await courses(student)).statusCode).toBe(200);
    expect(sessionReads()).toBe(1);
    expect((await courses(student)).statusCode).toBe(200);
    expect(sessionReads()).toBe(0);
  });

  it.each([
    [
      'a new password (tokens_valid_after)',
      'update users set tokens_valid_after = clock_timestamp() where id = $1',
    ],
    ['a disabled account', 'update users set disabled = true where id = $1'],
    ['a deleted account', 'delete from users where id = $1'],
    ['its session ended (logout, decision 131)', 'delete from sessions where user_id = $1'],
  ])('refuses the next request after %s committed elsewhere', async (_change, statement) => {
    const student = await keptStudent();
    await direct.query(statement, [student.id]);
    const response = await courses(student);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('accepts at once a session opened elsewhere for a user whose state is kept', async () => {
    const student = await keptStudent();
    const elsewhere = await sessionToken({ db: drizzle(direct), jwtSecret: app.jwtSecret }, student.id);
    expect((await courses({ ...student, token: elsewhere })).statusCode).toBe(200);
  });

  it('forbids the next request after a role taken away elsewhere', async () => {
    const student = await keptStudent();
    await direct.query(`update user_roles set role = 'TEACHER' where user_id = $1`, [student.id]);
    expect((await courses(student)).statusCode).toBe(403);
  });

  it('reads every state from the database while the listening connection is down, and keeps again after', async () => {
    const student = await keptStudent();
    const dropped = await direct.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'aula-session-feed' and datname = current_database()`,
    );
    expect(dropped.rowCount).toBe(1);
    await direct.query('update users set disabled = true where id = $1', [student.id]);
    expect((await courses(student)).statusCode).toBe(401);

    const other = await insertUser(app, ['STUDENT']);
    await waitFor(
      async () => {
        await courses(other);
        sessionReads();
        await courses(other);
        return sessionReads() === 0;
      },
      'the server to listen to session changes again',
      { timeoutMs: 15_000 },
    );
  });
});

/**
 * PGlite: one process, one connection; a change's notification has been handled when the change returns, in
 * this thread as in the worker thread the server runs it in (its notices are posted before the answer).
 */
describe.each([
  ['PGlite', 'pglite'],
  ['PGlite in its worker thread', 'pglite-thread'],
] as const)('session state kept between requests [%s]', (_name, kind) => {
  let logged: LoggedDatabase;
  let app: App;
  let dataDir: string;

  beforeAll(async () => {
    logged = await openLoggedDatabase(kind);
    dataDir = await makeTempDir();
    app = await buildApp(testConfig(dataDir), { database: logged.database, print: () => {} });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await logged?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const courses = (user: TestUser) =>
    app.inject({ method: 'GET', url: '/api/student/courses', headers: bearer(user) });
  const sessionReads = () =>
    logged.log.take().filter((statement) => statement.sql.includes('from "users" left join "user_roles"'))
      .length;

  it('answers a kept session without a statement of its own, and refuses it right after a change', async () => {
    const student = await insertUser(app, ['STUDENT']);
    sessionReads();
    expect((await courses(student)).statusCode).toBe(200);
    expect(sessionReads()).toBe(1);
    expect((await courses(student)).statusCode).toBe(200);
    expect(sessionReads()).toBe(0);

    await logged.database.db.update(users).set({ disabled: true }).where(eq(users.id, student.id));
    expect((await courses(student)).statusCode).toBe(401);
  });

  it('refuses a kept session right after it is ended (decision 131)', async () => {
    const student = await insertUser(app, ['STUDENT']);
    expect((await courses(student)).statusCode).toBe(200);
    await logged.database.db.delete(sessions).where(eq(sessions.userId, student.id));
    expect((await courses(student)).statusCode).toBe(401);
  });
});
