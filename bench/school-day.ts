/**
 * A school day as a load (run by bench/run.ts with `--only school-day`, or in a full run), on PostgreSQL and on
 * PGlite: 5,000 students, 300 of them active at once. Each active student opens their courses, a course page
 * (its activities and materials), then downloads a material, takes a test (questions, then the hand-in),
 * hands in a task, or only reads; teachers list the hand-ins of their courses and grade the ones handed in.
 * A student is active in one place at a time and hands in each activity once, so every answer must be a 2xx.
 * Printed: throughput, p50/p95/p99 and failures per kind of request, and whether every hand-in was stored once,
 * whole, with the score its answers earn against the key.
 */
import { type Child, serverScript, startNode } from './lib/processes';
import { percentile, Recorder, random } from './lib/recorder';
import { type SchoolDay, schoolDayResults, seedSchoolDay, withDatabase } from './lib/school';
import { prepareServerData, type ServerData } from './lib/server-data';
import { addRow } from './lib/table';

const SIZE = { students: 5_000, courses: 50 };
const ACTIVE_STUDENTS = 300;
const ACTIVE_TEACHERS = 10;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** One material with a file per course, uploaded by its teacher through the API (not measured). */
async function uploadMaterials(base: string, school: SchoolDay, tokens: Map<number, string>) {
  const files = new Map<number, string>();
  for (const course of school.courses) {
    const form = new FormData();
    form.append('title', 'Apuntes de la semana');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'apuntes.pdf');
    const response = await fetch(`${base}/api/teacher/course/${course.id}/add-material`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get(course.teacher)}` },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`material upload got ${response.status}: ${await response.text()}`);
    files.set(course.id, ((await response.json()) as { filename: string }).filename);
  }
  return files;
}

interface HandIn {
  teacher: number;
  activityId: number;
  username: string;
}

/** The seeded school on its own database, and a session token for each of its people. */
export interface SeededDay {
  school: SchoolDay;
  tokens: Map<number, string>;
}

/** Creates the schema (one start of the server), seeds the school and signs everyone's tokens. */
export async function seedDay(data: ServerData): Promise<SeededDay> {
  const { databaseUrl, dataDir, env } = data;
  await (await startNode(serverScript, env, '/api/health')).stop();
  const school = await withDatabase({ databaseUrl, dataDir }, (database) => seedSchoolDay(database, SIZE));
  const ids = [...school.students.map((s) => s.id), ...school.courses.map((c) => c.teacher)];
  const tokens = new Map(await Promise.all(ids.map(async (id) => [id, await data.sign(id)] as const)));
  return { school, tokens };
}

/**
 * What one stretch of the day leaves to the next on the same database: the uploaded materials, what each
 * student has handed in (a second hand-in of an activity would rightly fail) and the hand-ins not graded yet.
 */
export interface DayState {
  files: Map<number, string>;
  done: Map<number, Set<number>>;
  toGrade: HandIn[];
}

export async function startDay(base: string, { school, tokens }: SeededDay): Promise<DayState> {
  return { files: await uploadMaterials(base, school, tokens), done: new Map(), toGrade: [] };
}

/** The load itself: `seconds` of students' visits and teachers' grading. */
export async function runDay(base: string, { school, tokens }: SeededDay, state: DayState, seconds: number) {
  const { files, done, toGrade } = state;
  const recorder = new Recorder();
  const next = random(15);
  const courseOf = new Map(school.courses.map((course) => [course.id, course]));
  const idle = [...school.students];
  let acceptedTests = 0;
  let acceptedTasks = 0;
  let graded = 0;
  const api = (url: string) => `${base}/api${url}`;
  const as = (id: number) => ({ authorization: `Bearer ${tokens.get(id)}` });
  const deadline = performance.now() + seconds * 1000;

  const visit = async (student: SchoolDay['students'][number]) => {
    const headers = as(student.id);
    const course = courseOf.get(student.courses[Math.floor(next() * student.courses.length)] as number);
    if (!course) return;
    await recorder.call('GET /student/courses', api('/student/courses'), { headers });
    await recorder.call('GET /student/course/{id}', api(`/student/course/${course.id}`), { headers });
    await recorder.call('GET …/activity', api(`/student/course/${course.id}/activity`), { headers });
    await recorder.call('GET …/material', api(`/student/course/${course.id}/material`), { headers });
    const mine = done.get(student.id) ?? new Set<number>();
    done.set(student.id, mine);
    const choice = next();
    if (choice < 0.3) {
      await recorder.call(
        'GET material download',
        api(`/student/course/${course.id}/material/download/${files.get(course.id)}`),
        { headers },
      );
    } else if (choice < 0.6) {
      const test = course.tests.find((id) => !mine.has(id));
      if (test === undefined) return;
      mine.add(test);
      await recorder.call('GET …/questions', api(`/student/activity/${test}/questions`), { headers });
      // Each student gets some right: the first (id mod 11) questions.
      const right = student.id % 11;
      const answers = (school.questions.get(test) ?? []).map((question, i) => ({
        questionId: question.id,
        selectedOptionId: question.options[i < right ? 0 : 1] as number,
      }));
      const accepted = await recorder.call('POST submit-test', api(`/student/activity/${test}/submit-test`), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ answers }),
      });
      if (accepted) acceptedTests += 1;
    } else if (choice < 0.85) {
      const task = course.tasks.find((id) => !mine.has(id));
      if (task === undefined) return;
      mine.add(task);
      const form = new FormData();
      form.append('textAnswer', `Redacción de ${student.username}`);
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'tarea.pdf');
      const accepted = await recorder.call('POST submit-task', api(`/student/activity/${task}/submit-task`), {
        method: 'POST',
        headers,
        body: form,
      });
      if (accepted) {
        acceptedTasks += 1;
        toGrade.push({ teacher: course.teacher, activityId: task, username: student.username });
      }
    }
  };

  const studentLoop = async () => {
    while (performance.now() < deadline) {
      const student = idle.splice(Math.floor(next() * idle.length), 1)[0];
      if (!student) return;
      await visit(student);
      idle.push(student);
    }
  };

  const teacherLoop = async () => {
    while (performance.now() < deadline) {
      const handIn = toGrade.shift();
      const teacher =
        handIn?.teacher ?? (school.courses[Math.floor(next() * school.courses.length)]?.teacher as number);
      await recorder.call('GET /teacher/activity-results', api('/teacher/activity-results'), {
        headers: as(teacher),
      });
      if (!handIn) continue;
      const accepted = await recorder.call(
        'POST evaluate',
        api(
          `/teacher/activity/${handIn.activityId}/evaluate?username=${encodeURIComponent(handIn.username)}`,
        ),
        {
          method: 'POST',
          headers: { ...as(teacher), 'content-type': 'application/json' },
          body: JSON.stringify({ score: 8, feedback: 'Buen trabajo.' }),
        },
      );
      if (accepted) graded += 1;
    }
  };

  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: ACTIVE_STUDENTS }, studentLoop),
    ...Array.from({ length: ACTIVE_TEACHERS }, teacherLoop),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  return { recorder, elapsed, acceptedTests, acceptedTasks, graded };
}

/** Answers with a 2xx per second over a stretch of the day, how many requests failed, and how some did. */
export function throughputOf(day: Awaited<ReturnType<typeof runDay>>) {
  const kinds = [...day.recorder.kinds];
  const ok = kinds.reduce((sum, [, timing]) => sum + timing.ms.length - timing.failed, 0);
  return {
    rps: ok / day.elapsed,
    failed: kinds.reduce((sum, [, timing]) => sum + timing.failed, 0),
    examples: kinds.flatMap(([kind, timing]) => timing.examples.map((example) => `${kind}: ${example}`)),
  };
}

export async function measureSchoolDay(options: {
  kind: 'postgres' | 'pglite';
  postgresUrl: string;
  seconds: number;
  serverNodeArgs?: string[];
}): Promise<void> {
  const section = `school day ${options.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`;
  const data = await prepareServerData({
    kind: options.kind,
    postgresUrl: options.postgresUrl,
    prefix: 'day',
  });
  const { databaseUrl, dataDir, env } = data;
  let server: Child | undefined;
  try {
    console.log(`\n${section}: seeding ${SIZE.students.toLocaleString('en')} students…`);
    const seeded = await seedDay(data);
    const { school } = seeded;
    server = await startNode(serverScript, env, '/api/health', options.serverNodeArgs);
    const day = await runDay(server.url, seeded, await startDay(server.url, seeded), options.seconds);
    for (const [kind, timing] of [...day.recorder.kinds].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...timing.ms].sort((a, b) => a - b);
      const p = (q: number) => percentile(sorted, q).toFixed(0);
      if (timing.examples.length) console.log(`  ${kind} failures, e.g.: ${timing.examples.join(' | ')}`);
      addRow({
        section,
        figure: kind,
        value: `${sorted.length} req., p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, ${timing.failed} failed`,
        target: 'none failed',
        met: timing.failed === 0,
      });
    }
    const { rps, failed } = throughputOf(day);
    addRow({
      section,
      figure: `all requests (${ACTIVE_STUDENTS} students, ${ACTIVE_TEACHERS} teachers active)`,
      value: `${rps.toFixed(0)}/s over ${day.elapsed.toFixed(0)} s, ${failed} failed`,
      target: 'none failed',
      met: failed === 0,
    });
    addRow({
      section,
      figure: 'server resident memory (VmRSS) after the day',
      value: `${server.residentMb().toFixed(0)} MB`,
      target: '',
    });
    await server.stop();
    server = undefined;

    const activities = school.courses.flatMap((course) => [...course.tests, ...course.tasks]);
    const stored = await withDatabase({ databaseUrl, dataDir }, (database) =>
      schoolDayResults(database, activities),
    );
    addRow({
      section,
      figure: 'hand-ins stored once each, tests with their answers and the score their answers earn',
      value: `${stored.tests} tests (${day.acceptedTests} accepted), ${stored.tasks} tasks (${day.acceptedTasks} accepted, ${stored.gradedTasks} graded of ${day.graded} grades), ${stored.duplicates} duplicates, ${stored.wrong} wrong`,
      target: '≥ accepted, each once and whole',
      met:
        stored.tests >= day.acceptedTests &&
        stored.tasks >= day.acceptedTasks &&
        stored.gradedTasks >= day.graded &&
        stored.duplicates === 0 &&
        stored.wrong === 0,
    });
  } finally {
    await server?.stop();
    await data.dispose();
  }
}
