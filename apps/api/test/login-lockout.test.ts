import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEVICE_COOKIE } from '../src/auth/device-cookies';
import { userRoles, users } from '../src/db/schema';
import type { RateLimitConfig } from '../src/rate-limit/limits';
import { hashPassword } from '../src/security/passwords';
import { describeWithDatabase } from './support/harness';
import { unique } from './support/helpers';

/**
 * The login limits throttle guessing without letting a stranger lock the owner out (decision
 * 097): failures per account-and-address pair, per account and per address, the last two not applying to an
 * address that has signed in to the account before; refusals and successes never use a limit up.
 */
const PASSWORD = 'clave-correcta-1';
const WINDOW = { durationSeconds: 15 * 60 };
const LIMITS: RateLimitConfig = {
  enabled: true,
  keyPrefix: `aula-test-${unique()}:rl`,
  rules: {
    loginPair: { points: 3, ...WINDOW },
    loginAccount: { points: 6, ...WINDOW },
    loginIp: { points: 8, ...WINDOW },
    loginDevice: { points: 3, ...WINDOW },
    registerIp: { points: 100, ...WINDOW },
    verifyIp: { points: 100, ...WINDOW },
    recoveryAccount: { points: 100, ...WINDOW },
    recoveryIp: { points: 100, ...WINDOW },
    resetIp: { points: 100, ...WINDOW },
    exportAccount: { points: 100, ...WINDOW },
    deleteAccount: { points: 100, ...WINDOW },
    secondFactorChallenge: { points: 100, ...WINDOW },
    secondFactorAccount: { points: 100, ...WINDOW },
    contactIp: { points: 100, ...WINDOW },
    applicationIp: { points: 100, ...WINDOW },
    newsletterIp: { points: 100, ...WINDOW },
    unsubscribeIp: { points: 100, ...WINDOW },
    messageAccount: { points: 100, ...WINDOW },
    recordingAccount: { points: 100, ...WINDOW },
    mailRecipient: { points: 100, ...WINDOW },
  },
};

