import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { activityResults, storedFiles, testAnswers } from '../../src/db/schema';
import {
  enrol,
  type InsertedTest,
  insertCourse,
  insertTask,
  insertTest,
  insertUser,
  SAMPLE_FILES,
  simpleQuestions,
  type TestUser,
} from './student-fixtures';

/** One submission of one student: a test (answers in JSON) or a task (multipart with a PDF). */
export interface SubmissionJob {
  student: TestUser;
  activityId: number;
  test?: InsertedTest;
}

export interface Burst {
  jobs: SubmissionJob[];
  activityIds: number[];
  studentIds: number[];
}

/** A course with `students` students, each to submit each of `tests` tests and `tasks` tasks once. */
export async function seedBurst(
  app: App,
  size: { students: number; tests: number; tasks: number },
): Promise<Burst> {
  const teacher = await insertUser(app, ['TEACHER']);
  const courseId = await insertCourse(app.db, { teacherId: teacher.id });
  const students: TestUser[] = [];
  for (let i = 0; i < size.students; i++) students.push(await insertUser(app, ['STUDENT']));
  await enrol(app.db, courseId, ...students.map((s) => s.id));
  const tests: InsertedTest[] = [];
  for (let i = 0; i < size.tests; i++)
    tests.push(await insertTest(app.db, courseId, { questions: simpleQuestions(3) }));
  const taskIds: number[] = [];
  for (let i = 0; i < size.tasks; i++) taskIds.push(await insertTask(app.db, courseId));
  // Interleaved, so a burst mixes tests and tasks of many students.
  const jobs: SubmissionJob[] = [];
  for (const student of students) {
    for (const test of tests) jobs.push({ student, activityId: test.id, test });
    for (const activityId of taskIds) jobs.push({ student, activityId });
  }
  return {
    jobs,
    activityIds: [...tests.map((t) => t.id), ...taskIds],
    studentIds: students.map((s) => s.id),
  };
}

/** Sends one job over real HTTP; the status, or 0 when the connection failed (no answer at all). */
export async function sendJob(baseUrl: string, job: SubmissionJob): Promise<number> {
  const headers = { authorization: `Bearer ${job.student.token}` };
  try {
    let response: Response;
    if (job.test) {
      const answers = job.test.questions.map((q) => ({
        questionId: q.id,
        selectedOptionId: q.options[0]?.id,
      }));
      response = await fetch(`${baseUrl}/api/student/activity/${job.activityId}/submit-test`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ answers }),
      });
    } else {
      const form = new FormData();
      form.append('username', job.student.username);
      form.append('textAnswer', `Redacción de ${job.student.username}`);
      form.append('file', new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }), 'tarea.pdf');
      response = await fetch(`${baseUrl}/api/student/activity/${job.activityId}/submit-task`, {
        method: 'POST',
        headers,
        body: form,
      });
    }
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Sends the jobs `concurrency` at a time. Once `interruptAfter` of them were acknowledged (2xx), calls
 * `interrupt` (kill the server, stop the database) without pausing the others. Returns each job's status.
 */
export async function runBurst(
  jobs: SubmissionJob[],
  send: (job: SubmissionJob) => Promise<number>,
  options: { concurrency: number; interruptAfter: number; interrupt: () => Promise<void> },
): Promise<number[]> {
  const statuses: number[] = new Array(jobs.length).fill(-1);
  let next = 0;
  let acknowledged = 0;
  let interruption: Promise<void> | undefined;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      statuses[index] = await send(jobs[index] as SubmissionJob);
      if (statuses[index] >= 200 && statuses[index] < 300) acknowledged++;
      if (!interruption && acknowledged >= options.interruptAfter) interruption = options.interrupt();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await interruption;
  return statuses;
}

export interface StoredCounts {
  /** Results stored per job (in job order): 0, 1 or more (a duplicate). */
  perJob: number[];
  /** Test results whose answers are not all there, task results without a file row of the right size. */
  incomplete: number;
  /** Every stored hand-in, with the token of its student (to download it back). */
  handIns: { resultId: number; token: string }[];
}

/** What the database holds for each job, and whether every stored result is whole. */
export async function storedResults(db: Db, burst: Burst): Promise<StoredCounts> {
  const rows = await db
    .select({
      id: activityResults.id,
      activityId: activityResults.activityId,
      studentId: activityResults.studentId,
      fileId: activityResults.fileId,
      fileSize: storedFiles.size,
      answers: sql<number>`(select count(*)::int from ${testAnswers} where ${testAnswers.resultId} = ${activityResults.id})`,
    })
    .from(activityResults)
    .leftJoin(storedFiles, eq(storedFiles.id, activityResults.fileId))
    .where(
      and(
        inArray(activityResults.activityId, burst.activityIds),
        inArray(activityResults.studentId, burst.studentIds),
      ),
    );
  const perJob = burst.jobs.map(
    (job) => rows.filter((r) => r.activityId === job.activityId && r.studentId === job.student.id).length,
  );
  let incomplete = 0;
  const handIns: StoredCounts['handIns'] = [];
  for (const row of rows) {
    const job = burst.jobs.find((j) => j.activityId === row.activityId && j.student.id === row.studentId);
    if (job && !job.test) handIns.push({ resultId: row.id, token: job.student.token });
    if (job?.test ? row.answers !== job.test.questions.length : row.fileSize !== SAMPLE_FILES.pdf.length)
      incomplete++;
  }
  return { perJob, incomplete, handIns };
}

/** Stored files that no result and no material points at (left by a refused upload). */
export async function orphanFiles(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(storedFiles)
    .where(
      sql`not exists (select 1 from activity_results r where r.file_id = ${storedFiles.id})
        and not exists (select 1 from materials m where m.file_id = ${storedFiles.id})`,
    );
  return row?.n ?? 0;
}

/** The figures a burst test reports: what was acknowledged, and what the database holds afterwards. */
export function summarize(statuses: number[], stored: StoredCounts) {
  const acked = statuses.map((s) => s >= 200 && s < 300);
  return {
    sent: statuses.length,
    acknowledged: acked.filter(Boolean).length,
    acknowledgedButMissing: stored.perJob.filter((n, i) => acked[i] && n === 0).length,
    stored: stored.perJob.filter((n) => n > 0).length,
    duplicates: stored.perJob.filter((n) => n > 1).length,
    incomplete: stored.incomplete,
  };
}
