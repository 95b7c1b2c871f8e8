import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { ERROR_MESSAGES } from '../src/errors';
import { MAX_JSON_DEPTH, PUBLIC_BODY_LIMIT } from '../src/http/json-bodies';
import { describeWithDatabase } from './support/harness';
import { makeUser } from './support/teacher';

/**
 * Deeply nested JSON: refused by a linear scan before JSON.parse walks it, on every route and
 * before any authentication; the public routes (login, registration) take small bodies only.
 */
describeWithDatabase('nested JSON and the size of public bodies', (ctx) => {
  let app: App;
  let teacherToken: string;

  beforeAll(async () => {
    app = await ctx.app();
    teacherToken = (await makeUser(app, ['TEACHER'])).token;
  });

  const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
  const post = (url: string, payload: string, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} with 400`, async () => {
    for (const body of [
      nested(MAX_JSON_DEPTH + 1),
      nested(MAX_JSON_DEPTH + 1, '{"a":', '}'),
      `{"username":"ana","password":${nested(MAX_JSON_DEPTH)}}`,
    ]) {
      const response = await post('/api/auth/login', body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toEqual({ error: ERROR_MESSAGES.invalidBody });
    }
    // At the limit the body is parsed and the schema answers (its own message: not the nesting one).
    const atLimit = await post('/api/auth/login', nested(MAX_JSON_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).not.toEqual({ error: ERROR_MESSAGES.invalidBody });
    // Brackets inside strings are text, not nesting; nor do escaped quotes end a string.
    const inText = JSON.stringify({ username: 'ana', password: `mal\\"${nested(200)}` });
    expect((await post('/api/auth/login', inText)).statusCode).toBe(401);
  });

  it('refuses a 1 MB body of nested brackets in about the time of a flat one', async () => {
    const deep = nested(500_000);
    const flat = `[${Array.from({ length: 250_000 }, () => '0').join(',')}]`.padEnd(deep.length, ' ');
    const cpu = async (body: string) => {
      const before = process.cpuUsage();
      const response = await post('/api/teacher/create-course', body, teacherToken);
      const used = process.cpuUsage(before);
      return { status: response.statusCode, micros: used.user + used.system };
    };
    // The least of five runs each: the machine's other work only ever adds.
    const runs = { flat: [] as number[], deep: [] as number[] };
    for (let i = 0; i < 5; i++) {
      runs.flat.push((await cpu(flat)).micros);
      const deepRun = await cpu(deep);
      expect(deepRun.status).toBe(400);
      runs.deep.push(deepRun.micros);
    }
    expect(Math.min(...runs.deep)).toBeLessThan(Math.min(...runs.flat) * 2 + 10_000);
  });

  it(`takes at most ${PUBLIC_BODY_LIMIT / 1024} KiB on the public routes`, async () => {
    const big = JSON.stringify({ username: 'ana', password: 'x'.repeat(PUBLIC_BODY_LIMIT) });
    for (const url of ['/api/auth/login', '/api/auth/register']) {
      const response = await post(url, big);
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toEqual({ error: ERROR_MESSAGES.bodyTooLarge });
    }
    // A real login body is far below it.
    expect(
      (await post('/api/auth/login', JSON.stringify({ username: 'ana', password: 'x'.repeat(1024) })))
        .statusCode,
    ).toBe(401);
  });
});
