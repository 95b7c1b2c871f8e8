import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { adminActions, courses, users } from '../src/db/schema';
import { ADMIN_ROUTES, auth, insertCourse, roleSessions } from './support/admin';
import { describeEachDatabase } from './support/harness';

const UNAUTHENTICATED = { error: 'Sesión no válida o expirada.' };
const FORBIDDEN = { error: 'No tienes permisos para realizar esta acción.' };

describeEachDatabase('admin routes: who may call them', (ctx) => {
  let app: App;
  let sessions: Awaited<ReturnType<typeof roleSessions>>;

  beforeAll(async () => {
    app = await ctx.app();
    sessions = await roleSessions(app);
  });

  /** A course in the state the route acts on, so that an allowed call would succeed and change it. */
  async function courseFor(url: (id: number) => string) {
    const status = url(0).includes('complete-course') ? 'active' : 'pending';
    return insertCourse(app.db, { status });
  }

  const badTokens = {
    'no token': () => undefined,
    'a malformed token': () => 'not-a-jwt',
    'a token signed with another key': () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(sessions.admin.user.id))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-0123456789')),
    'an expired token': () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(sessions.admin.user.id))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(app.jwtSecret),
  } as const;

  for (const route of ADMIN_ROUTES) {
    describe(`${route.method} ${route.url(0).replace('/0', '/{id}')}`, () => {
      for (const [what, token] of Object.entries(badTokens)) {
        it(`answers 401 with ${what}`, async () => {
          const course = await courseFor(route.url);
          const response = await app.inject({
            method: route.method,
            url: route.url(course.id),
            headers: auth(await token()),
          });
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual(UNAUTHENTICATED);
          const [after] = await app.db.select().from(courses).where(eq(courses.id, course.id));
          expect(after).toEqual(course);
        });
      }

      for (const role of ['teacher', 'student', 'teacherStudent'] as const) {
        it(`answers 403 to a ${role} and changes nothing`, async () => {
          const course = await courseFor(route.url);
          const response = await app.inject({
            method: route.method,
            url: route.url(course.id),
            headers: auth(sessions[role].token),
          });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual(FORBIDDEN);
          const [after] = await app.db.select().from(courses).where(eq(courses.id, course.id));
          expect(after).toEqual(course);
          const audit = await app.db.select().from(adminActions).where(eq(adminActions.courseId, course.id));
          expect(audit).toEqual([]);
        });
      }

      it('checks the role before validating the request (a student gets 403, not 400)', async () => {
        const response = await app.inject({
          method: route.method,
          url: `${route.url(0).replace(/\/0$/, '/abc')}?page=x`,
          headers: auth(sessions.student.token),
        });
        expect(response.statusCode).toBe(403);
      });

      it('answers 200 to an administrator', async () => {
        const course = await courseFor(route.url);
        const response = await app.inject({
          method: route.method,
          url: route.url(course.id),
          headers: auth(sessions.admin.token),
        });
        expect(response.statusCode, response.body).toBe(200);
      });
    });
  }

  it('refuses an administrator whose account was disabled after the token was issued', async () => {
    const { admin } = await roleSessions(app);
    await app.db.update(users).set({ disabled: true }).where(eq(users.id, admin.user.id));
    const response = await app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(admin.token) });
    expect(response.statusCode).toBe(401);
  });

  it('a token of a deleted user is refused', async () => {
    const { admin } = await roleSessions(app);
    await app.db.delete(users).where(eq(users.id, admin.user.id));
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/statistics',
      headers: auth(admin.token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('accepts the bodyless PUT and DELETE with the JSON content type the client always sends', async () => {
    const pending = await insertCourse(app.db, { status: 'pending' });
    const other = await insertCourse(app.db, { status: 'pending' });
    const headers = { ...auth(sessions.admin.token), 'content-type': 'application/json' };
    const approve = await app.inject({
      method: 'PUT',
      url: `/api/admin/approve-course/${pending.id}`,
      headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const reject = await app.inject({
      method: 'DELETE',
      url: `/api/admin/reject-course/${other.id}`,
      headers,
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const broken = await app.inject({
      method: 'PUT',
      url: `/api/admin/complete-course/${pending.id}`,
      headers,
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'El cuerpo de la petición no es válido.' });
  });
});
