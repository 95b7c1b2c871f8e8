import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { changeEmail } from './support/account';
import { describeEachDatabase } from './support/harness';
import { sessionFor, unique } from './support/helpers';
import { compareTimings, expectWithinNoise } from './support/timing';

/**
 * Asking to move one's e-mail to an address must not tell whether another account has it (decision 132):
 * same status, same body, and a time within the noise, compared as password-reset-timing.test.ts does: the
 * medians of interleaved runs against half an argon2 hash at production cost.
 */
describeEachDatabase('e-mail change timing', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app({ rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false } });
  });

  it('answers a taken and a free address alike, in status, body and median time', async () => {
    const user = await sessionFor(app);
    const owner = await sessionFor(app);
    const ask = (email: string) => changeEmail(app, user.token, { currentPassword: user.password, email });
    const timings = await compareTimings(
      () => ask(owner.email),
      () => ask(`libre.${unique()}@example.com`),
    );
    expect(timings.answers.size).toBe(1);
    expect([...timings.answers][0]).toMatch(/^200 /);
    expectWithinNoise(timings, 'change-email, taken and free address');
  });
});
