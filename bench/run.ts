/**
 * `pnpm bench`: every benchmark of Aula in one run, printed as one table (figure, value, target, ratio to
 * the HTTP baseline measured in the same run). Not part of `npm test`.
 *
 *   pnpm bench [--quick] [--only baseline,postgres,pglite,front,public,school-day,exam-day,metrics,live] [--students N] [--reads] [--profile] [--processes 1|auto] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *
 * - HTTP baseline: a bare Fastify route answering a small JSON (bench/baseline-server.mjs), loaded by
 *   autocannon with the same connections as the API reads;
 * - API on PostgreSQL (a database aula_bench_<random>, dropped afterwards) and on PGlite (a temporary
 *   DATA_DIR): course page reads, the administrator's lists, submit-test burst and sustained, login, the
 *   server's resident memory (bench/api.ts);
 * - a school day on both databases: 5,000 students, 300 active at once, and their teachers (bench/school-day.ts);
 * - exam day on both databases: 1,000 students (--students) opening, saving and handing in one test together,
 *   and the capacity of this machine for it (bench/exam-day.ts);
 * - the cost of /metrics: the school day on PostgreSQL against a server with METRICS_TOKEN unset and one with it
 *   set, in interleaved rounds, and scrapes during the load showing the request histogram and the outbox moving
 *   (bench/metrics-cost.ts);
 * - live streams: one server process holding 2,000 open notification streams, its resident memory and one
 *   event reaching them all (bench/live-connections.ts);
 * - front end: JavaScript per route (gzip) and Lighthouse on /login and on the student panel with a session
 *   (bench/front-end.ts), plus the component sizes of bench/component-size.ts when it exists;
 * - public site: the home page's JavaScript and Lighthouse scores, and every public page's mobile performance
 *   and accessibility (bench/public-site.ts, on the demo school).
 * It builds first when apps/api/dist or apps/school/dist is missing. --quick: a smaller school and shorter
 * loads (minutes instead of about ten). --reads: of the API, only the course page reads and the memory after
 * them. --profile: CPU profiles of the servers (*.cpuprofile in the current directory, one per server
 * process). --processes: WEB_CONCURRENCY of the server on PostgreSQL (default auto: one per core). Exit status
 * 1 when a target is missed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureApi } from './api';
import { measureExamDay } from './exam-day';
import { measureFrontEnd } from './front-end';
import { load } from './lib/load';
import { ensureBuild, repo, startNode } from './lib/processes';
import { addRow, machineLoad, printTable } from './lib/table';
import { measureLiveConnections } from './live-connections';
import { measureMetricsCost } from './metrics-cost';
import { measurePublicSite } from './public-site';
import { measureSchoolDay } from './school-day';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const quick = process.argv.includes('--quick');
const readsOnly = process.argv.includes('--reads');
const postgresProcesses = option('processes') ?? 'auto';
// Node writes the server's CPU profile when it exits (the bench stops it with SIGTERM).
const serverNodeArgs = process.argv.includes('--profile')
  ? ['--cpu-prof', `--cpu-prof-dir=${process.cwd()}`]
  : undefined;
const only = option('only')?.split(',');
const wanted = (part: string) => !only || only.includes(part);
const postgresUrl = option('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = quick ? 3 : 10;
const size = quick
  ? { users: 10_000, classSize: 200, tests: 20 }
  : { users: 100_000, classSize: 200, tests: 150 };

async function measureBaseline(): Promise<number> {
  const baseline = await startNode(path.join(repo, 'bench/baseline-server.mjs'), {}, '/hello');
  try {
    await load({ url: `${baseline.url}/hello`, connections: 50, duration: 2 });
    const result = await load({ url: `${baseline.url}/hello`, connections: 50, duration });
    addRow({
      section: 'baseline',
      figure: 'bare Fastify GET, small JSON (50 conn.)',
      value: `${result.rps.toFixed(0)}/s, p99 ${result.p99} ms`,
      target: '',
      ratio: '1×',
    });
    return result.rps;
  } finally {
    await baseline.stop();
  }
}

/** bench/component-size.ts (measureComponentSizes): each figure with a target becomes a row, the rest is listed. */
async function componentSizes(): Promise<void> {
  const file = path.join(repo, 'bench/component-size.ts');
  if (!existsSync(file)) return;
  const section = 'components';
  try {
    const module = (await import(pathToFileURL(file).href)) as {
      measureComponentSizes(): Promise<{ name: string; gzipBytes: number; targetBytes?: number }[]>;
    };
    const sizes = await module.measureComponentSizes();
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB gzip`;
    console.log(`\n${section}: ${sizes.map((size) => `${size.name} ${kb(size.gzipBytes)}`).join(', ')}`);
    for (const size of sizes.filter((each) => each.targetBytes !== undefined)) {
      const target = size.targetBytes as number;
      addRow({
        section,
        figure: size.name,
        value: kb(size.gzipBytes),
        target: `< ${kb(target)}`,
        met: size.gzipBytes < target,
      });
    }
  } catch (error) {
    addRow({
      section,
      figure: 'bench/component-size.ts',
      value: `not measured: ${(error as Error).message.split('\n').slice(0, 2).join(' ')}`,
      target: 'measured',
      met: false,
    });
  }
}

async function main() {
  console.log(
    `Aula bench${quick ? ' (--quick)' : ''}; load average ${machineLoad()} (1/5/15 min); ${new Date().toISOString()}`,
  );
  ensureBuild();
  const baselineRps =
    wanted('baseline') || wanted('postgres') || wanted('pglite') ? await measureBaseline() : 1;
  const common = {
    postgresUrl,
    size,
    duration,
    listRuns: quick ? 50 : 200,
    submitConnections: 200,
    baselineRps,
    readsOnly,
    serverNodeArgs,
    postgresProcesses,
  };
  if (wanted('postgres') || wanted('front')) {
    await measureApi({
      ...common,
      kind: 'postgres',
      skipLoads: !wanted('postgres'),
      whileRunning: wanted('front') ? (server, context) => measureFrontEnd(server, context) : undefined,
    });
  }
  if (wanted('pglite')) await measureApi({ ...common, kind: 'pglite' });
  if (wanted('school-day')) {
    for (const kind of ['postgres', 'pglite'] as const)
      await measureSchoolDay({ kind, postgresUrl, seconds: quick ? 15 : 60, serverNodeArgs });
  }
  if (wanted('exam-day')) {
    const students = Number(option('students') ?? (quick ? 300 : 1_000));
    for (const kind of ['postgres', 'pglite'] as const)
      await measureExamDay({ kind, postgresUrl, students, quick, serverNodeArgs });
  }
  if (wanted('metrics'))
    await measureMetricsCost({
      postgresUrl,
      seconds: quick ? 5 : 15,
      repeats: quick ? 4 : 8,
      serverNodeArgs,
    });
  if (wanted('live')) await measureLiveConnections({ postgresUrl, streams: 2_000 });
  if (wanted('front')) await componentSizes();
  if (wanted('public')) await measurePublicSite({ runs: 1, quick });
  process.exitCode = printTable() > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
