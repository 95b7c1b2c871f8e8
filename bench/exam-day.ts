/**
 * Exam day (run by bench/run.ts with `--only exam-day`, or in a full run), on PostgreSQL and on PGlite: N
 * students (--students, 1,000 by default; 300 with --quick) open the same test of 20 questions of every
 * auto-graded kind within 10 seconds, save their answers as they go (one save every 15–30 s each), and hand it
 * in within the same minute at the end. Their sessions are opened before the exam, as students sign in in the
 * minutes before it; each measured step has its own test, taken by the first N students on a fresh server
 * process.
 *
 * Printed per phase (open, save, submit): p50/p95/p99 and failures; that every hand-in was stored exactly once
 * with the score its answers earn; that the server logged nothing above `warn`; and, in a full run, the
 * capacity: the most takers this machine holds with p99 of every phase under 1 s and nothing failed or lost,
 * found by stepping N up (×1.5) from the first passing step, or down from a failing one.
 */
import { availableParallelism } from 'node:os';
import { answersTo, examBody, expectedScore, type ShownQuestion } from './lib/exam-test';
import { type Child, serverScript, startNode } from './lib/processes';
import { Recorder, random } from './lib/recorder';
import { examResults, seedExamSchool, withDatabase } from './lib/school';
import { prepareServerData, type ServerData } from './lib/server-data';
import { addRow } from './lib/table';

const OPEN_WINDOW_S = 10;
const THINK_S = { min: 15, max: 30 };
const PHASES = ['open', 'save', 'submit'] as const;
const P99_LIMIT_MS = 1_000;
/** Universidad de la República's Moodle 4.5: 2,000 quiz takers on 12 application + 4 database vCPUs. */
const MOODLE_PER_CPU = 2_000 / 16;
const STEP_UP = 1.5;
const MAX_STEPS = 4;

interface Timeline {
  /** How long students work before the first hand-ins. */
  examS: number;
  /** The window in which every student hands in. */
  submitS: number;
}

interface StepResult {
  students: number;
  recorder: Recorder;
  accepted: number;
  stored: number;
  duplicates: number;
  wrongScores: number;
  severeLogLines: string[];
  passed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One exam taken by `students` students on a running server; returns the test's id and the timings. */
async function sitExam(
  base: string,
  teacherToken: string,
  course: number,
  tokens: string[],
  timeline: Timeline,
) {
  const recorder = new Recorder();
  const next = random(tokens.length);
  const created = await fetch(`${base}/api/teacher/course/${course}/test`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teacherToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(examBody(`Examen final (${tokens.length})`, new Date(Date.now() + 86_400_000))),
  });
  if (created.status !== 201)
    throw new Error(`creating the exam got ${created.status}: ${await created.text()}`);
  const testId = ((await created.json()) as { id: number }).id;
  const api = (url: string) => `${base}/api/student/activity/${testId}${url}`;
  const started = performance.now();
  const at = (seconds: number) => sleep(started + seconds * 1000 - performance.now());
  let accepted = 0;

  const student = async (token: string, index: number) => {
    const headers = { authorization: `Bearer ${token}` };
    const json = { ...headers, 'content-type': 'application/json' };
    const openAt = next() * OPEN_WINDOW_S;
    const submitAt = timeline.examS + next() * timeline.submitS;
    const thinks = () => THINK_S.min + next() * (THINK_S.max - THINK_S.min);
    await at(openAt);
    const shown = await recorder.fetch('open GET questions', api('/questions'), { headers });
    await recorder.call('open GET answers', api('/answers'), { headers });
    if (!shown) return;
    const answers = answersTo(JSON.parse(shown.toString()) as ShownQuestion[], index % 4 === 0);
    let revision = 0;
    for (let saveAt = openAt + thinks(); saveAt < submitAt; saveAt += thinks()) {
      await at(saveAt);
      // The answers given so far: the share of the exam's time gone by.
      const given = Math.max(1, Math.round((answers.length * saveAt) / submitAt));
      revision += 1;
      await recorder.call('save PUT answers', api('/answers'), {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ answers: answers.slice(0, given), revision }),
      });
    }
    await at(submitAt);
    const handedIn = await recorder.call('submit POST submit-test', api('/submit-test'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ answers }),
    });
    if (handedIn) accepted += 1;
  };

  await Promise.all(tokens.map(student));
  return { testId, recorder, accepted };
}

