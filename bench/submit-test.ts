/**
 * A whole class submits tests: POST /api/student/activity/{id}/submit-test (run by bench/run.ts).
 *   BURST: every student of the class submits the same test at the same moment (one connection each); the
 *          time until the last answer, all graded and stored. Target ≤ 1 s for 200 students.
 *   SUSTAINED: autocannon submits every remaining (student, test) pair exactly once; throughput and p99.
 *          Target ≥ 1,000 submissions/s with p99 < 250 ms.
 * The warm-up (every student once on its own test, 20 at a time) is not measured. Whether every accepted
 * submission was stored exactly once with its answers is checked by the caller once the server has stopped
 * (bench/lib/school.ts storedSubmissions).
 */
import { load } from './lib/load';
import type { Seeded } from './lib/school';
import { addRow } from './lib/table';

export const SUBMIT_TARGETS = { burstMs: 1_000, throughput: 1_000, p99Ms: 250 };

function submit(base: string, testId: number, token: string, body: string) {
  return fetch(`${base}/api/student/activity/${testId}/submit-test`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
}

export async function measureSubmitTest(options: {
  section: string;
  base: string;
  seeded: Seeded;
  tokens: string[];
  connections: number;
  baselineRps: number;
}): Promise<{ burstAccepted: number; sustainedAccepted: number }> {
  const { section, base, seeded, tokens } = options;
  const body = (testId: number) => seeded.bodies.get(testId) as string;

  for (let i = 0; i < tokens.length; i += 20) {
    const answers = await Promise.all(
      tokens.slice(i, i + 20).map((token) => submit(base, seeded.warmUpTest, token, body(seeded.warmUpTest))),
    );
    const failed = answers.find((a) => a.status !== 201);
    if (failed) throw new Error(`submit-test warm-up got ${failed.status}: ${await failed.text()}`);
  }

  const started = performance.now();
  const burst = await Promise.all(
    tokens.map(async (token) => {
      const response = await submit(base, seeded.burstTest, token, body(seeded.burstTest));
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const burstMs = performance.now() - started;
  const burstAccepted = burst.filter((status) => status === 201).length;
  addRow({
    section,
    figure: `submit-test burst: ${tokens.length} students at once`,
    value: `${burstMs.toFixed(0)} ms (${burstAccepted}/${tokens.length} accepted)`,
    target: `≤ ${SUBMIT_TARGETS.burstMs} ms`,
    met: burstMs <= SUBMIT_TARGETS.burstMs && burstAccepted === tokens.length,
  });

  let next = 0;
  const pairs = tokens.length * seeded.sustainedTests.length;
  const sustained = await load({
    url: base,
    connections: options.connections,
    amount: pairs,
    timeLimitMs: 180_000,
    method: 'POST',
    setupRequest: (request) => {
      const index = next++;
      const token = tokens[index % tokens.length];
      const testId = seeded.sustainedTests[Math.floor(index / tokens.length)];
      if (!token || testId === undefined) return request;
      return {
        ...request,
        method: 'POST',
        path: `/api/student/activity/${testId}/submit-test`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body(testId),
      };
    },
  });
  addRow({
    section,
    figure: `submit-test sustained: ${pairs} submissions, ${options.connections} connections`,
    value: `${sustained.rps.toFixed(0)}/s, p50 ${sustained.p50} ms, p99 ${sustained.p99} ms, ${sustained.failed} failed`,
    target: `≥ ${SUBMIT_TARGETS.throughput}/s, p99 < ${SUBMIT_TARGETS.p99Ms} ms`,
    ratio: `${(sustained.rps / options.baselineRps).toFixed(3)}×`,
    met:
      sustained.rps >= SUBMIT_TARGETS.throughput &&
      sustained.p99 < SUBMIT_TARGETS.p99Ms &&
      sustained.failed === 0,
  });
  return { burstAccepted, sustainedAccepted: sustained.ok };
}
