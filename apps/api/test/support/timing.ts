import { hash } from '@node-rs/argon2';
import { expect } from 'vitest';
import { ARGON2_OPTIONS } from '../../src/security/passwords';

const RUNS = 40;
const WARM_UPS = 3;

export function median(values: number[]): number {
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

interface Answer {
  statusCode: number;
  body: string;
}

export interface TimingComparison {
  /** Every distinct `status body` the two kinds answered. */
  answers: Set<string>;
  first: number[];
  second: number[];
  /** Half of one argon2 hash at production cost (the suites hash cheaply), measured on this machine. */
  bound: number;
}

/**
 * Runs two kinds of request interleaved, many times after a few warm-ups, alternating which goes first so any
 * lag a request leaves behind falls on both; and measures an argon2 hash at production cost, whose half is
 * the bound the medians must stay within: a path that hashes and one that does not would be caught.
 */
export async function compareTimings(
  first: () => Promise<Answer>,
  second: () => Promise<Answer>,
): Promise<TimingComparison> {
  const result: TimingComparison = { answers: new Set(), first: [], second: [], bound: 0 };
  const argon2: number[] = [];
  for (let run = -WARM_UPS; run < RUNS; run++) {
    const kinds = [[first, 'first'] as const, [second, 'second'] as const];
    for (const [work, kind] of run % 2 === 0 ? kinds : kinds.reverse()) {
      const { ms, value } = await timed(work);
      result.answers.add(`${value.statusCode} ${value.body}`);
      if (run >= 0) result[kind].push(ms);
    }
    if (run >= 0 && run < 10) argon2.push((await timed(() => hash('una-clave', ARGON2_OPTIONS))).ms);
  }
  result.bound = median(argon2) / 2;
  return result;
}

/** The two medians are within the bound, and an argon2-sized difference would not have been. */
export function expectWithinNoise({ first, second, bound }: TimingComparison, label: string): void {
  console.info(
    `${label} medians: ${median(first).toFixed(2)} ms and ${median(second).toFixed(2)} ms, bound ${bound.toFixed(2)} ms (half an argon2 hash at production cost)`,
  );
  expect(Math.abs(median(first) - median(second))).toBeLessThan(bound);
  expect(Math.abs(median(first.map((ms) => ms + 2 * bound)) - median(second))).toBeGreaterThan(bound);
}