async function step(
  data: ServerData,
  school: Awaited<ReturnType<typeof seedExamSchool>>,
  tokens: string[],
  timeline: Timeline,
  serverNodeArgs?: string[],
): Promise<StepResult> {
  let server: Child | undefined = await startNode(serverScript, data.env, '/api/health', serverNodeArgs);
  let sat: Awaited<ReturnType<typeof sitExam>>;
  let severeLogLines: string[];
  try {
    sat = await sitExam(server.url, await data.sign(school.teacher), school.course, tokens, timeline);
    severeLogLines = server.severeLogLines();
  } finally {
    await server.stop();
    server = undefined;
  }
  // PGlite's files belong to the server while it runs: the hand-ins are counted once it has stopped.
  const found = await withDatabase(data, (database) => examResults(database, sat.testId));
  const expected = new Map<number, number>();
  for (let i = 0; i < tokens.length; i += 1) {
    const score = expectedScore(i % 4 === 0);
    expected.set(score, (expected.get(score) ?? 0) + 1);
  }
  const right = [...expected].reduce(
    (sum, [score, count]) => sum + Math.min(count, found.byScore.get(score) ?? 0),
    0,
  );
  const wrongScores = found.stored - right;
  const phasesOk = PHASES.every((phase) => {
    const { failed, p99 } = sat.recorder.summary(phase);
    return failed === 0 && p99 < P99_LIMIT_MS;
  });
  return {
    students: tokens.length,
    recorder: sat.recorder,
    accepted: sat.accepted,
    stored: found.stored,
    duplicates: found.duplicates,
    wrongScores,
    severeLogLines,
    passed:
      phasesOk &&
      sat.accepted === tokens.length &&
      found.stored === tokens.length &&
      found.duplicates === 0 &&
      wrongScores === 0 &&
      severeLogLines.length === 0,
  };
}

function report(section: string, result: StepResult) {
  const n = result.students.toLocaleString('en');
  for (const phase of PHASES) {
    const s = result.recorder.summary(phase);
    addRow({
      section,
      figure: `${phase} (${n} takers)`,
      value: `${s.requests} req., p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, ${s.failed} failed`,
      target: 'p99 < 1 s, none failed',
      met: s.failed === 0 && s.p99 < P99_LIMIT_MS,
    });
  }
  for (const [kind, timing] of result.recorder.kinds)
    if (timing.examples.length) console.log(`  ${kind} failures, e.g.: ${timing.examples.join(' | ')}`);
  addRow({
    section,
    figure: `hand-ins stored once each with the score their answers earn (${n} takers)`,
    value: `${result.stored} stored of ${result.accepted} accepted, ${result.duplicates} twice, ${result.wrongScores} with another score`,
    target: 'all, once, right',
    met: result.stored === result.students && result.duplicates === 0 && result.wrongScores === 0,
  });
  for (const line of result.severeLogLines.slice(0, 3)) console.log(`  server log: ${line.slice(0, 300)}`);
  addRow({
    section,
    figure: `server log lines above warn (${n} takers)`,
    value: String(result.severeLogLines.length),
    target: '0',
    met: result.severeLogLines.length === 0,
  });
}

export async function measureExamDay(options: {
  kind: 'postgres' | 'pglite';
  postgresUrl: string;
  students: number;
  /** One step of `students`, a shorter exam and no search for the capacity. */
  quick: boolean;
  serverNodeArgs?: string[];
}): Promise<void> {
  const section = `exam day ${options.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`;
  const timeline: Timeline = options.quick ? { examS: 20, submitS: 20 } : { examS: 60, submitS: 60 };
  const largest = options.quick ? options.students : Math.ceil(options.students * STEP_UP ** (MAX_STEPS - 1));
  const data = await prepareServerData({
    kind: options.kind,
    postgresUrl: options.postgresUrl,
    prefix: 'exam',
  });
  try {
    console.log(`\n${section}: seeding ${largest.toLocaleString('en')} students…`);
    await (await startNode(serverScript, data.env, '/api/health')).stop();
    const school = await withDatabase(data, (database) => seedExamSchool(database, largest));
    const tokens = await Promise.all(school.students.map((id) => data.sign(id)));
    const run = (n: number) => {
      console.log(`${section}: ${n.toLocaleString('en')} takers…`);
      return step(data, school, tokens.slice(0, n), timeline, options.serverNodeArgs);
    };

    const first = await run(options.students);
    report(section, first);
    if (options.quick) return;

    // The capacity: up from a passing first step, down from a failing one.
    let capacity = first.passed ? first.students : 0;
    let n = first.students;
    for (let taken = 1; taken < MAX_STEPS; taken += 1) {
      n = Math.round(first.passed ? n * STEP_UP : n / STEP_UP);
      if (n < 50 || n > largest) break;
      const result = await run(n);
      console.log(`  ${n} takers: ${result.passed ? 'held' : 'not held'}`);
      if (result.passed) capacity = Math.max(capacity, n);
      if (result.passed !== first.passed) break;
    }
    const cpus = availableParallelism();
    const target = options.kind === 'postgres' ? 1_000 : 300;
    addRow({
      section,
      figure: `capacity: most takers with every phase's p99 < 1 s, none failed or lost (${cpus} CPUs)`,
      value: `${capacity.toLocaleString('en')} takers, ${(capacity / cpus).toFixed(0)} per CPU (Moodle 4.5 at UdelaR: ${MOODLE_PER_CPU.toFixed(0)} per vCPU)`,
      target: `≥ ${target.toLocaleString('en')}`,
      met: capacity >= target,
    });
  } finally {
    await data.dispose();
  }
}
