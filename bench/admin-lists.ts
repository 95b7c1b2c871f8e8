/**
 * The administrator's lists on the big school (run by bench/run.ts): p50/p95 of sequential calls after a
 * warm-up, for GET /admin/statistics, the paged user search and the course lists. The statistics are
 * measured twice: after a write before each call (a student enrols, so the server must recompute them:
 * their real cost) and unchanged (served from the last computation, decision 011). Target: p95 < 50 ms.
 */
import { addRow } from './lib/table';

const TARGET_P95_MS = 50;
const WARM_UP = 20;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export async function measureAdminLists(options: {
  section: string;
  base: string;
  adminToken: string;
  runs: number;
  /** A write through the API (an enrolment), made before each call of the first statistics row. */
  write: () => Promise<void>;
}): Promise<void> {
  const { section, base, adminToken, runs } = options;
  const calls: [string, boolean][] = [
    ['/api/admin/statistics', true],
    ['/api/admin/statistics', false],
    ['/api/admin/users?q=mart&page=1', false],
    ['/api/admin/users?q=user4242&page=1', false],
    ['/api/admin/users?role=STUDENT&page=250', false],
    ['/api/admin/all-courses', false],
    ['/api/admin/all-courses?page=1&size=20', false],
    ['/api/admin/all-courses?q=alemán&status=active&page=3', false],
    ['/api/admin/pending-courses?page=1', false],
  ];
  for (const [path, afterWrite] of calls) {
    const call = async () => {
      if (afterWrite) await options.write();
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
      const body = await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${path}: ${response.status} ${Buffer.from(body).toString()}`);
      return elapsed;
    };
    for (let i = 0; i < WARM_UP; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await call());
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    addRow({
      section,
      figure: `GET ${path.replace('/api/admin', '/admin')}${afterWrite ? ' (after a write)' : ''}`,
      value: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      target: `p95 < ${TARGET_P95_MS} ms`,
      met: p95 < TARGET_P95_MS,
    });
  }
}

/** Calls needed by measureAdminLists with `runs` runs: the number of writes it makes. */
export function adminListWrites(runs: number): number {
  return WARM_UP + runs;
}
