import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { STATE_COOKIE } from '../src/auth/google-sign-in';
import { externalIdentities, users } from '../src/db/schema';
import { userWithPassword } from './support/access-world';
import { googleTicket } from './support/google-sign-in';
import { describeEachDatabase } from './support/harness';
import { unique, userByUsername } from './support/helpers';
import {
  signInAtProvider,
  startTestOidcProvider,
  TEST_OIDC_CLIENT,
  type TestOidcProvider,
  UNVERIFIED_PREFIX,
} from './support/oidc-provider';

const PUBLIC_URL = 'http://aula.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/callback`;
const STATE_REFUSED = 'Este inicio de sesión con Google no es válido o ya se ha usado. Vuelve a empezar.';
const EXPIRED = 'El inicio de sesión con Google ha caducado. Vuelve a empezar.';

describeEachDatabase('sign-in with Google (OpenID Connect)', (ctx) => {
  let idp: TestOidcProvider;
  let app: App;

  beforeAll(async () => {
    idp = await startTestOidcProvider(REDIRECT_URI);
    app = await ctx.app({ publicUrl: PUBLIC_URL, oidc: { issuer: idp.issuer, ...TEST_OIDC_CLIENT } });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await idp.close();
  });

  /** GET /start as a browser: the provider's address and the state cookie it was given. */
  async function start(on = app) {
    const response = await on.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(response.statusCode, response.body).toBe(302);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly; SameSite=Lax/);
    return { location: String(response.headers.location), cookie: setCookie.split(';')[0] ?? '' };
  }

  /** The provider's answer brought back to the callback; returns where the app page is sent, as a URL. */
  async function callback(callbackUrl: URL, cookie: string) {
    const response = await app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    return new URL(String(response.headers.location), PUBLIC_URL);
  }

  /** A whole sign-in at the provider as `login`; returns the app page's address and the browser's cookie. */
  async function signIn(login: string) {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, login);
    expect(back.href.startsWith(REDIRECT_URI)).toBe(true);
    return { page: await callback(back, cookie), back, cookie };
  }

  const post = (url: string, payload: object, cookie: string) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie } });

  it('says whether it is available, and where it is not configured sends the browser back with why', async () => {
    const status = await app.inject({ method: 'GET', url: '/api/auth/oidc/status' });
    expect(status.json()).toEqual({ available: true });

    const bare = await ctx.app({ publicUrl: PUBLIC_URL });
    expect((await bare.inject({ method: 'GET', url: '/api/auth/oidc/status' })).json()).toEqual({
      available: false,
    });
    for (const url of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=x&state=y']) {
      const response = await bare.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login/google?error=unavailable');
    }
  });

  it('sends the browser to the provider with PKCE (S256), a state and a nonce kept for ten minutes', async () => {
    const { location, cookie } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const state = url.searchParams.get('state');
    expect(state && cookie).toBe(`${STATE_COOKIE}=${state}`);
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('signs a verified e-mail in to the account with that e-mail and remembers the link', async () => {
    const username = `ana_${unique()}`;
    const userId = await userWithPassword(app, username, 'secreto123');
    const email = `${username}@aula.test`;

    const { page, cookie } = await signIn(email);
    const ticket = page.searchParams.get('ticket');
    expect(page.pathname).toBe('/login/google');
    expect(ticket).toBeTruthy();
    const answer = await post('/api/auth/oidc/exchange', { ticket: ticket ?? '' }, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      id: userId,
      username,
      roles: ['STUDENT'],
      token: expect.any(String),
    });
    expect(answer.headers['set-cookie']).toMatch(new RegExp(`^${STATE_COOKIE}=; .*Max-Age=0`));

    // The ticket works once.
    const again = await post('/api/auth/oidc/exchange', { ticket: ticket ?? '' }, cookie);
    expect([again.statusCode, again.json()]).toEqual([400, { error: STATE_REFUSED }]);

    // Linked: after the account's e-mail changes, the same provider account still finds it.
    await app.db
      .update(users)
      .set({ email: `otro_${unique()}@aula.test` })
      .where(eq(users.id, userId));
    const second = await signIn(email);
    const answer2 = await post(
      '/api/auth/oidc/exchange',
      { ticket: second.page.searchParams.get('ticket') ?? '' },
      second.cookie,
    );
    expect(answer2.json()).toMatchObject({ id: userId });
  });

  it('makes a new verified student account after a username is chosen; a taken one is refused in Spanish', async () => {
    const taken = `ocupado_${unique()}`;
    await userWithPassword(app, taken, 'secreto123');
    const email = `nueva.${unique()}@correo.test`;
    const { page, cookie } = await signIn(email);
    const signup = page.searchParams.get('signup') ?? '';
    expect(signup).toBeTruthy();
    expect(page.searchParams.has('ticket')).toBe(false);
    // The pending account is no sign-in.
    const asSignIn = await post('/api/auth/oidc/exchange', { ticket: signup }, cookie);
    expect(asSignIn.statusCode).toBe(400);

    const bad = await post('/api/auth/oidc/username', { ticket: signup, username: 'a b' }, cookie);
    expect([bad.statusCode, bad.json().error]).toEqual([
      400,
      'El nombre de usuario solo puede contener letras sin tildes, números, puntos, guiones y guiones bajos',
    ]);
    const clash = await post(
      '/api/auth/oidc/username',
      { ticket: signup, username: taken.toUpperCase() },
      cookie,
    );
    expect([clash.statusCode, clash.json()]).toEqual([
      409,
      { error: 'El nombre de usuario ya está en uso.' },
    ]);

    const username = `nueva_${unique()}`;
    const made = await post('/api/auth/oidc/username', { ticket: signup, username }, cookie);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ username, roles: ['STUDENT'], email, token: expect.any(String) });
    const user = await userByUsername(ctx.db, username);
    expect(user).toMatchObject({
      verified: true,
      email,
      name: expect.stringMatching(/^Nueva/),
      surname: 'Prueba',
    });
    const links = await ctx.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, user?.id ?? 0));
    expect(links).toMatchObject([{ issuer: idp.issuer, subject: email }]);

    const twice = await post('/api/auth/oidc/username', { ticket: signup, username: `${username}x` }, cookie);
    expect(twice.statusCode).toBe(400);
  });

  it('refuses an e-mail the provider did not verify, linking and making nothing, account or not', async () => {
    const username = `sinver_${unique()}`;
    await userWithPassword(app, username, 'secreto123');
    for (const email of [`${username}@aula.test`, `nadie.${unique()}@correo.test`]) {
      const { page } = await signIn(`${UNVERIFIED_PREFIX}${email}`);
      expect(page.search).toBe('?error=unverified');
      const links = await ctx.db
        .select()
        .from(externalIdentities)
        .where(eq(externalIdentities.subject, `${UNVERIFIED_PREFIX}${email}`));
      expect(links).toEqual([]);
    }
  });

  it('refuses a state that is not this browser’s, and a replayed callback', async () => {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, `estado.${unique()}@correo.test`);

    // Tampered state, and no cookie at all (a link made for someone else's browser).
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'otro-estado');
    expect((await callback(tampered, cookie)).search).toBe('?error=state');
    expect((await callback(back, `${STATE_COOKIE}=otro-estado`)).search).toBe('?error=state');

    expect((await callback(back, cookie)).searchParams.has('signup')).toBe(true);
    // The same callback again: our state is spent.
    expect((await callback(back, cookie)).search).toBe('?error=state');
  });

  it('the provider refuses a code that was already exchanged', async () => {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, `doble.${unique()}@correo.test`);
    expect((await callback(back, cookie)).searchParams.has('signup')).toBe(true);
    // A second exchange of the same code, straight at the provider's token endpoint, as an attacker holding
    // the client secret and the code would try.
    const token = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${TEST_OIDC_CLIENT.clientId}:${TEST_OIDC_CLIENT.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        redirect_uri: REDIRECT_URI,
        code_verifier: 'x'.repeat(43),
      }),
    });
    expect(token.status).toBe(400);
    expect((await token.json()).error).toBe('invalid_grant');
  });

  it('refuses a state past its ten minutes, and a ticket past its time', async () => {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, `tarde.${unique()}@correo.test`);
    vi.useFakeTimers({ now: Date.now() + 11 * 60 * 1000, toFake: ['Date'] });
    try {
      expect((await callback(back, cookie)).search).toBe('?error=expired');
    } finally {
      vi.useRealTimers();
    }

    const expired = await googleTicket(app, undefined, -1);
    const late = await post(
      '/api/auth/oidc/username',
      { ticket: expired.ticket, username: `t_${unique()}` },
      expired.cookie,
    );
    expect([late.statusCode, late.json()]).toEqual([400, { error: EXPIRED }]);
  });

  it('refuses a disabled account like a wrong password', async () => {
    const username = `baja_${unique()}`;
    const userId = await userWithPassword(app, username, 'secreto123');
    await app.db.update(users).set({ disabled: true }).where(eq(users.id, userId));
    const { ticket, cookie } = await googleTicket(app, userId);
    const answer = await post('/api/auth/oidc/exchange', { ticket }, cookie);
    expect([answer.statusCode, answer.json()]).toEqual([401, { error: 'Credenciales incorrectas' }]);
  });

  it('a ticket works only in the browser it was made for', async () => {
    const userId = await userWithPassword(app, `otro_${unique()}`, 'secreto123');
    const { ticket } = await googleTicket(app, userId);
    for (const cookie of ['', `${STATE_COOKIE}=de-otro-navegador`]) {
      const answer = await post('/api/auth/oidc/exchange', { ticket }, cookie);
      expect([answer.statusCode, answer.json()]).toEqual([400, { error: STATE_REFUSED }]);
    }
  });
});
