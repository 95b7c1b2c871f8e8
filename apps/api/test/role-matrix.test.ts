import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { type AccessWorld, accessWorld, hostileTokens } from './support/access-world';
import { describeEachDatabase } from './support/harness';
import { injectAnswer } from './support/live-stream';
import { ROLE_OF, ROLES, ROUTE_CALLS, type RoleExpectation, type Row, rowFor } from './support/route-calls';
import { makeUser } from './support/teacher';

/**
 * Every route of the server × every kind of caller, with the status each must get. The routes come
 * from the server's own table (app.routeTable, filled by an onRoute hook), so a route added without a row
 * in support/route-calls.ts fails this test. Every call gets fresh rows, so an allowed call really succeeds
 * (and may consume them: delete, approve, hand in) without changing what the next call sees.
 */

const BAD_TOKENS = ['none', 'malformed', 'expired', 'otherKey', 'algNone'] as const;
type Identity = (typeof BAD_TOKENS)[number] | (typeof ROLES)[number];

function expectedStatus(row: Row, identity: Identity): number {
  if (row.public !== undefined) return row.public;
  if (!row.roles) throw new Error('a row needs public or roles');
  return (BAD_TOKENS as readonly string[]).includes(identity)
    ? 401
    : row.roles[identity as keyof RoleExpectation];
}

describeEachDatabase('role matrix: every route × every caller', (ctx) => {
  let app: App;
  let world: AccessWorld;
  let tokens: Record<Identity, string | undefined>;

  beforeAll(async () => {
    app = await ctx.app();
    await app.ready();
    world = await accessWorld(app);
    // The forged tokens name a user holding every role: with a valid token they would open every route.
    const everyone = await makeUser(app, ['ADMIN', 'TEACHER', 'STUDENT'], 'Todo', 'Poderoso');
    tokens = {
      none: undefined,
      ...(await hostileTokens(app, everyone.id)),
      student: world.a.student.token,
      teacher: world.a.teacher.token,
      otherTeacher: world.b.teacher.token,
      admin: world.admin.token,
    };
  });

  /** A new user holding the identity's roles, and a session of their own. */
  async function freshToken(identity: Identity): Promise<string> {
    return (await makeUser(app, ROLE_OF[identity as keyof typeof ROLE_OF], 'Otra', 'Sesión')).token;
  }

  it('has a row for every route the server registers, and no row for a route it does not', () => {
    const registered = app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(registered.length).toBeGreaterThan(60);
    const missing = app.routeTable.filter((route) => !rowFor(route.method, route.url));
    expect(missing, 'routes without a row in the role matrix').toEqual([]);
    const stale = Object.keys(ROUTE_CALLS).filter((key) => !registered.includes(key));
    expect(stale, 'rows for routes the server does not have').toEqual([]);
  });

  it('answers each caller of each route with its status', async () => {
    const identities = [...BAD_TOKENS, ...ROLES] as Identity[];
    const seen: string[] = [];
    let calls = 0;
    for (const route of app.routeTable) {
      const row = rowFor(route.method, route.url);
      if (!row) continue;
      for (const identity of identities) {
        const call = await row.call(world, app);
        const token = row.endsSessions && identity in ROLE_OF ? await freshToken(identity) : tokens[identity];
        const request = {
          method: route.method as 'GET',
          url: call.url,
          headers: { ...call.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(call.payload ? { payload: call.payload } : {}),
        };
        const response =
          route.url === '/api/notifications/stream'
            ? await injectAnswer(app, request)
            : await app.inject(request);
        calls += 1;
        const expected = expectedStatus(row, identity);
        if (response.statusCode !== expected) {
          seen.push(
            `${route.method} ${route.url} as ${identity}: ${response.statusCode} (expected ${expected}) ${response.body.slice(0, 200)}`,
          );
        }
        if (expected === 401 && route.method !== 'HEAD') {
          expect(response.json()).toEqual({ error: 'Sesión no válida o expirada.' });
        }
      }
    }
    expect(seen).toEqual([]);
    // 70 routes (GET, HEAD and the writes) × 9 callers.
    expect(calls).toBe(app.routeTable.length * identities.length);
  });
});
