import { hash } from '@node-rs/argon2';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { ARGON2_OPTIONS } from '../src/security/passwords';
import { changeEmail } from './support/account';
import { describeEachDatabase } from './support/harness';
import { sessionFor, unique } from './support/helpers';

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
    const taken: number[] = [];
    const free: number[] = [];
    const argon2: number[] = [];
    const bodies = new Set<string>();
    const ask = (email: string) => changeEmail(app, user.token, { currentPassword: user.password, email });
    for (let run = -3; run < RUNS; run++) {
      // Alternating which goes first spreads any lag a request leaves behind over both kinds.
      const order = run % 2 === 0 ? [owner.email, 'free'] : ['free', owner.email];
      for (const email of order) {
        const { ms, value } = await timed(() =>
          ask(email === 'free' ? `libre.${unique()}@example.com` : email),
        );
        bodies.add(`${value.statusCode} ${value.body}`);
        if (run >= 0) (email === 'free' ? free : taken).push(ms);
      }
      if (run >= 0 && run < 10) argon2.push((await timed(() => hash('una-clave', ARGON2_OPTIONS))).ms);
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toMatch(/^200 /);
    const bound = median(argon2) / 2;
    const difference = Math.abs(median(taken) - median(free));
    console.info(
      `change-email medians: taken ${median(taken).toFixed(2)} ms, free ${median(free).toFixed(2)} ms, bound ${bound.toFixed(2)} ms (half an argon2 hash at production cost)`,
    );
    expect(difference).toBeLessThan(bound);
    // An argon2-sized difference, added to one side, would be caught by the same comparison.
    expect(Math.abs(median(taken.map((ms) => ms + 2 * bound)) - median(free))).toBeGreaterThan(bound);
  });
});
