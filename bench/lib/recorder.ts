/** Timings of a scenario's requests by kind (bench/school-day.ts, bench/exam-day.ts). */

const TIMEOUT_MS = 10_000;

/** A small deterministic generator, so two runs make the same choices. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Timing {
  ms: number[];
  failed: number;
  /** The first failures, for the log. */
  examples: string[];
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);

export class Recorder {
  readonly kinds = new Map<string, Timing>();

  /**
   * The answer's body for a 2xx, null for anything else (another status, a network error, no answer in 10 s),
   * which counts as failed.
   */
  async fetch(kind: string, url: string, init: RequestInit = {}): Promise<Buffer | null> {
    const timing = this.kinds.get(kind) ?? { ms: [], failed: 0, examples: [] };
    this.kinds.set(kind, timing);
    const started = performance.now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = Buffer.from(await response.arrayBuffer());
      timing.ms.push(performance.now() - started);
      if (response.ok) return body;
      timing.failed += 1;
      if (timing.examples.length < 3)
        timing.examples.push(`${response.status} ${body.toString().slice(0, 120)}`);
    } catch (error) {
      timing.ms.push(performance.now() - started);
      timing.failed += 1;
      if (timing.examples.length < 3) timing.examples.push((error as Error).message);
    }
    return null;
  }

  /** True for a 2xx answer. */
  async call(kind: string, url: string, init: RequestInit = {}): Promise<boolean> {
    return (await this.fetch(kind, url, init)) !== null;
  }

  /** p50/p95/p99 and failures of the kinds whose name starts with `prefix` (a phase), all together. */
  summary(prefix = '') {
    const timings = [...this.kinds].filter(([kind]) => kind.startsWith(prefix)).map(([, timing]) => timing);
    const sorted = timings.flatMap((timing) => timing.ms).sort((a, b) => a - b);
    return {
      requests: sorted.length,
      failed: timings.reduce((sum, timing) => sum + timing.failed, 0),
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
    };
  }
}