let sequence = 0;
function nextIp(): string {
  sequence += 1;
  return `10.7.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
}

describeWithDatabase('login limits: guessing throttled, owners never locked out by strangers', (ctx) => {
  let app: App;

  beforeAll(async () => {
    app = await ctx.app({ rateLimits: LIMITS });
  });

  async function account(): Promise<string> {
    const username = `lk_${unique()}`;
    const [user] = await app.db
      .insert(users)
      .values({
        name: 'Ana',
        surname: 'García',
        username,
        email: `${username}@aula.test`,
        passwordHash: await hashPassword(PASSWORD),
        verified: true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await app.db.insert(userRoles).values({ userId: user.id, role: 'STUDENT' });
    return username;
  }

  const login = (ip: string, username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: ip,
    });
  const status = async (ip: string, username: string, password: string) =>
    (await login(ip, username, password)).statusCode;

  it('a stranger guessing holds back only his own address; the owner signs in from home and from anywhere new', async () => {
    const owner = await account();
    const home = nextIp();
    expect(await status(home, owner, PASSWORD)).toBe(200);
    const stranger = nextIp();
    for (let i = 0; i < 10; i++) await login(stranger, owner, 'contraseña-mala');
    expect(await status(stranger, owner, PASSWORD)).toBe(429);
    expect(await status(home, owner, PASSWORD)).toBe(200);
    // Only his three counted failures reached the account's limit of six: a new address still gets in.
    expect(await status(nextIp(), owner, PASSWORD)).toBe(200);
  });

  it('guesses from many addresses close the account to new addresses, never to the owner’s', async () => {
    const owner = await account();
    const home = nextIp();
    expect(await status(home, owner, PASSWORD)).toBe(200);
    // Two addresses, three guesses each: the account's six.
    for (let i = 0; i < 2; i++) {
      const ip = nextIp();
      for (let j = 0; j < 3; j++) expect(await status(ip, owner, 'contraseña-mala')).toBe(401);
    }
    expect(await status(nextIp(), owner, PASSWORD)).toBe(429);
    expect(await status(home, owner, PASSWORD)).toBe(200);
  });

  it('failures from a shared address (a school) do not lock out whoever signed in from it before', async () => {
    const school = nextIp();
    const regular = await account();
    expect(await status(school, regular, PASSWORD)).toBe(200);
    for (let i = 0; i < 8; i++) expect(await status(school, `nadie_${unique()}`, 'loquesea')).toBe(401);
    const newcomer = await account();
    expect(await status(school, newcomer, PASSWORD)).toBe(429);
    expect(await status(school, regular, PASSWORD)).toBe(200);
  });

  it('never counts a success, nor a refused attempt: 30 concurrent correct logins lock nothing', async () => {
    const owner = await account();
    const ip = nextIp();
    const burst = await Promise.all(Array.from({ length: 30 }, () => login(ip, owner, PASSWORD)));
    expect(burst.every((response) => response.statusCode === 200 || response.statusCode === 429)).toBe(true);
    expect(burst.some((response) => response.statusCode === 200)).toBe(true);
    // Nothing of the burst is left on any counter: two failures and a success from a new address pass.
    for (let i = 0; i < 20; i++) expect(await status(ip, owner, PASSWORD)).toBe(200);
    const fresh = nextIp();
    expect(await status(fresh, owner, 'contraseña-mala')).toBe(401);
    expect(await status(fresh, owner, 'contraseña-mala')).toBe(401);
    expect(await status(fresh, owner, PASSWORD)).toBe(200);
    expect(await status(ip, owner, PASSWORD)).toBe(200);
  });

  it('still throttles guessing: the fourth guess from one address at one account is refused', async () => {
    const owner = await account();
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(ip, owner, 'contraseña-mala')));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([
      401, 401, 401, 429, 429, 429, 429, 429,
    ]);
    expect(await status(ip, owner, 'contraseña-mala')).toBe(429);
  });

  describe('device cookies (decision 156)', () => {
    const withCookie = (ip: string, username: string, password: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        remoteAddress: ip,
        ...(cookie ? { cookies: { [DEVICE_COOKIE]: cookie } } : {}),
      });
    /** Signs in from `ip` and answers the device cookie the browser was given. */
    async function signIn(ip: string, username: string): Promise<string> {
      const response = await withCookie(ip, username, PASSWORD);
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
      if (!cookie) throw new Error('no device cookie');
      return cookie.value;
    }
    const statusWith = async (ip: string, username: string, password: string, cookie?: string) =>
      (await withCookie(ip, username, password, cookie)).statusCode;

    it('a classmate’s guesses lock him out at the school’s address, not the teacher’s own browser', async () => {
      const school = nextIp();
      const teacher = await account();
      const browser = await signIn(school, teacher);
      for (let i = 0; i < 10; i++) await login(school, teacher, 'contraseña-mala');
      expect(await status(school, teacher, PASSWORD)).toBe(429);
      expect(await statusWith(school, teacher, PASSWORD, browser)).toBe(200);
      // The cookie spares the owner even where the account is closed to new addresses.
      for (let i = 0; i < 2; i++) for (let j = 0; j < 3; j++) await login(nextIp(), teacher, 'mala');
      expect(await statusWith(nextIp(), teacher, PASSWORD, browser)).toBe(200);
    });

    it('a forged cookie, or one of another account, spares nothing', async () => {
      const school = nextIp();
      const teacher = await account();
      const other = await account();
      const browser = await signIn(school, teacher);
      const othersBrowser = await signIn(nextIp(), other);
      for (let i = 0; i < 10; i++) await login(school, teacher, 'contraseña-mala');
      const [named, nonce, mac] = browser.split('.');
      const flipped = `${mac?.startsWith('A') ? 'B' : 'A'}${mac?.slice(1)}`;
      const [, otherNonce, otherMac] = othersBrowser.split('.');
      for (const cookie of [
        othersBrowser,
        `${named}.${nonce}.${flipped}`,
        `${named}.${otherNonce}.${otherMac}`,
        `${Buffer.from(teacher.toUpperCase()).toString('base64url')}.${nonce}.${mac}`,
        `${browser}x`,
        'basura',
      ]) {
        expect(await statusWith(school, teacher, PASSWORD, cookie), cookie).toBe(429);
      }
      expect(await statusWith(school, teacher, PASSWORD, browser)).toBe(200);
    });

    it('a cookie’s own failures lock that cookie alone', async () => {
      const teacher = await account();
      const home = nextIp();
      const laptop = await signIn(home, teacher);
      const phone = await signIn(home, teacher);
      for (let i = 0; i < 3; i++) expect(await statusWith(home, teacher, 'mala', laptop)).toBe(401);
      expect(await statusWith(home, teacher, PASSWORD, laptop)).toBe(429);
      expect(await statusWith(home, teacher, PASSWORD, phone)).toBe(200);
      // Its failures were not the address's: a browser without a cookie there still signs in.
      expect(await status(home, teacher, PASSWORD)).toBe(200);
    });

    it('is HttpOnly, SameSite=Strict, sent to the login only, and Secure when PUBLIC_URL is https', async () => {
      const teacher = await account();
      const response = await withCookie(nextIp(), teacher, PASSWORD);
      expect(response.headers['set-cookie']).toMatch(
        new RegExp(
          `^${DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; Path=/api/auth/login; Max-Age=\\d+; HttpOnly; SameSite=Strict$`,
        ),
      );
      const secure = await ctx.app({ rateLimits: LIMITS, publicUrl: 'https://aula.example' });
      const overHttps = await secure.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: teacher, password: PASSWORD },
      });
      expect(overHttps.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
      // A wrong password gives no cookie.
      const wrong = await withCookie(nextIp(), teacher, 'mala');
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });
  });
});
