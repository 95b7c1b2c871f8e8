/**
 * A whole class submits the same test at once: figures for POST /api/student/activity/{id}/submit-test
 * against PostgreSQL.
 *
 *   pnpm --filter @aula/api build     # the server this script starts (apps/api/dist/server.js)
 *   pnpm exec tsx bench/submit-test.ts [--students 200] [--tests 150] [--connections 200]
 *                                      [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *
 * It creates a fresh database aula_bench_<random> on the PostgreSQL at 127.0.0.1:5432 and seeds it in bulk:
 * one approved course with `students` enrolled students and 2 + `tests` tests of 20 questions with 4 options
 * each. It starts the built server against it and then
 *   1. warms the server up on one test (every student once, 20 at a time; not measured),
 *   2. BURST: every student submits the burst test at the same moment (one connection each); prints the time
 *      until the last answer, all graded,
 *   3. SUSTAINED: autocannon with `connections` connections submits every remaining (student, test) pair
 *      once; prints throughput and p50/p99 latency,
 * checks in the database that every accepted submission is stored exactly once with its 20 answers, prints
 * the figures against the targets (burst ≤ 1 s; sustained ≥ 1,000/s with p99 < 250 ms) and drops the database
 * whatever happens. Every request loop is bounded in count and time and targets 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type * as JoseModule from 'jose';
import type * as PgModule from 'pg';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// pg and jose are dependencies of the server, not of the workspace root.
const requireFromApi = createRequire(path.join(repo, 'apps/api/package.json'));
const pg = requireFromApi('pg') as typeof PgModule;
const { SignJWT } = requireFromApi('jose') as typeof JoseModule;

const TARGETS = { burstMs: 1_000, throughput: 1_000, p99Ms: 250 };
const QUESTIONS = 20;
const OPTIONS = 4;
const JWT_SECRET = `bench-${randomBytes(24).toString('hex')}`;
const SUSTAINED_TIME_LIMIT_MS = 180_000;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const studentCount = Number(option('students', '200'));
const sustainedTests = Number(option('tests', '150'));
const connections = Number(option('connections', '200'));
const postgresUrl = option('postgres', 'postgres://postgres@127.0.0.1:5432/postgres');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function withClient<T>(url: string, fn: (client: PgModule.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

interface Seeded {
  students: { id: number; token: string }[];
  /** Test id → the JSON body answering it (half the questions right). */
  bodies: Map<number, string>;
  warmUpTest: number;
  burstTest: number;
  sustained: number[];
}

async function seed(client: PgModule.Client): Promise<Seeded> {
  await client.query('begin');
  const teacher = await client.query<{ id: number }>(
    `insert into users (name, surname, username, email, password_hash, verified)
     values ('Marta', 'Ruiz', 'bench_teacher', 'bench_teacher@aula.test', 'x', true) returning id`,
  );
  const teacherId = teacher.rows[0]?.id;
  await client.query(`insert into user_roles (user_id, role) values ($1, 'TEACHER')`, [teacherId]);
  const students = await client.query<{ id: number }>(
    `insert into users (name, surname, username, email, password_hash, verified, tokens_valid_after)
     select 'Alumno', 'Bench ' || g, 'bench_s' || g, 'bench_s' || g || '@aula.test', 'x', true, now() - interval '1 hour'
     from generate_series(1, $1::int) g returning id`,
    [studentCount],
  );
  await client.query(
    `insert into user_roles (user_id, role) select id, 'STUDENT' from users where username like 'bench_s%'`,
  );
  const course = await client.query<{ id: number }>(
    `insert into courses (name, description, level, type, language, approved, teacher_id)
     values ('Inglés B1 (bench)', 'Curso para medir el envío de tests.', 'B1', 'INTENSIVO', 'en', true, $1) returning id`,
    [teacherId],
  );
  const courseId = course.rows[0]?.id;
  await client.query(
    `insert into enrolments (course_id, student_id) select $1, id from users where username like 'bench_s%'`,
    [courseId],
  );
  const tests = await client.query<{ id: number }>(
    `insert into activities (course_id, title, description, type, due_date)
     select $1, 'Test ' || g, 'Test de 20 preguntas', 'TEST', now() + interval '7 days'
     from generate_series(1, $2::int) g returning id`,
    [courseId, sustainedTests + 2],
  );
  await client.query(
    `insert into questions (activity_id, text, position)
     select a.id, 'Pregunta ' || q, q from activities a, generate_series(1, ${QUESTIONS}) q where a.course_id = $1`,
    [courseId],
  );
  await client.query(
    `insert into options (question_id, text, correct, position)
     select q.id, 'Opción ' || o, o = 1, o
     from questions q join activities a on a.id = q.activity_id, generate_series(1, ${OPTIONS}) o
     where a.course_id = $1`,
    [courseId],
  );
  await client.query('commit');

  const rows = await client.query<{
    activity_id: number;
    question_id: number;
    position: number;
    option_id: number;
    correct: boolean;
  }>(
    `select q.activity_id, q.id as question_id, q.position, o.id as option_id, o.correct
     from questions q join activities a on a.id = q.activity_id join options o on o.question_id = q.id
     where a.course_id = $1 order by q.activity_id, q.position, o.position`,
    [courseId],
  );
  const answers = new Map<number, { questionId: number; selectedOptionId: number }[]>();
  for (const row of rows.rows) {
    const list = answers.get(row.activity_id) ?? [];
    // Even questions right, odd ones wrong: a score of 5 for everybody.
    const wantCorrect = row.position % 2 === 0;
    if (row.correct === wantCorrect && !list.some((a) => a.questionId === row.question_id)) {
      list.push({ questionId: row.question_id, selectedOptionId: row.option_id });
    }
    answers.set(row.activity_id, list);
  }
  const bodies = new Map([...answers].map(([id, list]) => [id, JSON.stringify({ answers: list })]));
  const secret = new TextEncoder().encode(JWT_SECRET);
  const tokens = await Promise.all(
    students.rows.map(({ id }) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(secret),
    ),
  );
  const testIds = tests.rows.map((row) => row.id);
  return {
    students: students.rows.map((row, i) => ({ id: row.id, token: tokens[i] as string })),
    bodies,
    warmUpTest: testIds[0] as number,
    burstTest: testIds[1] as number,
    sustained: testIds.slice(2),
  };
}

