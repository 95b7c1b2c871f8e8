import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { sessionUser } from '../src/auth/session';
import { userRoles, users } from '../src/db/schema';
import { describeEachDatabase, TEST_JWT_SECRET } from './support/harness';
import { login, register, registerVerified, sessionFor, validRegistration } from './support/helpers';

const secret = new TextEncoder().encode(TEST_JWT_SECRET);

function me(app: App, token: string | undefined) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

const UNAUTHENTICATED = { error: 'Sesión no válida o expirada.' };

describeEachDatabase('login and sessions', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
    // A route behind requireRole, to check the 403 (later features use the same hooks).
    app.get(
      '/api/test/teachers-only',
      { preHandler: [app.authenticate, app.requireRole('TEACHER')] },
      async (request) => ({ hello: sessionUser(request).username }),
    );
  });

  describe('POST /api/auth/login', () => {
    it('answers an unknown user and a wrong password identically', async () => {
      const known = await registerVerified(app);
      const unknown = await login(app, `nadie_${known.username}`, 'loquesea1');
      const wrong = await login(app, known.username, 'contraseña-mala');
      for (const response of [unknown, wrong]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'Credenciales incorrectas' });
      }
      expect(unknown.body).toBe(wrong.body);
    });

    it('says "not verified" only to whoever gives the right password', async () => {
      const payload = validRegistration();
      expect((await register(app, payload)).statusCode).toBe(201);

      const wrong = await login(app, payload.username, 'contraseña-mala');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'Credenciales incorrectas' });

      const right = await login(app, payload.username, payload.password);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        error: 'Tu cuenta no ha sido verificada. Revisa tu correo electrónico para activarla.',
      });
      expect(right.json().error).toContain('verificada');
    });

    it('validates the body with the Spanish messages', async () => {
      const noUsername = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { password: 'x' },
      });
      expect(noUsername.statusCode).toBe(400);
      expect(noUsername.json()).toEqual({ error: 'El nombre de usuario es obligatorio' });
      const noPassword = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'x' },
      });
      expect(noPassword.json()).toEqual({ error: 'La contraseña es obligatoria' });
    });

    it('returns the session: token, user fields, roles, courses and a message', async () => {
      const payload = await registerVerified(app, { roles: ['TEACHER'] });
      const response = await login(app, payload.username, payload.password);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        id: expect.any(Number),
        username: payload.username,
        name: payload.name,
        surname: payload.surname,
        email: payload.email,
        roles: ['TEACHER'],
        locale: 'es',
        courses: [],
        message: 'Inicio de sesión exitoso',
      });
      const [header, claims] = body.token
        .split('.')
        .slice(0, 2)
        .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(claims.sub).toBe(String(body.id));
      expect(claims.exp - claims.iat).toBe(3600);
    });

    it('refuses a disabled account like a wrong password, even with the right one', async () => {
      const payload = await registerVerified(app);
      await ctx.db.update(users).set({ disabled: true }).where(eq(users.username, payload.username));
      const response = await login(app, payload.username, payload.password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Credenciales incorrectas' });
    });
  });

  describe('GET /api/auth/me and the authenticate hook', () => {
    it('returns the session user for a valid token', async () => {
      const session = await sessionFor(app);
      const response = await me(app, session.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: session.id,
        username: session.username,
        name: session.name,
        surname: session.surname,
        email: session.email,
        roles: ['STUDENT'],
        locale: 'es',
        timeZone: 'Europe/Madrid',
      });
    });

    it('refuses a missing or malformed Authorization header', async () => {
      for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }]) {
        const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(UNAUTHENTICATED);
      }
    });

    it('refuses an expired token', async () => {
      const session = await sessionFor(app);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(session.id))
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 60)
        .sign(secret);
      const response = await me(app, expired);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    });

    it('refuses a token signed with another key', async () => {
      const session = await sessionFor(app);
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(session.id))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-also-long-enough!!'));
      expect((await me(app, forged)).statusCode).toBe(401);
    });

    it('refuses an unsigned token (alg "none")', async () => {
      const session = await sessionFor(app);
      const now = Math.floor(Date.now() / 1000);
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(session.id), iat: now, exp: now + 3600 })}.`;
      const response = await me(app, unsigned);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    });

    it('refuses a token without an expiry', async () => {
      const session = await sessionFor(app);
      const eternal = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(session.id))
        .setIssuedAt()
        .sign(secret);
      expect((await me(app, eternal)).statusCode).toBe(401);
    });

    it('refuses the token of a user disabled after logging in', async () => {
      const session = await sessionFor(app);
      expect((await me(app, session.token)).statusCode).toBe(200);
      await ctx.db.update(users).set({ disabled: true }).where(eq(users.id, session.id));
      const response = await me(app, session.token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    });

    it('refuses the token of a user removed after logging in', async () => {
      const session = await sessionFor(app);
      await ctx.db.delete(users).where(eq(users.id, session.id));
      expect((await me(app, session.token)).statusCode).toBe(401);
    });

    it('refuses tokens issued before tokens_valid_after, and accepts newer ones', async () => {
      const session = await sessionFor(app);
      const { iat: issuedAt, sid }: { iat: number; sid: string } = JSON.parse(
        Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString(),
      );
      // Revoke from the second after the token was issued.
      await ctx.db
        .update(users)
        .set({ tokensValidAfter: new Date((issuedAt + 1) * 1000) })
        .where(eq(users.id, session.id));
      const revoked = await me(app, session.token);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toEqual(UNAUTHENTICATED);

      // Same server-side session, issued after the change.
      const newer = await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(session.id))
        .setIssuedAt(issuedAt + 1)
        .setExpirationTime(issuedAt + 3600)
        .sign(secret);
      expect((await me(app, newer)).statusCode).toBe(200);
    });
  });

  describe('requireRole', () => {
    it('answers 403 to a user without the role and lets one with it through', async () => {
      const student = await sessionFor(app, { roles: ['STUDENT'] });
      const denied = await app.inject({
        method: 'GET',
        url: '/api/test/teachers-only',
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ error: 'No tienes permisos para realizar esta acción.' });

      const teacher = await sessionFor(app, { roles: ['TEACHER'] });
      const allowed = await app.inject({
        method: 'GET',
        url: '/api/test/teachers-only',
        headers: { authorization: `Bearer ${teacher.token}` },
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ hello: teacher.username });
    });

    it('sees a role granted after login (roles are read per request)', async () => {
      const user = await sessionFor(app, { roles: ['STUDENT'] });
      await ctx.db.insert(userRoles).values({ userId: user.id, role: 'TEACHER' });
      const response = await app.inject({
        method: 'GET',
        url: '/api/test/teachers-only',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect((await me(app, user.token)).json().roles).toEqual(['TEACHER', 'STUDENT']);
    });

    it('answers 401 before 403 without a session', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/teachers-only' });
      expect(response.statusCode).toBe(401);
    });
  });
});
