/**
 * Every API figure on one database kind (run by bench/run.ts): the built server runs as a child process
 * (`node apps/api/dist/server.js`) so the load generator is not in its process, on a PostgreSQL database
 * the bench creates and drops, or on PGlite in a temporary DATA_DIR (the default deployment).
 *   1. the server starts once on the empty database (it migrates it and creates the administrator) and stops;
 *   2. the bench seeds the school (bench/lib/school.ts) and starts the server again;
 *   3. course page reads (and the CPU time each cost the server and PostgreSQL), the administrator's lists,
 *      submit-test burst and sustained, login; then the server's resident memory;
 *   4. the server stops and the bench checks every accepted submission was stored once with its answers.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARGON2_OPTIONS } from '../apps/api/src/security/passwords';
import { adminListWrites, measureAdminLists } from './admin-lists';
import { capturedStatements } from './lib/course-page-sql';
import { load } from './lib/load';
import { type Child, cpuMsOf, repo, serverScript, startNode } from './lib/processes';
import {
  QUESTIONS,
  type SchoolSize,
  type Seeded,
  seedSchool,
  storedSubmissions,
  withDatabase,
} from './lib/school';
import { ADMIN, prepareServerData, withAdminClient } from './lib/server-data';
import { addRow } from './lib/table';
import { measureSubmitTest } from './submit-test';

const READ_TARGET = { ratio: 0.2, p99Ms: 25, connections: 50 };
const MEMORY_TARGET_MB = 250;
/** The course page reads against the same SQL run bare (bench/database-baseline-server.mjs). */
const DATABASE_TARGET_RATIO = 0.6;

/**
 * The database baseline: each page's captured SQL as prepared statements behind a bare route, loaded like the
 * reads (50 connections); one row per page, and the rates for the reads' ratios.
 */
