import { hash } from '@node-rs/argon2';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { ARGON2_OPTIONS } from '../src/security/passwords';
import { describeEachDatabase } from './support/harness';
import { sessionFor, unique } from './support/helpers';
import { forgotPassword } from './support/password-reset';

const RUNS = 40;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = process.hrtime.bigint();
  const value = await work();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

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
    const existing: number[] = [];
    const missing: number[] = [];
    const argon2: number[] = [];
    const bodies = new Set<string>();
    for (let run = -3; run < RUNS; run++) {
      // Alternating which goes first spreads any lag a request leaves behind over both kinds.
      const order =
        run % 2 === 0 ? [user.username, `nadie_${unique()}`] : [`nadie_${unique()}`, user.username];
      for (const login of order) {
        const { ms, value } = await timed(() => forgotPassword(app, login));
        bodies.add(`${value.statusCode} ${value.body}`);
        if (run >= 0) (login === user.username ? existing : missing).push(ms);
      }
      if (run >= 0 && run < 10) argon2.push((await timed(() => hash('una-clave', ARGON2_OPTIONS))).ms);
    }
    expect(bodies.size).toBe(1);
    const bound = median(argon2) / 2;
    const difference = Math.abs(median(existing) - median(missing));
    console.info(
      `forgot-password medians: existing ${median(existing).toFixed(2)} ms, unknown ${median(missing).toFixed(2)} ms, bound ${bound.toFixed(2)} ms (half an argon2 hash at production cost)`,
    );
    expect(difference).toBeLessThan(bound);
    // An argon2-sized difference, added to one side, would be caught by the same comparison.
    expect(Math.abs(median(existing.map((ms) => ms + 2 * bound)) - median(missing))).toBeGreaterThan(bound);
  });
});
