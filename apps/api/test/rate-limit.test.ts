import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { type AppConfig, ConfigError, loadConfig } from '../src/config';
import { userRoles, users } from '../src/db/schema';
import { tooManyAttemptsMessage } from '../src/rate-limit/attempts';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../src/rate-limit/limits';
import { hashPassword } from '../src/security/passwords';
import { describeWithDatabase, type TestContext } from './support/harness';
import { unique, validRegistration, verificationTokenFor } from './support/helpers';

const REDIS_URL = process.env.AULA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'clave-correcta-1';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisAvailable = await redisReachable();

/** Small limits, so a handful of requests reach them. */
function limits(keyPrefix: string, enabled = true): RateLimitConfig {
  const window = { durationSeconds: 15 * 60 };
  return {
    enabled,
    keyPrefix,
    rules: {
      loginPair: { points: 3, ...window },
      loginAccount: { points: 3, ...window },
      loginIp: { points: 5, ...window },
      loginDevice: { points: 3, ...window },
      registerIp: { points: 2, durationSeconds: 3600 },
      verifyIp: { points: 2, ...window },
      recoveryAccount: { points: 2, ...window },
      recoveryIp: { points: 3, ...window },
      resetIp: { points: 2, ...window },
      exportAccount: { points: 2, ...window },
      deleteAccount: { points: 2, ...window },
      secondFactorChallenge: { points: 2, ...window },
      secondFactorAccount: { points: 3, ...window },
      contactIp: { points: 100, ...window },
      applicationIp: { points: 100, ...window },
      newsletterIp: { points: 100, ...window },
      unsubscribeIp: { points: 100, ...window },
      messageAccount: { points: 2, ...window },
      recordingAccount: { points: 2, ...window },
      mailRecipient: { points: 1, ...window },
    },
  };
}

