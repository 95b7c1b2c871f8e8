import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { describeEachDatabase } from './support/harness';
import { unique } from './support/helpers';
import { confirmedSubscription } from './support/public-forms';
import { compareTimings, expectWithinNoise } from './support/timing';

/**
 * Subscribing must not tell whether an address is already subscribed (decision 144): same status, same body,
 * and a time within the noise, as password recovery (decision 130).
 */
describeEachDatabase('newsletter timing', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app({ rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false } });
  });

  it('answers a subscribed and a new address alike, in status, body and median time', async () => {
    const { email } = await confirmedSubscription(ctx.db);
    const subscribe = (address: string) =>
      app.inject({ method: 'POST', url: '/api/public/newsletter', payload: { email: address } });
    const timings = await compareTimings(
      () => subscribe(email),
      () => subscribe(`n.${unique()}@example.com`),
    );
    expect(timings.answers.size).toBe(1);
    expectWithinNoise(timings, 'newsletter, subscribed and new address');
  });
});