async function measureDatabaseBaseline(
  section: string,
  env: Record<string, string>,
  paths: string[],
  token: string,
  duration: number,
): Promise<number[]> {
  const statements = await capturedStatements(env, paths, token);
  const dir = await mkdtemp(path.join(tmpdir(), 'aula-db-baseline-'));
  const file = path.join(dir, 'statements.json');
  await writeFile(file, JSON.stringify(statements));
  const baseline = await startNode(
    path.join(repo, 'bench/database-baseline-server.mjs'),
    { STATEMENTS_FILE: file, DATABASE_URL: env.DATABASE_URL ?? '' },
    '/health',
  );
  try {
    const rates: number[] = [];
    for (const [index, url] of paths.entries()) {
      const target = `${baseline.url}/page/${index}`;
      await load({ url: target, connections: READ_TARGET.connections, duration: 2 });
      const result = await load({ url: target, connections: READ_TARGET.connections, duration });
      rates.push(result.rps);
      addRow({
        section,
        figure: `database baseline: the SQL of GET ${url.replace(/\/\d+/, '/{id}').replace('/api', '')} (${statements[index]?.length} prepared statements, ${READ_TARGET.connections} conn.)`,
        value: `${result.rps.toFixed(0)}/s, p99 ${result.p99} ms${result.failed ? `, ${result.failed} failed` : ''}`,
        target: '',
      });
    }
    return rates;
  } finally {
    await baseline.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export interface ApiRunOptions {
  kind: 'postgres' | 'pglite';
  postgresUrl: string;
  size: SchoolSize;
  /** Seconds of each read and login load. */
  duration: number;
  listRuns: number;
  submitConnections: number;
  baselineRps: number;
  /** Node flags of the server process (--profile: a CPU profile of it in the current directory). */
  serverNodeArgs?: string[];
  /** Only the course page reads and the resident memory after them (--reads). */
  readsOnly?: boolean;
  /** WEB_CONCURRENCY of the server on PostgreSQL (--processes); PGlite is always one process. */
  postgresProcesses: string;
  /** Only seed and start the server for `whileRunning` (the front-end figures alone). */
  skipLoads?: boolean;
  /** Called with the running, seeded server before it stops (the front-end figures use it). */
  whileRunning?: (
    server: Child,
    context: { seeded: Seeded; sign: (id: number) => Promise<string> },
  ) => Promise<void>;
}

/** Waits (60 s at most) until the health check answers within 100 ms: no backlog of abandoned requests. */
async function untilIdle(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    if (performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * CPU time spent per request, which a busy machine distorts far less than requests per second: the server's
 * processes, and PostgreSQL's backends of the bench database when it runs on this machine.
 */
async function cpuMeter(server: Child, postgres?: { adminUrl: string; database: string }) {
  const local = postgres && ['127.0.0.1', 'localhost'].includes(new URL(postgres.adminUrl).hostname);
  const backends = async () => {
    if (!postgres || !local) return new Map<number, number>();
    const { rows } = await withAdminClient(postgres.adminUrl, (client) =>
      client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
        postgres.database,
      ]),
    );
    return new Map(rows.map((row) => [row.pid, cpuMsOf(row.pid)]));
  };
  const serverBefore = server.cpuMs();
  const databaseBefore = await backends();
  return async (requests: number) => {
    const serverMs = (server.cpuMs() - serverBefore) / requests;
    let databaseMs = 0;
    for (const [pid, ms] of await backends()) databaseMs += ms - (databaseBefore.get(pid) ?? 0);
    const database = local ? `, ${(databaseMs / requests).toFixed(2)} ms PostgreSQL` : '';
    return `${serverMs.toFixed(2)} ms server${database}`;
  };
}

function addMemoryRow(section: string, server: Child): void {
  const resident = server.residentMb();
  addRow({
    section,
    figure: 'server resident memory (VmRSS, all its processes) after the loads',
    value: `${resident.toFixed(0)} MB`,
    target: `< ${MEMORY_TARGET_MB} MB`,
    met: resident < MEMORY_TARGET_MB,
  });
}

export async function measureApi(options: ApiRunOptions): Promise<void> {
  const section = options.kind === 'postgres' ? 'API PostgreSQL' : 'API PGlite';
  const data = await prepareServerData({
    kind: options.kind,
    postgresUrl: options.postgresUrl,
    prefix: 'bench',
  });
  const { databaseUrl, dataDir, sign } = data;
  const env = {
    ...data.env,
    // PostgreSQL as deployed for real, one server process per core unless told otherwise (decision 126).
    WEB_CONCURRENCY: options.kind === 'postgres' ? options.postgresProcesses : '',
  };
  let server: Child | undefined;
  try {
    console.log(`\n${section}: migrating, then seeding ${options.size.users.toLocaleString('en')} users…`);
    await (await startNode(serverScript, env, '/api/health')).stop();
    const seedStarted = performance.now();
    const seeded = await withDatabase({ databaseUrl, dataDir }, (database) =>
      seedSchool(database, options.size),
    );
    console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    server = await startNode(serverScript, env, '/api/health', options.serverNodeArgs);
    const base = server.url;
    const tokens = await Promise.all(seeded.classStudents.map(sign));
    if (options.skipLoads) {
      await options.whileRunning?.(server, { seeded, sign });
      return;
    }

    // 1. The course page of a student: three reads, each student of the class in turn. On PostgreSQL, first
    // the same pages' own SQL run bare (the database baseline), the ceiling the reads are held against.
    const pages = ['', '/activity', '/material'];
    const databaseRps =
      data.databaseUrl === undefined
        ? undefined
        : await measureDatabaseBaseline(
            section,
            env,
            pages.map((page) => `/api/student/course/${seeded.readingCourse}${page}`),
            tokens[0] as string,
            options.duration,
          );
    for (const [index, page] of pages.entries()) {
      let next = 0;
      const route = `/api/student/course/${seeded.readingCourse}${page}`;
      const reads = (duration: number) =>
        load({
          url: `${base}${route}`,
          connections: READ_TARGET.connections,
          duration,
          setupRequest: (request) => ({
            ...request,
            headers: { authorization: `Bearer ${tokens[next++ % tokens.length]}` },
          }),
        });
      // Not measured: the server's JIT and connection pool warm up, as the baseline's do.
      await reads(2);
      const cpu = await cpuMeter(
        server,
        data.databaseName ? { adminUrl: options.postgresUrl, database: data.databaseName } : undefined,
      );
      const result = await reads(options.duration);
      const cpuPerRequest = await cpu(result.ok + result.failed);
      const ratio = result.rps / options.baselineRps;
      addRow({
        section,
        figure: `GET /student/course/{id}${page} (${READ_TARGET.connections} conn.)`,
        value: `${result.rps.toFixed(0)}/s, p99 ${result.p99} ms${result.failed ? `, ${result.failed} failed` : ''}`,
        target: `≥ ${READ_TARGET.ratio}× baseline, p99 < ${READ_TARGET.p99Ms} ms`,
        ratio: `${ratio.toFixed(3)}×`,
        met: ratio >= READ_TARGET.ratio && result.p99 < READ_TARGET.p99Ms && result.failed === 0,
      });
      const ceiling = databaseRps?.[index];
      if (ceiling !== undefined)
        addRow({
          section,
          figure: `  GET /student/course/{id}${page} against its database baseline`,
          value: `${(result.rps / ceiling).toFixed(2)}× (${result.rps.toFixed(0)}/s of ${ceiling.toFixed(0)}/s)`,
          target: `≥ ${DATABASE_TARGET_RATIO}×`,
          met: result.rps / ceiling >= DATABASE_TARGET_RATIO,
        });
      addRow({
        section,
        figure: `  CPU per request of ${page || 'the course'}`,
        value: cpuPerRequest,
        target: '',
      });
    }

    if (options.readsOnly) {
      addMemoryRow(section, server);
      return;
    }

    // 2. The administrator's lists on the big school; each statistics write is a new enrolment.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
    const { token: adminToken } = (await login.json()) as { token: string };
    const writers = await Promise.all(
      seeded.spareStudents.slice(0, adminListWrites(options.listRuns)).map(sign),
    );
    let written = 0;
    await measureAdminLists({
      section,
      base,
      adminToken,
      runs: options.listRuns,
      async write() {
        const token = writers[written++];
        const response = await fetch(`${base}/api/student/enroll/${seeded.openCourse}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        // 400: already enrolled in that course by the seed; still no write, so refuse the figure.
        if (response.status !== 201)
          throw new Error(`the enrolment before a statistics call got ${response.status}`);
      },
    });

    // 3. A class submits tests.
    const submitted = await measureSubmitTest({
      section,
      base,
      seeded,
      tokens,
      connections: options.submitConnections,
      baselineRps: options.baselineRps,
    });

    // 4. Login, bound by argon2id on purpose; first the server works off what the load generator gave up on.
    await untilIdle(base);
    const logins = await load({
      url: `${base}/api/auth/login`,
      connections: 4,
      duration: Math.min(options.duration, 5),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
    addRow({
      section,
      figure: `POST /auth/login (4 conn.; argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism})`,
      value: `${logins.rps.toFixed(1)}/s, p99 ${logins.p99} ms${logins.failed ? `, ${logins.failed} refused` : ''}`,
      target: 'bound by argon2 on purpose',
      ratio: `${(logins.rps / options.baselineRps).toFixed(4)}×`,
    });

    addMemoryRow(section, server);

    await options.whileRunning?.(server, { seeded, sign });
    await server.stop();
    server = undefined;

    const tests = [seeded.burstTest, ...seeded.sustainedTests];
    const stored = await withDatabase({ databaseUrl, dataDir }, (database) =>
      storedSubmissions(database, tests),
    );
    const accepted = submitted.burstAccepted + submitted.sustainedAccepted;
    // A request the load generator gave up on (timeout) may still have been stored: at least every accepted
    // one, each once, each whole.
    const exact =
      stored.results >= accepted &&
      stored.answers === stored.results * QUESTIONS &&
      stored.duplicates === 0 &&
      stored.wrongScores === 0;
    addRow({
      section,
      figure: 'submissions stored once each, with their answers and score',
      value: `${stored.results} results (${accepted} accepted), ${stored.answers} answers, ${stored.duplicates} duplicates, ${stored.wrongScores} wrong scores`,
      target: '≥ accepted, each once and whole',
      met: exact,
    });
  } finally {
    await server?.stop();
    await data.dispose();
  }
}
