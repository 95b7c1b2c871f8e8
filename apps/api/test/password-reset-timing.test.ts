import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { describeEachDatabase } from './support/harness';
import { sessionFor, unique } from './support/helpers';
import { forgotPassword } from './support/password-reset';
import { compareTimings, expectWithinNoise } from './support/timing';

/**
 * Asking for a recovery link must not tell whether the account exists (decision 130): same status, same body,
 * and a time within the noise. The medians of many interleaved runs are compared with a bound that is half
 * of one argon2 hash at production cost (the suites hash cheaply), measured here: a path that hashes and
 * one that does not would be caught.
 */
describeEachDatabase('password recovery timing', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app({ rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false } });
  });

  it('answers an existing and an unknown account alike, in status, body and median time', async () => {
    const user = await sessionFor(app);
    const timings = await compareTimings(
      () => forgotPassword(app, user.username),
      () => forgotPassword(app, `nadie_${unique()}`),
    );
    expect(timings.answers.size).toBe(1);
    expectWithinNoise(timings, 'forgot-password, existing and unknown account');
  });
});
