import { readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRoles } from '../src/auth/account-changes';
import { ConfigError, loadConfig } from '../src/config';
import { userRoles, users } from '../src/db/schema';
import { processCount } from '../src/process-count';
import { createTestDatabase, postgresReachableOrCiFails, type TestDatabase } from './support/databases';
import { makeTempDir, TEST_JWT_SECRET } from './support/harness';
import { validRegistration, waitFor } from './support/helpers';
import { type ServerProcess, startServer } from './support/server-process';
import { sessionToken } from './support/sessions';

interface LogLine {
  pid: number;
  msg: string;
  res?: { statusCode: number };
}

const logLines = (server: ServerProcess): LogLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** A request on a connection of its own, so the primary hands each one to the next process in turn. */
function onNewConnection(url: string, init: { token?: string; json?: object } = {}): Promise<number> {
  const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {};
  if (init.json) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const method = init.json ? 'POST' : 'GET';
    const call = request(url, { agent: false, method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', reject);
    call.end(init.json ? JSON.stringify(init.json) : undefined);
  });
}

describe('WEB_CONCURRENCY', () => {
  const postgres = { DATABASE_URL: 'postgres://aula@db/aula' };
  const cores = availableParallelism();

  it('is one process unless PostgreSQL and Redis are both there, and one per core then', () => {
    expect(processCount({})).toBe(1);
    expect(processCount(postgres)).toBe(1);
    expect(processCount({ ...postgres, REDIS_URL: 'redis://cache:6379' })).toBe(cores);
    expect(processCount({ ...postgres, WEB_CONCURRENCY: '3' })).toBe(3);
    expect(processCount({ ...postgres, WEB_CONCURRENCY: 'auto' })).toBe(cores);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '2' }).processes).toBe(2);
  });

  it('refuses a count that is not one, and several processes on PGlite', () => {
    for (const value of ['0', '-1', '1.5', 'muchos']) {
      expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/PGlite is one process/);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).processes).toBe(1);
  });
});

/**
 * The built server with WEB_CONCURRENCY=2 on PostgreSQL (decision 126): both processes answer, with the
 * same session key; a role change made elsewhere ends the session on both at once (decision 125); one of
 * them sends e-mail; SIGTERM stops them all.
 */
const METRICS_TOKEN = 'metrics-token-of-the-two-process-test';

/** The count of answered GET /api/health in one scrape of /metrics. */
async function healthAnswered(url: string): Promise<number> {
  const scrape = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(scrape.status).toBe(200);
  const line = (await scrape.text())
    .split('\n')
    .find((row) => row.startsWith('aula_http_requests_total{method="GET",route="/api/health",status="200"}'));
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe.runIf(await postgresReachableOrCiFails())('two server processes on one machine', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrated: false });
    dataDir = await makeTempDir();
    server = await startServer({
      dataDir,
      databaseUrl: database.url,
      env: { WEB_CONCURRENCY: '2', METRICS_TOKEN },
      timeoutMs: 50_000,
    });
    await waitFor(
      () =>
        new Set(
          logLines(server)
            .filter((line) => line.msg.startsWith('Server listening'))
            .map((line) => line.pid),
        ).size === 2,
      'both server processes to listen',
      { timeoutMs: 50_000 },
    ).catch((error: Error) => {
      throw new Error(`${error.message}. Output:\n${server.output()}`);
    });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The processes that answered with `status` since `from` (an index into the log lines). */
  const answeredBy = (from: number, status: number) =>
    new Set(
      logLines(server)
        .slice(from)
        .filter((line) => line.msg === 'request completed' && line.res?.statusCode === status)
        .map((line) => line.pid),
    );

  it('answers from both processes, and both refuse a session at once after a role change', async () => {
    const db = database.database.db;
    const username = `alumna_${Date.now()}`;
    const [student] = await db
      .insert(users)
      .values({
        name: 'Ana',
        surname: 'García',
        username,
        email: `${username}@aula.test`,
        passwordHash: 'not-a-real-hash',
        verified: true,
        tokensValidAfter: new Date(Date.now() - 60_000),
      })
      .returning({ id: users.id });
    if (!student) throw new Error('no student');
    await db.insert(userRoles).values({ userId: student.id, role: 'STUDENT' });
    const token = await sessionToken(
      { db, jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET) },
      student.id,
    );
    const courses = `${server.url}/api/student/courses`;

    // The primary hands new connections to the processes in turn, skipping one still busy: ask until both did.
    const untilBothAnswer = async (status: number, what: string) => {
      const from = logLines(server).length;
      await waitFor(async () => {
        expect(await onNewConnection(courses, { token })).toBe(status);
        return answeredBy(from, status).size === 2;
      }, what);
    };
    await untilBothAnswer(200, 'both processes to have answered');
    await setRoles(db, username, ['TEACHER'], { via: 'test' });
    await untilBothAnswer(401, 'both processes to have refused');
  });

  it('sends e-mail from one process; the other has it sent at once', async () => {
    const mail = logLines(server).filter((line) => line.msg.startsWith('E-mail: '));
    expect(mail.map((line) => line.msg).sort()).toEqual([
      expect.stringMatching(/^E-mail: (?!sent by another)/),
      'E-mail: sent by another process of this server',
    ]);

    // Registrations through both processes: each verification mail is written well before the sender's next
    // look at the outbox (every 15 s), so the one that did not send woke the one that does.
    const from = logLines(server).length;
    let registered = 0;
    await waitFor(async () => {
      const registration = validRegistration();
      expect(await onNewConnection(`${server.url}/api/auth/register`, { json: registration })).toBe(201);
      registered++;
      return answeredBy(from, 201).size === 2;
    }, 'registrations through both processes');
    const outbox = path.join(dataDir, 'outbox');
    await waitFor(
      async () =>
        (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).length === registered,
      'every verification e-mail to be written',
      { timeoutMs: 5_000 },
    );
  });

  it('adds up both processes in one scrape of /metrics', async () => {
    const before = await healthAnswered(server.url);
    const from = logLines(server).length;
    let sent = 0;
    await waitFor(async () => {
      expect(await onNewConnection(`${server.url}/api/health`)).toBe(200);
      sent++;
      return sent >= 6 && answeredBy(from, 200).size === 2;
    }, 'health answered by both processes');
    // Whichever process takes the scrape, it counts what both answered.
    expect((await healthAnswered(server.url)) - before).toBe(sent);
    expect((await healthAnswered(server.url)) - before).toBe(sent);
  });

  it('stops every process on SIGTERM', async () => {
    const pids = new Set(logLines(server).map((line) => line.pid));
    expect(pids.size).toBe(3);
    await server.stop();
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await waitFor(() => [...pids].every((pid) => !alive(pid)), 'every server process to end');
    expect(logLines(server).filter((line) => line.msg === 'SIGTERM received, shutting down')).toHaveLength(2);
  });
});
