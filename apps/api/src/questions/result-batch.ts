import { sql } from 'drizzle-orm';
import { type Db, databaseUnavailable } from '../db/client';
import { type GradedTestRow, singleChoices, storeTestResult } from './student-queries';

/** A graded test to store, graded against the answer key of `keyVersion` (decision 100). */
export type GradedTest = GradedTestRow;

interface Pending {
  test: GradedTest;
  resolve(stored: boolean): void;
  reject(error: unknown): void;
}

/** Results per statement: bounds its size and how long it holds the tests' rows FOR SHARE. */
const MAX_BATCH = 1_000;

const pairKey = (test: GradedTest) => `${test.activityId}:${test.studentId}`;

/**
 * Group commit of graded tests (decision 127): the tests handed in while one batch is being written wait and
 * go together, as ONE statement, so one commit; each caller is answered only when that statement returned,
 * so after the commit holding its row. A batch is sent on the next turn of the event loop when none is in
 * flight, so a lone submission waits for nothing.
 *
 * The batch statement never fails for one row: a result whose key version is no longer current, or whose
 * (test, student) pair is already taken, is simply not inserted. Those rows, and every row of a batch that
 * failed as a whole (an option deleted meanwhile, say), are then stored one by one with the single-row
 * statement (storeTestResult), so each gets exactly the answer it would get alone: stored, false for a
 * changed key, the unique violation for a second hand-in, or its own error.
 */
export class ResultBatcher {
  private queue: Pending[] = [];
  private writing = false;
  private scheduled = false;

  constructor(private readonly db: Db) {}

  /** True when the result and its answers were stored (and committed); false when nothing was stored. */
  store(test: GradedTest): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ test, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    // Every submission whose grading finished in this turn of the event loop joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.writeBatch();
    });
  }

  private async writeBatch(): Promise<void> {
    const batch = this.takeBatch();
    this.writing = true;
    try {
      await this.settle(batch);
    } finally {
      this.writing = false;
      this.schedule();
    }
  }

  /** The next rows, one per (test, student): a second hand-in of the same pair waits for the next batch. */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const pairs = new Set<string>();
    for (const pending of this.queue) {
      const key = pairKey(pending.test);
      if (batch.length >= MAX_BATCH || pairs.has(key)) rest.push(pending);
      else {
        pairs.add(key);
        batch.push(pending);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async settle(batch: Pending[]): Promise<void> {
    let stored: Set<string>;
    try {
      stored = await insertGradedTests(
        this.db,
        batch.map((pending) => pending.test),
      );
    } catch (error) {
      // A database that cannot be reached stores none of them, alone or together.
      if (databaseUnavailable(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      stored = new Set();
    }
    await Promise.all(
      batch.map(async (pending) => {
        if (stored.has(pairKey(pending.test))) return pending.resolve(true);
        try {
          pending.resolve(await storeTestResult(this.db, pending.test));
        } catch (error) {
          pending.reject(error);
        }
      }),
    );
  }
}

/**
 * The batch's results and all their answers in ONE statement (one implicit transaction). The rows are sorted
 * by test and student so that two batches lock the tests' rows in the same order. Returns the
 * "activity:student" pairs that were stored.
 */
export async function insertGradedTests(db: Db, tests: GradedTest[]): Promise<Set<string>> {
  const rows = [...tests].sort((a, b) => a.activityId - b.activityId || a.studentId - b.studentId);
  const column = <T>(values: T[]) => sql.param(values);
  // Each row's single choices as two lists of ids ("12,13,14") and all its answers as one JSON text: one
  // parameter per column whatever the batch's size.
  const ids = (test: GradedTest, pick: (choice: { questionId: number; optionId: number }) => number) =>
    singleChoices(test.answers).map(pick).join(',');
  const stored = await db.execute(sql`
    with graded as (
      select * from unnest(
        ${column(rows.map((test) => test.activityId))}::int[],
        ${column(rows.map((test) => test.studentId))}::int[],
        ${column(rows.map((test) => test.score))}::numeric[],
        ${column(rows.map((test) => test.feedback))}::text[],
        ${column(rows.map((test) => test.at.toISOString()))}::timestamptz[],
        ${column(rows.map((test) => test.keyVersion))}::int[],
        ${column(rows.map((test) => ids(test, (choice) => choice.questionId)))}::text[],
        ${column(rows.map((test) => ids(test, (choice) => choice.optionId)))}::text[],
        ${column(rows.map((test) => JSON.stringify(test.answers)))}::text[],
        ${column(rows.map((test) => test.autoScore ?? null))}::numeric[],
        ${column(rows.map((test) => test.pendingReview ?? false))}::boolean[]
      ) as g (activity_id, student_id, score, feedback, at, key_version, question_ids, option_ids,
              answers, auto_score, pending_review)
    ), result as (
      insert into activity_results
        (activity_id, student_id, score, feedback, submitted_at, completed_at, auto_corrected,
         answers, auto_score, pending_review)
      select g.activity_id, g.student_id, g.score, g.feedback, g.at,
             case when g.pending_review then null else g.at end, not g.pending_review,
             g.answers::jsonb, g.auto_score, g.pending_review
      from graded g
      where exists (
        select 1 from activities a
        where a.id = g.activity_id and a.key_version = g.key_version
        for share
      )
      on conflict (activity_id, student_id) do nothing
      returning id, activity_id, student_id
    ), answers as (
      insert into test_answers (result_id, question_id, option_id)
      select result.id, answer.question_id, answer.option_id
      from result
      join graded g on g.activity_id = result.activity_id and g.student_id = result.student_id
      cross join lateral unnest(
        string_to_array(g.question_ids, ',')::int[],
        string_to_array(g.option_ids, ',')::int[]
      ) as answer (question_id, option_id)
    ), drafts as (
      delete from answer_drafts d using result
      where d.activity_id = result.activity_id and d.student_id = result.student_id
    )
    select activity_id, student_id from result
  `);
  const returned = (stored as unknown as { rows: { activity_id: number; student_id: number }[] }).rows;
  return new Set(returned.map((row) => `${row.activity_id}:${row.student_id}`));
}

const batchers = new WeakMap<Db, ResultBatcher>();

/** Stores a graded test through the one batcher of this database handle (true: stored and committed). */
export function storeGradedTest(db: Db, test: GradedTest): Promise<boolean> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new ResultBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher.store(test);
}