async function startServer(url: string, port: number, dataDir: string): Promise<ChildProcess> {
  const server = path.join(repo, 'apps/api/dist/server.js');
  if (!existsSync(server))
    throw new Error('apps/api/dist/server.js is missing: run `pnpm --filter @aula/api build` first');
  // --profile writes a CPU profile of the server (its .cpuprofile lands in the current directory).
  const profile = process.argv.includes('--profile') ? ['--cpu-prof', `--cpu-prof-dir=${process.cwd()}`] : [];
  const child = spawn(process.execPath, [...profile, server], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      JWT_SECRET,
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      ADMIN_EMAIL: 'bench-admin@aula.test',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(dataDir, 'no-front-end'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function submit(base: string, testId: number, token: string, body: string) {
  return fetch(`${base}/api/student/activity/${testId}/submit-test`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
}

async function main() {
  const name = `aula_bench_${randomBytes(5).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aula-bench-'));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  let server: ChildProcess | undefined;
  await withClient(postgresUrl, (client) => client.query(`create database ${name}`));
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    console.log(
      `PostgreSQL database ${name}; starting the server on ${base} (it migrates the empty database)…`,
    );
    server = await startServer(url.toString(), port, dataDir);
    const seeded = await withClient(url.toString(), seed);
    console.log(
      `Seeded ${studentCount} students, ${sustainedTests + 2} tests × ${QUESTIONS} questions × ${OPTIONS} options.`,
    );
    const body = (testId: number) => seeded.bodies.get(testId) as string;

    // 1. Warm-up (not measured): every student once on its own test, 20 at a time.
    for (let i = 0; i < seeded.students.length; i += 20) {
      const batch = seeded.students.slice(i, i + 20);
      const answers = await Promise.all(
        batch.map((s) => submit(base, seeded.warmUpTest, s.token, body(seeded.warmUpTest))),
      );
      const failed = answers.find((a) => a.status !== 201);
      if (failed) throw new Error(`warm-up got ${failed.status}: ${await failed.text()}`);
    }

    // 2. Burst: the whole class at the same moment.
    const started = performance.now();
    const burst = await Promise.all(
      seeded.students.map(async (s) => {
        const response = await submit(base, seeded.burstTest, s.token, body(seeded.burstTest));
        return { status: response.status, text: await response.text() };
      }),
    );
    const burstMs = performance.now() - started;
    const burstOk = burst.filter((a) => a.status === 201).length;
    const firstFailure = burst.find((a) => a.status !== 201);
    if (firstFailure)
      console.log(`  first refused burst answer: ${firstFailure.status} ${firstFailure.text}`);

    // 3. Sustained: each remaining (student, test) pair exactly once, `connections` at a time.
    const pairs = seeded.students.length * seeded.sustained.length;
    let next = 0;
    const instance = autocannon({
      url: base,
      connections,
      amount: pairs,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const index = next++;
            const student = seeded.students[index % seeded.students.length];
            const testId = seeded.sustained[Math.floor(index / seeded.students.length)];
            if (!student || testId === undefined) return request;
            return {
              ...request,
              path: `/api/student/activity/${testId}/submit-test`,
              headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
              body: body(testId),
            };
          },
        },
      ],
    });
    const stopper = setTimeout(() => instance.stop(), SUSTAINED_TIME_LIMIT_MS);
    const result = await instance;
    clearTimeout(stopper);

    // 4. Every accepted submission stored exactly once, with its answers.
    const stored = await withClient(url.toString(), async (client) => {
      const counts = await client.query<{
        activity_id: number;
        results: string;
        distinct_students: string;
        answers: string;
      }>(
        `select r.activity_id, count(*) as results, count(distinct r.student_id) as distinct_students,
                (select count(*) from test_answers t join activity_results r2 on r2.id = t.result_id
                  where r2.activity_id = r.activity_id) as answers
         from activity_results r group by r.activity_id`,
      );
      const byTest = new Map(counts.rows.map((row) => [row.activity_id, row]));
      const burstRow = byTest.get(seeded.burstTest);
      let sustainedResults = 0;
      let sustainedAnswers = 0;
      let duplicates = 0;
      for (const testId of seeded.sustained) {
        const row = byTest.get(testId);
        if (!row) continue;
        sustainedResults += Number(row.results);
        sustainedAnswers += Number(row.answers);
        duplicates += Number(row.results) - Number(row.distinct_students);
      }
      const scores = await client.query<{ wrong: string }>(
        `select count(*) as wrong from activity_results where score <> 5`,
      );
      return {
        burstResults: Number(burstRow?.results ?? 0),
        burstAnswers: Number(burstRow?.answers ?? 0),
        sustainedResults,
        sustainedAnswers,
        duplicates,
        wrongScores: Number(scores.rows[0]?.wrong ?? 0),
      };
    });

    const accepted = result['2xx'];
    const p50 = result.latency.p50;
    const p99 = result.latency.p99;
    const throughput = accepted / (result.duration || 1);
    const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');
    const burstStoredOk = stored.burstResults === burstOk && stored.burstAnswers === burstOk * QUESTIONS;
    const sustainedStoredOk =
      stored.sustainedResults === accepted &&
      stored.sustainedAnswers === accepted * QUESTIONS &&
      stored.duplicates === 0;

    console.log('');
    console.log(
      `BURST: ${seeded.students.length} simultaneous submissions of one ${QUESTIONS}-question test`,
    );
    console.log(
      `  all answered and graded in ${burstMs.toFixed(0)} ms (target ≤ ${TARGETS.burstMs} ms): ${verdict(burstMs <= TARGETS.burstMs && burstOk === seeded.students.length)}`,
    );
    console.log(
      `  accepted ${burstOk}/${seeded.students.length}; stored ${stored.burstResults} results and ${stored.burstAnswers} answers: ${verdict(burstStoredOk)}`,
    );
    console.log('');
    console.log(
      `SUSTAINED: ${pairs} submissions (${seeded.students.length} students × ${seeded.sustained.length} tests), ${connections} connections (autocannon)`,
    );
    console.log(
      `  ${accepted} accepted, ${result.non2xx} refused, ${result.errors} errors, ${result.timeouts} timeouts in ${result.duration.toFixed(1)} s`,
    );
    console.log(
      `  throughput ${throughput.toFixed(0)} submissions/s (target ≥ ${TARGETS.throughput}): ${verdict(throughput >= TARGETS.throughput)}`,
    );
    console.log(
      `  latency p50 ${p50} ms, p99 ${p99} ms (target p99 < ${TARGETS.p99Ms} ms): ${verdict(p99 < TARGETS.p99Ms)}`,
    );
    console.log(
      `  stored ${stored.sustainedResults} results and ${stored.sustainedAnswers} answers, ${stored.duplicates} duplicates: ${verdict(sustainedStoredOk)}`,
    );
    console.log(`  results with a score other than the expected 5: ${stored.wrongScores}`);
    if (!burstStoredOk || !sustainedStoredOk || stored.wrongScores > 0) process.exitCode = 1;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await withClient(postgresUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    await rm(dataDir, { recursive: true, force: true });
    console.log(`\nDropped ${name}.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
