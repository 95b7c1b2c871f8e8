import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { ERROR_MESSAGES } from '../src/errors';
import { newRequestId, REQUEST_ID } from '../src/http/request-ids';
import { describeEachDatabase } from './support/harness';
import { LogCapture } from './support/logs';
import { serverApp } from './support/server-database';
import { FAILING_SQLSTATE, watchingStatements, watchStatements } from './support/statement-faults';
import { auth, makeUser, type TestUser } from './support/teacher';

describe('request ids', () => {
  it('are 12 characters of Crockford base32, none twice in 200 000', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 200_000; i++) {
      const id = newRequestId();
      expect(id).toMatch(REQUEST_ID);
      ids.add(id);
    }
    expect(ids.size).toBe(200_000);
  });

  it('use each of the 32 characters in every position (no position stuck on a few)', () => {
    const seen = Array.from({ length: 12 }, () => new Set<string>());
    for (let i = 0; i < 5_000; i++) {
      const id = newRequestId();
      for (let at = 0; at < id.length; at++) seen[at]?.add(id.charAt(at));
    }
    expect(seen.map((chars) => chars.size)).toEqual(Array(12).fill(32));
  });
});

/**
 * What a school's IT person gets from 'Código de error: …': the answer of a failed request names its id, and
 * every line the server logged for that request, the error's among them, carries the same id.
 */
describeEachDatabase('a request id from the error message to the log', (ctx) => {
  const logs = new LogCapture();
  let app: App;
  let teacher: TestUser;

  beforeAll(async () => {
    // Every level, so the request's lines are all there to check.
    app = await serverApp(ctx, { logLevel: 'trace' }, { logStream: logs.stream });
    await app.ready();
    teacher = await makeUser(app, ['TEACHER']);
    watchStatements(app.database);
  }, 120_000);

  /**
   * app.inject's answer, sent from inside the caller's async context: inject only starts when awaited, and
   * watchingStatements counts the statements of what starts within it.
   */
  async function send(options: InjectOptions) {
    return await app.inject(options);
  }

  /** The lines logged while `call` ran, and what it returned. */
  async function logged<T>(call: () => Promise<T>) {
    const from = logs.lines.length;
    const result = await call();
    return { result, lines: logs.entries.slice(from) };
  }

  it('answers a failed statement with the id in body and header, and logs every line of it with that id', async () => {
    const courses = () => send({ method: 'GET', url: '/api/teacher/courses', headers: auth(teacher.token) });
    // Once to warm the session's cache, once to count: the last statement of the count is made to fail.
    await courses();
    const { watch } = await watchingStatements(courses);
    expect(watch.issued).toBeGreaterThan(0);

    const { result, lines } = await logged(() => watchingStatements(courses, watch.issued));
    const answer = result.result;
    expect(result.watch.failed).toBe(true);
    expect(answer.statusCode).toBe(500);
    const requestId = answer.headers['x-request-id'];
    expect(requestId).toMatch(REQUEST_ID);
    expect(answer.json()).toEqual({ error: ERROR_MESSAGES.internal, requestId });

    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request failed', 'request completed']),
    );
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, db: { code: FAILING_SQLSTATE } });
    expect(
      lines.filter((line) => line.reqId !== requestId),
      'lines without the request id',
    ).toEqual([]);
  });

  it('logs why the readiness check failed with the id its 503 shows', async () => {
    const { result, lines } = await logged(() =>
      watchingStatements(() => send({ method: 'GET', url: '/api/health/ready' }), 1),
    );
    const answer = result.result;
    expect(answer.statusCode).toBe(503);
    const requestId = answer.headers['x-request-id'];
    expect(answer.json()).toEqual({
      error: ERROR_MESSAGES.unavailable,
      notReady: ['database'],
      requestId,
    });
    expect(lines.find((line) => line.msg === 'not ready: the database does not answer')).toMatchObject({
      level: 40,
      reqId: requestId,
      db: { code: FAILING_SQLSTATE },
    });
    expect(lines.filter((line) => line.reqId !== requestId)).toEqual([]);
  });

  it('names every answer in X-Request-Id: 2xx, 4xx of each kind and 5xx, each its own', async () => {
    const answers = {
      ok: await app.inject({ method: 'GET', url: '/api/health' }),
      unauthenticated: await app.inject({ method: 'GET', url: '/api/auth/me' }),
      forbidden: await app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(teacher.token) }),
      invalid: await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      unknownParameter: await app.inject({ method: 'GET', url: '/api/health?x=1' }),
      notFound: await app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      badUrl: await app.inject({ method: 'GET', url: '/api/%zz' }),
      failed: (
        await watchingStatements(
          () => send({ method: 'GET', url: '/api/teacher/courses', headers: auth(teacher.token) }),
          1,
        )
      ).result,
    };
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]),
    );
    expect(statuses).toEqual({
      ok: 200,
      unauthenticated: 401,
      forbidden: 403,
      invalid: 400,
      unknownParameter: 400,
      notFound: 404,
      badUrl: 400,
      failed: 500,
    });
    const ids = Object.values(answers).map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(new Set(ids).size).toBe(ids.length);
    // A refusal the client can act on says so itself: only a server fault's body carries the id.
    expect(answers.forbidden.json()).toEqual({ error: ERROR_MESSAGES.forbidden });
  });

  it('makes its own id whatever X-Request-Id the caller sends', async () => {
    const sent = 'ABCDEFGHJKMN';
    const { result, lines } = await logged(() =>
      app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } }),
    );
    expect(result.headers['x-request-id']).toMatch(REQUEST_ID);
    expect(result.headers['x-request-id']).not.toBe(sent);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.reqId !== result.headers['x-request-id'])).toEqual([]);
  });
});
