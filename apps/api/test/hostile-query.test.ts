import { TEXT_MESSAGES } from '@aula/forms';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { type AccessWorld, accessWorld } from './support/access-world';
import { describeEachDatabase } from './support/harness';
import { injectAnswer, LIVE_STREAM_ROUTE } from './support/live-stream';
import { QUERY_KEYS } from './support/route-queries';

/**
 * Text PostgreSQL cannot hold, in a query string, a path or a JSON body, of every route of the route table:
 * a search with `q=%00` reached SQL and answered 500 (and took PGlite down). Each must be the one Spanish
 * 400, on both databases, and the database must still answer afterwards.
 */
const NUL_VALUES = ['%00', 'ana%00', encodeURIComponent('a\u0000b')];

describeEachDatabase('text the database cannot hold, in every route', (ctx) => {
  let app: App;
  let w: AccessWorld;

  beforeAll(async () => {
    app = await ctx.app();
    w = await accessWorld(app);
  });

  /** The token of the route's own role, so the request gets past authentication to its inputs. */
  function tokenOf(url: string): string {
    if (url.startsWith('/api/admin/')) return w.admin.token;
    if (url.startsWith('/api/student/')) return w.a.student.token;
    return w.a.teacher.token;
  }

  async function send(method: string, url: string, token: string) {
    const request = { method: method as 'GET', url, headers: { authorization: `Bearer ${token}` } };
    const key = `${method} ${url.split('?')[0]}`;
    if (key.startsWith(LIVE_STREAM_ROUTE)) return injectAnswer(app, request);
    return app.inject(request);
  }

  it('refuses a NUL in any query parameter with the Spanish 400', async () => {
    const problems: string[] = [];
    for (const route of app.routeTable) {
      if (route.method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      const key = `${route.method} ${route.url}`;
      const path = route.url.replace(/:\w+/g, String(w.a.courseId));
      for (const name of QUERY_KEYS[key] ?? ['q']) {
        for (const value of NUL_VALUES) {
          const response = await send(route.method, `${path}?${name}=${value}`, tokenOf(route.url));
          const body = response.body;
          if (response.statusCode !== 400 || !body.includes(TEXT_MESSAGES.nulCharacter))
            problems.push(`${key} ?${name}=${value}: ${response.statusCode} ${body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The database is still there for everyone else.
    const search = await send('GET', '/api/messages?q=ana', w.a.teacher.token);
    expect(search.statusCode).toBe(200);
  }, 120_000);

  it('refuses a NUL in any path parameter with the Spanish 400', async () => {
    const problems: string[] = [];
    for (const route of app.routeTable) {
      if (route.method === 'HEAD' || !/:\w+/.test(route.url)) continue;
      const path = route.url.replace(/:\w+/g, 'a%00b');
      const response = await send(route.method, path, tokenOf(route.url));
      if (response.statusCode !== 400 || !response.body.includes(TEXT_MESSAGES.nulCharacter))
        problems.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a NUL or a lone surrogate in a JSON body, in a value or a key', async () => {
    for (const body of [
      '{"name":"Ana\\u0000","email":"a@aula.test","message":"Hola, una pregunta larga."}',
      '{"name":"Ana\\ud800","email":"a@aula.test","message":"Hola, una pregunta larga."}',
      '{"name":"Ana","email":"a@aula.test","message":"Hola\\udc00 una pregunta larga."}',
      '{"name\\u0000":"Ana"}',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/contact',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toEqual({ error: TEXT_MESSAGES.nulCharacter });
    }
  });
});
