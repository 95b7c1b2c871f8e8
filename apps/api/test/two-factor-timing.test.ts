import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { describeEachDatabase } from './support/harness';
import { login } from './support/helpers';
import { compareTimings, expectWithinNoise } from './support/timing';
import { enrolledAccount, plainAccount } from './support/two-factor';

/**
 * A wrong password must not tell whether the account has two-factor authentication (decision 133): same status,
 * same body, and a time within the noise, measured as password-reset-timing.test.ts does (medians of
 * interleaved runs against half an argon2 hash at production cost).
 */
describeEachDatabase('two-factor login timing', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app({ rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false } });
  });

  it('refuses a wrong password alike with and without two-factor authentication', async () => {
    const withIt = await enrolledAccount(app);
    const without = await plainAccount(app);
    const timings = await compareTimings(
      () => login(app, withIt.username, 'no-es-la-clave-7'),
      () => login(app, without.username, 'no-es-la-clave-7'),
    );
    expect([...timings.answers]).toEqual(['401 {"error":"Credenciales incorrectas"}']);
    expectWithinNoise(timings, 'wrong password, with and without two-factor authentication');
  });
});
