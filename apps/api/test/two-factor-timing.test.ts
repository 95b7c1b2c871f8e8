import { hash } from '@node-rs/argon2';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { ARGON2_OPTIONS } from '../src/security/passwords';
import { describeEachDatabase } from './support/harness';
import { login } from './support/helpers';
import { enrolledAccount, plainAccount } from './support/two-factor';

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
    const times: Record<string, number[]> = { [withIt.username]: [], [without.username]: [] };
    const argon2: number[] = [];
    const bodies = new Set<string>();
    for (let run = -3; run < RUNS; run++) {
      const order = run % 2 === 0 ? [withIt.username, without.username] : [without.username, withIt.username];
      for (const username of order) {
        const { ms, value } = await timed(() => login(app, username, 'no-es-la-clave-7'));
        bodies.add(`${value.statusCode} ${value.body}`);
        if (run >= 0) times[username]?.push(ms);
      }
      if (run >= 0 && run < 10) argon2.push((await timed(() => hash('una-clave', ARGON2_OPTIONS))).ms);
    }
    expect([...bodies]).toEqual(['401 {"error":"Credenciales incorrectas"}']);
    const bound = median(argon2) / 2;
    const a = median(times[withIt.username] ?? []);
    const b = median(times[without.username] ?? []);
    console.info(
      `wrong-password medians: with 2FA ${a.toFixed(2)} ms, without ${b.toFixed(2)} ms, bound ${bound.toFixed(2)} ms`,
    );
    expect(Math.abs(a - b)).toBeLessThan(bound);
  });
});
