import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
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
});