let sequence = 0;
/** Another client address for each test, so their counters do not mix. */
function nextIp(): string {
  sequence += 1;
  return `10.0.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
}

function loginFrom(app: App, ip: string, username: string, password: string, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
    headers,
  });
}

function expectLimited(response: Awaited<ReturnType<App['inject']>>, minutes: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: `Demasiados intentos. Inténtalo de nuevo en ${minutes} minutos.`,
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

/** A verified STUDENT who can log in with PASSWORD, written straight to the database. */
async function makeAccount(app: App): Promise<string> {
  const username = `rl_${unique()}`;
  const [user] = await app.db
    .insert(users)
    .values({
      name: 'Ana',
      surname: 'García',
      username,
      email: `${username}@example.com`,
      passwordHash: await hashPassword(PASSWORD),
      verified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('users insert returned no row');
  await app.db.insert(userRoles).values({ userId: user.id, role: 'STUDENT' });
  return username;
}

function rateLimitSuite(ctx: TestContext, store: 'memory' | 'redis') {
  const keyPrefix = `aula-test-${unique()}:rl`;
  const storeConfig = (overrides: Partial<AppConfig> = {}): Partial<AppConfig> => ({
    rateLimits: limits(keyPrefix),
    ...(store === 'redis' ? { redisUrl: REDIS_URL } : {}),
    ...overrides,
  });
  let app: App;
  beforeAll(async () => {
    app = await ctx.app(storeConfig());
  });

  describe('login', () => {
    it('refuses an account after 3 failures, even with the right password and from another address', async () => {
      const username = await makeAccount(app);
      const ip = nextIp();
      for (let i = 0; i < 3; i++) {
        expect((await loginFrom(app, ip, username, 'contraseña-mala')).statusCode).toBe(401);
      }
      expectLimited(await loginFrom(app, ip, username, PASSWORD), 15);
      expectLimited(await loginFrom(app, nextIp(), username, PASSWORD), 15);
      // Another account from the same address is not held back by this one.
      const other = await makeAccount(app);
      expect((await loginFrom(app, ip, other, PASSWORD)).statusCode).toBe(200);
    });

    it('counts only failures: a success gives its attempt back', async () => {
      const username = await makeAccount(app);
      const ip = nextIp();
      for (let i = 0; i < 8; i++) {
        expect((await loginFrom(app, ip, username, PASSWORD)).statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        expect((await loginFrom(app, ip, username, 'contraseña-mala')).statusCode).toBe(401);
      }
      expectLimited(await loginFrom(app, ip, username, PASSWORD), 15);
    });

    it('refuses an address after 5 failures over any usernames, known or not', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i++) {
        expect((await loginFrom(app, ip, `nadie_${unique()}`, 'loquesea')).statusCode).toBe(401);
      }
      const username = await makeAccount(app);
      expectLimited(await loginFrom(app, ip, username, PASSWORD), 15);
      expect((await loginFrom(app, nextIp(), username, PASSWORD)).statusCode).toBe(200);
    });

    it('counts concurrent guesses: no more than the limit get through', async () => {
      const username = await makeAccount(app);
      const ip = nextIp();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => loginFrom(app, ip, username, 'contraseña-mala')),
      );
      const statuses = answers.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    });
  });

  it('registration: 2 per address and hour', async () => {
    const ip = nextIp();
    const registerFrom = (from: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: validRegistration(),
        remoteAddress: from,
      });
    expect((await registerFrom(ip)).statusCode).toBe(201);
    expect((await registerFrom(ip)).statusCode).toBe(201);
    expectLimited(await registerFrom(ip), 60);
    expect((await registerFrom(nextIp())).statusCode).toBe(201);
  });

  it('verification: 2 failures per address; successes are not counted', async () => {
    const registered = async () => {
      const payload = validRegistration();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload,
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(201);
      return verificationTokenFor(app.db, payload.email);
    };
    const token = await registered();
    const verifyFrom = (from: string, value: string) =>
      app.inject({ method: 'GET', url: `/api/auth/verify?token=${value}`, remoteAddress: from });

    const ip = nextIp();
    for (let i = 0; i < 2; i++) expect((await verifyFrom(ip, `falso-${i}`)).statusCode).toBe(400);
    expectLimited(await verifyFrom(ip, token), 15);

    const other = nextIp();
    expect((await verifyFrom(other, token)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await verifyFrom(other, await registered())).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a configured proxy (TRUST_PROXY)', async () => {
    const username = await makeAccount(app);
    const proxy = nextIp();
    const forwardedFor = (client: string) => ({ 'x-forwarded-for': client });
    // Not trusted: every client behind the header is the peer, so changing the header does not help.
    for (let i = 0; i < 5; i++) {
      const response = await loginFrom(app, proxy, `nadie_${unique()}`, 'x', forwardedFor(nextIp()));
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await loginFrom(app, proxy, username, PASSWORD, forwardedFor(nextIp())), 15);

    const behindProxy = await ctx.app(storeConfig({ trustProxy: 1 }));
    const client = nextIp();
    for (let i = 0; i < 5; i++) {
      const response = await loginFrom(behindProxy, proxy, `nadie_${unique()}`, 'x', forwardedFor(client));
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await loginFrom(behindProxy, proxy, username, PASSWORD, forwardedFor(client)), 15);
    // The client cannot escape by adding addresses of its own in front of what the proxy appends.
    const spoofed = { 'x-forwarded-for': `${nextIp()}, ${client}` };
    expectLimited(await loginFrom(behindProxy, proxy, username, PASSWORD, spoofed), 15);
    // Another client through the same proxy is counted on its own.
    expect((await loginFrom(behindProxy, proxy, username, PASSWORD, forwardedFor(nextIp()))).statusCode).toBe(
      200,
    );
  });

  if (store === 'memory') {
    it('can be turned off (RATE_LIMITS=off; tests and benchmarks that log in thousands of times)', async () => {
      const unlimited = await ctx.app({ rateLimits: limits(keyPrefix, false) });
      const username = await makeAccount(unlimited);
      for (let i = 0; i < 12; i++) {
        expect((await loginFrom(unlimited, '10.9.9.9', username, 'contraseña-mala')).statusCode).toBe(401);
      }
      expect((await loginFrom(unlimited, '10.9.9.9', username, PASSWORD)).statusCode).toBe(200);
    });
  }

  if (store === 'redis') {
    it('shares the counters between instances', async () => {
      const twin = await ctx.app(storeConfig());
      const username = await makeAccount(app);
      const ip = nextIp();
      for (const instance of [app, twin, app]) {
        expect((await loginFrom(instance, ip, username, 'contraseña-mala')).statusCode).toBe(401);
      }
      expectLimited(await loginFrom(twin, ip, username, PASSWORD), 15);
    });

    it('goes on limiting, in memory, when Redis cannot be reached', async () => {
      const cutOff = await ctx.app(storeConfig({ redisUrl: 'redis://127.0.0.1:1' }));
      const username = await makeAccount(cutOff);
      const ip = nextIp();
      for (let i = 0; i < 3; i++) {
        expect((await loginFrom(cutOff, ip, username, 'contraseña-mala')).statusCode).toBe(401);
      }
      expectLimited(await loginFrom(cutOff, ip, username, PASSWORD), 15);
    });

    afterAll(async () => {
      // Leave Redis as it was found.
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });
  }
}

describeWithDatabase('rate limits, counted in memory', (ctx) => rateLimitSuite(ctx, 'memory'));

if (redisAvailable) {
  describeWithDatabase('rate limits, counted in Redis', (ctx) => rateLimitSuite(ctx, 'redis'));
} else if (process.env.CI) {
  describe('rate limits, counted in Redis', () => {
    it('needs Redis', () => {
      throw new Error(`Redis is not reachable at ${REDIS_URL}, and CI is set: it must be.`);
    });
  });
} else {
  console.warn(`\u26a0 Redis is not reachable at ${REDIS_URL}: skipping the Redis rate-limit tests.`);
}

describe('the 429 message', () => {
  it('gives whole minutes, rounded up, singular for one', () => {
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 15 minutos.',
    );
    expect(tooManyAttemptsMessage(59_000)).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
    expect(tooManyAttemptsMessage(0)).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
  });

  it('the defaults a school can live with', () => {
    expect(DEFAULT_RATE_LIMITS.rules).toEqual({
      loginPair: { points: 10, durationSeconds: 900 },
      loginAccount: { points: 50, durationSeconds: 900 },
      loginIp: { points: 100, durationSeconds: 900 },
      loginDevice: { points: 5, durationSeconds: 900 },
      registerIp: { points: 100, durationSeconds: 3600 },
      verifyIp: { points: 30, durationSeconds: 900 },
      recoveryAccount: { points: 5, durationSeconds: 3600 },
      recoveryIp: { points: 20, durationSeconds: 3600 },
      resetIp: { points: 30, durationSeconds: 900 },
      exportAccount: { points: 5, durationSeconds: 3600 },
      deleteAccount: { points: 10, durationSeconds: 900 },
      secondFactorChallenge: { points: 5, durationSeconds: 600 },
      secondFactorAccount: { points: 10, durationSeconds: 900 },
      contactIp: { points: 10, durationSeconds: 3600 },
      applicationIp: { points: 10, durationSeconds: 3600 },
      newsletterIp: { points: 20, durationSeconds: 3600 },
      unsubscribeIp: { points: 30, durationSeconds: 900 },
      mailRecipient: { points: 1, durationSeconds: 900 },
      messageAccount: { points: 30, durationSeconds: 60 },
      recordingAccount: { points: 30, durationSeconds: 600 },
    });
  });
});

describe('configuration from the environment', () => {
  it('reads each rule as attempts per time span, and RATE_LIMITS=off', () => {
    const config = loadConfig({ RATE_LIMIT_LOGIN_ACCOUNT: '5/10m', RATE_LIMIT_VERIFY_IP: '7 / 2h' });
    expect(config.rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      rules: {
        ...DEFAULT_RATE_LIMITS.rules,
        loginAccount: { points: 5, durationSeconds: 600 },
        verifyIp: { points: 7, durationSeconds: 7200 },
      },
    });
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits?.enabled).toBe(false);
    for (const bad of ['10', '0/15m', '10/15x', 'diez/15m']) {
      expect(() => loadConfig({ RATE_LIMIT_LOGIN_IP: bad })).toThrow(
        new ConfigError(`RATE_LIMIT_LOGIN_IP must be attempts per time span, such as 10/15m: '${bad}'`),
      );
    }
  });

  it('reads TRUST_PROXY as a hop count or addresses, never `true`', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });

  it('takes REDIS_URL only as a redis:// or rediss:// address', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(
      new ConfigError('REDIS_URL must start with redis:// or rediss://'),
    );
  });
});
