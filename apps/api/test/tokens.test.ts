import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { disableAccount, enableAccount, setPassword, setRoles } from '../src/auth/account-changes';
import { users } from '../src/db/schema';
import { describeEachDatabase, TEST_JWT_SECRET } from './support/harness';
import { login, sessionFor } from './support/helpers';
import { insertSession, sessionToken } from './support/sessions';

const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const UNAUTHENTICATED = { error: 'Sesión no válida o expirada.' };
const operator = { via: 'test' };

function me(app: App, token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
}

async function expectRefused(app: App, token: string) {
  const response = await me(app, token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(UNAUTHENTICATED);
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase('session tokens', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  describe('a change to the account ends the sessions opened before it', () => {
    it('a new password: the old token is refused, a login with the new password works', async () => {
      const user = await sessionFor(app);
      expect((await me(app, user.token)).statusCode).toBe(200);

      await setPassword(app.db, user.username, 'otra-clave-nueva-42', operator);
      await expectRefused(app, user.token);
      expect((await login(app, user.username, user.password)).statusCode).toBe(401);
      const again = await login(app, user.username, 'otra-clave-nueva-42');
      expect(again.statusCode).toBe(200);
      expect((await me(app, again.json().token)).statusCode).toBe(200);
    });

    it('new roles: the old token is refused, a new one carries the roles', async () => {
      const user = await sessionFor(app, { roles: ['STUDENT'] });
      await setRoles(app.db, user.username, ['TEACHER', 'STUDENT'], operator);
      await expectRefused(app, user.token);
      const again = await login(app, user.username, user.password);
      expect(again.json().roles).toEqual(['TEACHER', 'STUDENT']);
      expect((await me(app, again.json().token)).json().roles).toEqual(['TEACHER', 'STUDENT']);
    });

    it('disabling: the old token is refused, and stays refused after enabling again', async () => {
      const user = await sessionFor(app);
      await disableAccount(app.db, user.username, operator);
      await expectRefused(app, user.token);
      expect((await login(app, user.username, user.password)).statusCode).toBe(401);

      await enableAccount(app.db, user.username, operator);
      await expectRefused(app, user.token);
      const again = await login(app, user.username, user.password);
      expect(again.statusCode).toBe(200);
      expect((await me(app, again.json().token)).statusCode).toBe(200);
    });

    it('tells apart tokens issued in the same second before and after the change (iat_ms)', async () => {
      const user = await sessionFor(app);
      // A change at hh:mm:ss.500, a few seconds ago: tokens from .499 and .500 share their whole-second iat.
      const changedAt = new Date((Math.floor(Date.now() / 1000) - 5) * 1000 + 500);
      await ctx.db.update(users).set({ tokensValidAfter: changedAt }).where(eq(users.id, user.id));
      const justBefore = await sessionToken(app, user.id, { issuedAt: new Date(changedAt.getTime() - 1) });
      const atTheChange = await sessionToken(app, user.id, { issuedAt: changedAt });
      await expectRefused(app, justBefore);
      expect((await me(app, atTheChange)).statusCode).toBe(200);

      // Without iat_ms, or with one outside its iat's second, a token counts from the start of that second.
      const second = Math.floor(changedAt.getTime() / 1000);
      const sid = await insertSession(app.db, user.id, { issuedAt: changedAt });
      const sign = (claims: object) =>
        new SignJWT({ sub: String(user.id), sid, iat: second, exp: second + 3600, ...claims })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret);
      await expectRefused(app, await sign({}));
      await expectRefused(app, await sign({ iat_ms: changedAt.getTime() + 1000 }));
      expect((await me(app, await sign({ iat_ms: changedAt.getTime() + 1 }))).statusCode).toBe(200);
    });
  });

  describe('tokens that are not ours, or no longer valid, get 401', () => {
    let userId: number;
    beforeAll(async () => {
      userId = (await sessionFor(app)).id;
    });

    it('expired', async () => {
      const issued = new Date(Date.now() - 2 * 3600_000);
      await expectRefused(app, await sessionToken(app, userId, { issuedAt: issued }));
    });

    it.each([
      ['not a JWT', 'esto-no-es-un-token'],
      ['two parts', `${encode({ alg: 'HS256' })}.${encode({ sub: '1' })}`],
      ['bad base64', 'a.b.c'],
      ['a JSON array as claims', `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode([1, 2])}.c2ln`],
    ])('malformed: %s', async (_case, token) => {
      await expectRefused(app, token);
    });

    it('signed with another key', async () => {
      const other = new TextEncoder().encode('otra-clave-de-firma-igual-de-larga-0123456789');
      await expectRefused(app, await sessionToken(app, userId, { secret: other }));
    });

    it('unsigned (alg "none") and with another algorithm on the same key', async () => {
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: String(userId), iat: now, exp: now + 3600 };
      await expectRefused(app, `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`);
      const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret);
      await expectRefused(app, hs512);
    });

    it('a valid token of this user is accepted (the cases above fail for their own reason)', async () => {
      expect((await me(app, await sessionToken(app, userId))).statusCode).toBe(200);
    });
  });

  describe('the token travels only in the Authorization header', () => {
    it('is answered in the login body, never in a cookie or a redirect', async () => {
      const user = await sessionFor(app);
      const response = await login(app, user.username, user.password);
      const { token } = response.json();
      expect(token).toEqual(expect.any(String));
      // The one cookie a login sets is the device cookie of the login limits (decision 156), scoped to the
      // login route: it never holds the session token, so no other request carries a credential in a cookie.
      const cookies = [response.headers['set-cookie'] ?? []].flat();
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatch(/^aula_device=[^;]+; Path=\/api\/auth\/login;/);
      expect(cookies[0]).not.toContain(token);
      expect(response.headers.location).toBeUndefined();
    });

    it.each(['token', 'access_token', 'authorization'])('is not accepted in the URL (?%s=)', async (name) => {
      const { token } = await sessionFor(app);
      const response = await app.inject({ method: 'GET', url: `/api/auth/me?${name}=${token}` });
      // 401 (no session), or 400 where the route refuses unknown query parameters first.
      expect([400, 401]).toContain(response.statusCode);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });
  });
});
