import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { setPassword } from '../src/auth/account-changes';
import { LAST_USE_WRITE_INTERVAL_MS } from '../src/auth/session';
import { endSessions, purgeExpiredSessions } from '../src/auth/sessions';
import { sessions } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import { registerVerified, waitFor } from './support/helpers';

const UNAUTHENTICATED = { error: 'Sesión no válida o expirada.' };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Server-side sessions (decision 131): lifetimes, logout, the open-sessions list, ending the others. */
describeEachDatabase('server-side sessions', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
    await app.ready();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function logIn(
    username: string,
    password: string,
    { remember, userAgent }: { remember?: boolean; userAgent?: string } = {},
  ) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: userAgent ? { 'user-agent': userAgent } : {},
      payload: { username, password, ...(remember === undefined ? {} : { remember }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  }

  const call = (on: App, method: 'GET' | 'POST', url: string, token: string) =>
    on.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const me = (token: string, on = app) => call(on, 'GET', '/api/auth/me', token);
  const claims = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sid: string;
      iat: number;
      exp: number;
    };

  describe("'No cerrar sesión'", () => {
    it('unchecked (or left out, as the spec sends it): ends after JWT_EXPIRES_IN; checked: after SESSION_REMEMBER_FOR', async () => {
      const user = await registerVerified(app);
      // Fixed from here on: a whole second just after the account's creation (its tokens_valid_after), near
      // the real clock, which the rate limits' timers run on.
      const start = new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const spec = await logIn(user.username, user.password);
      const unchecked = await logIn(user.username, user.password, { remember: false });
      const checked = await logIn(user.username, user.password, { remember: true });

      const hour = 3600;
      expect(claims(spec).exp - claims(spec).iat).toBe(hour);
      expect(claims(unchecked).exp - claims(unchecked).iat).toBe(hour);
      expect(claims(checked).exp - claims(checked).iat).toBe(30 * 24 * hour);
      const [row] = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, claims(checked).sid));
      expect(row).toMatchObject({ remembered: true, expiresAt: new Date(start.getTime() + 30 * 86_400_000) });

      vi.setSystemTime(start.getTime() + hour * 1000 - 1000);
      for (const token of [spec, unchecked, checked]) expect((await me(token)).statusCode).toBe(200);
      vi.setSystemTime(start.getTime() + hour * 1000);
      expect((await me(spec)).statusCode).toBe(401);
      expect((await me(unchecked)).json()).toEqual(UNAUTHENTICATED);
      expect((await me(checked)).statusCode).toBe(200);
      vi.setSystemTime(start.getTime() + 30 * 86_400_000);
      expect((await me(checked)).statusCode).toBe(401);
    });

    it('refuses a remember that is not a boolean, in Spanish', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'alguien', password: 'x', remember: 'sí' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "'No cerrar sesión' debe ser verdadero o falso." });
    });
  });

  describe('logout', () => {
    it('ends the session on the server: the same token gets 401 at once, on this app and on another one', async () => {
      const other = await ctx.app();
      await other.ready();
      const user = await registerVerified(app);
      const token = await logIn(user.username, user.password);
      const kept = await logIn(user.username, user.password);
      // Both apps know (and keep) the session before it ends.
      expect((await me(token)).statusCode).toBe(200);
      expect((await me(token, other)).statusCode).toBe(200);

      const answer = await call(app, 'POST', '/api/auth/logout', token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: 'Has cerrado la sesión.' });
      expect((await me(token)).json()).toEqual(UNAUTHENTICATED);
      expect((await me(token, other)).statusCode).toBe(401);
      expect((await call(app, 'POST', '/api/auth/logout', token)).statusCode).toBe(401);
      // Only that session: the user's other one goes on.
      expect((await me(kept, other)).statusCode).toBe(200);
    });
  });

  describe('the open sessions', () => {
    it("lists only the caller's own, most recently used first, with the device in words and the current one marked", async () => {
      const user = await registerVerified(app);
      const stranger = await registerVerified(app);
      const phone = await logIn(user.username, user.password, { userAgent: ANDROID_CHROME });
      const laptop = await logIn(user.username, user.password, { userAgent: MAC_FIREFOX });
      await logIn(stranger.username, stranger.password);
      // The phone was used last.
      await app.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() + 60_000) })
        .where(eq(sessions.id, claims(phone).sid));

      const response = await call(app, 'GET', '/api/auth/sessions', laptop);
      expect(response.statusCode).toBe(200);
      const listed = response.json().sessions as Record<string, unknown>[];
      expect(listed.map(({ id, device, current }) => ({ id, device, current }))).toEqual([
        { id: claims(phone).sid, device: 'Chrome en Android', current: false },
        { id: claims(laptop).sid, device: 'Firefox en macOS', current: true },
      ]);
      expect(Object.keys(listed[0] ?? {}).sort()).toEqual([
        'createdAt',
        'current',
        'device',
        'id',
        'lastUsedAt',
      ]);
    });

    it("'Cerrar las demás sesiones' ends every other session of the caller and keeps the current one", async () => {
      const user = await registerVerified(app);
      const stranger = await registerVerified(app);
      const current = await logIn(user.username, user.password);
      const others = [await logIn(user.username, user.password), await logIn(user.username, user.password)];
      const strangers = await logIn(stranger.username, stranger.password);

      const answer = await call(app, 'POST', '/api/auth/sessions/end-others', current);
      expect(answer.json()).toEqual({ ended: 2, message: 'Hemos cerrado 2 sesiones más.' });
      for (const token of others) expect((await me(token)).statusCode).toBe(401);
      expect((await me(current)).statusCode).toBe(200);
      expect((await me(strangers)).statusCode).toBe(200);
      const listed = (await call(app, 'GET', '/api/auth/sessions', current)).json().sessions;
      expect(listed).toHaveLength(1);
      expect((await call(app, 'POST', '/api/auth/sessions/end-others', current)).json()).toEqual({
        ended: 0,
        message: 'No había otras sesiones abiertas.',
      });
    });

    it('endSessions ends them all for whatever logs a user out everywhere', async () => {
      const user = await registerVerified(app);
      const tokens = [await logIn(user.username, user.password), await logIn(user.username, user.password)];
      const { id } = (await me(tokens[0] as string)).json();
      expect(await endSessions(app.db, id)).toBe(2);
      for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    });
  });

  it('a password, role or status change (decision 070) also removes the sessions it ended from the list', async () => {
    const user = await registerVerified(app);
    const token = await logIn(user.username, user.password);
    await setPassword(app.db, user.username, 'otra-clave-nueva-42', { via: 'test' });
    expect((await me(token)).statusCode).toBe(401);
    expect(
      await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, claims(token).sid)),
    ).toEqual([]);
  });

  describe('housekeeping', () => {
    it('writes last use at most once per interval, never once per request', async () => {
      const user = await registerVerified(app);
      const token = await logIn(user.username, user.password);
      const sid = claims(token).sid;
      const lastUse = async () =>
        (await app.db.select().from(sessions).where(eq(sessions.id, sid)))[0]?.lastUsedAt.getTime();
      const opened = (await lastUse()) ?? 0;
      expect((await me(token)).statusCode).toBe(200);
      expect(await lastUse()).toBe(opened);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(opened + LAST_USE_WRITE_INTERVAL_MS);
      expect((await me(token)).statusCode).toBe(200);
      vi.useRealTimers();
      await waitFor(
        async () => (await lastUse()) === opened + LAST_USE_WRITE_INTERVAL_MS,
        'the last use to be written',
      );
      // Within the interval again: nothing written, even though the row is moved back behind the server's back.
      await app.db
        .update(sessions)
        .set({ lastUsedAt: new Date(opened) })
        .where(eq(sessions.id, sid));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(opened + LAST_USE_WRITE_INTERVAL_MS + 60_000);
      for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
      vi.useRealTimers();
      // A write would have been sent before the answer went out; it would show by the next read.
      expect((await me(token)).statusCode).toBe(200);
      expect(await lastUse()).toBe(opened);
    });

    it('purges expired sessions and keeps live ones', async () => {
      const user = await registerVerified(app);
      const token = await logIn(user.username, user.password);
      const sid = claims(token).sid;
      await purgeExpiredSessions(app.db, new Date(Date.now() + 60_000));
      expect(await app.db.select().from(sessions).where(eq(sessions.id, sid))).toHaveLength(1);
      await purgeExpiredSessions(app.db, new Date(Date.now() + 2 * 3_600_000));
      expect(await app.db.select().from(sessions).where(eq(sessions.id, sid))).toHaveLength(0);
    });
  });
});
