import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { type DatabaseKind, findPgError, uniqueViolation } from '../src/db/client';
import { type GradedTest, ResultBatcher } from '../src/questions/result-batch';
import { postgresReachable } from './support/databases';
import { TestContext } from './support/harness';
import { type LoggedDatabase, openLoggedDatabase, QUIET_MAIL_RETRY } from './support/logged-database';
import {
  enrol,
  type InsertedTest,
  insertCourse,
  insertTest,
  insertUser,
  simpleQuestions,
} from './support/student-fixtures';

/**
 * Group commit of graded tests (decision 127): submissions handed in together are written by one statement,
 * a row that cannot be stored fails alone, and nobody is answered before the commit that holds their row.
 */
const kinds: DatabaseKind[] =
  (await postgresReachable()) || process.env.CI ? ['pglite', 'postgres'] : ['pglite'];

const CLASS = 16;
const RESULT_INSERT = /insert into "?activity_results"?/i;

for (const kind of kinds) {
  describe(`hand-ins batched into one statement [${kind}]`, () => {
    const ctx = new TestContext(kind);
    let logged: LoggedDatabase;
    let app: App;
    let test: InsertedTest;
    let students: number[];

    beforeAll(async () => {
      logged = await openLoggedDatabase(kind);
      app = await ctx.app(
        { mailRetry: QUIET_MAIL_RETRY },
        { database: logged.database, dataDir: await ctx.tempDir() },
      );
      await app.ready();
      const teacher = await insertUser(app, ['TEACHER']);
      const courseId = await insertCourse(app.db, { teacherId: teacher.id });
      students = [];
      for (let i = 0; i < CLASS; i++) students.push((await insertUser(app, ['STUDENT'])).id);
      await enrol(app.db, courseId, ...students);
      test = await insertTest(app.db, courseId, { questions: simpleQuestions(3) });
    });
    afterAll(async () => {
      await ctx.teardown();
      await logged?.dispose();
    });

    /** Student i's hand-in: option A everywhere (all right, 10), or a wrong option for a score of 0. */
    const gradedTest = (studentId: number, right = true): GradedTest => ({
      activityId: test.id,
      studentId,
      score: right ? 10 : 0,
      feedback: right ? 'Todo bien' : 'Nada bien',
      at: new Date('2026-11-20T10:00:00Z'),
      answers: test.questions.map((q) => ({
        questionId: q.id,
        selectedOptionId: (q.options[right ? 0 : 1] as { id: number }).id,
      })),
      keyVersion: 0,
    });

    /** Each stored result of these students for the test: its score and how many answers it has. */
    async function storedOf(ids: number[]) {
      const stored = await app.db.execute(sql`
        select r.student_id as "studentId", r.score::float8 as score, count(a.id)::int as answers
        from activity_results r left join test_answers a on a.result_id = r.id
        where r.activity_id = ${test.id}::int and r.student_id = any (${sql.param(ids)}::int[])
        group by r.id order by r.student_id`);
      return (stored as unknown as { rows: { studentId: number; score: number; answers: number }[] }).rows;
    }

    it('writes the submissions of one moment with one statement, each whole', async () => {
      const batcher = new ResultBatcher(app.db);
      const half = students.slice(0, 6);
      logged.log.take();
      const outcomes = await Promise.all(half.map((id, i) => batcher.store(gradedTest(id, i % 2 === 0))));
      const inserts = logged.log.take().filter((statement) => RESULT_INSERT.test(statement.sql));
      expect(outcomes).toEqual(half.map(() => true));
      expect(inserts).toHaveLength(1);
      const stored = await storedOf(half);
      expect(stored).toEqual(
        half.map((studentId, i) => ({ studentId, score: i % 2 === 0 ? 10 : 0, answers: 3 })),
      );
    });

    it('lets one row fail without failing the others', async () => {
      const batcher = new ResultBatcher(app.db);
      const [again, stale, badOption, twice, ...fine] = students.slice(6, 12) as [
        number,
        number,
        number,
        number,
        ...number[],
      ];
      await batcher.store(gradedTest(again));
      const foreignOption = gradedTest(badOption);
      foreignOption.answers = [{ questionId: test.questions[0]?.id ?? 0, selectedOptionId: 2_000_000_000 }];
      const settle = (promise: Promise<boolean>) =>
        promise.then(
          (stored) => ({ stored }),
          (error: unknown) => ({ error }),
        );
      const outcomes = await Promise.all([
        settle(batcher.store(gradedTest(again, false))),
        settle(batcher.store({ ...gradedTest(stale), keyVersion: 7 })),
        settle(batcher.store(foreignOption)),
        settle(batcher.store(gradedTest(twice))),
        settle(batcher.store(gradedTest(twice, false))),
        ...fine.map((id) => settle(batcher.store(gradedTest(id)))),
      ]);
      const [secondHandIn, staleKey, missingOption, first, second, ...others] = outcomes;
      expect(uniqueViolation((secondHandIn as { error: unknown }).error)).toBe(
        'activity_results_activity_student_unique',
      );
      expect(staleKey).toEqual({ stored: false });
      expect(findPgError((missingOption as { error: unknown }).error)?.code).toBe('23503');
      expect(first).toEqual({ stored: true });
      expect(uniqueViolation((second as { error: unknown }).error)).toBe(
        'activity_results_activity_student_unique',
      );
      expect(others).toEqual(fine.map(() => ({ stored: true })));

      const stored = await storedOf([again, stale, badOption, twice, ...fine]);
      expect(stored).toEqual(
        [again, twice, ...fine].map((studentId) => ({ studentId, score: 10, answers: 3 })),
      );
    });

    it('answers a stale key and a second hand-in from a batch that stored the others', async () => {
      const batcher = new ResultBatcher(app.db);
      const [again, stale, ...fine] = students.slice(12, 16) as [number, number, ...number[]];
      await batcher.store(gradedTest(again));
      logged.log.take();
      const settle = (promise: Promise<boolean>) =>
        promise.then(
          (stored) => ({ stored }),
          (error: unknown) => ({ error }),
        );
      const [secondHandIn, staleKey, ...others] = await Promise.all([
        settle(batcher.store(gradedTest(again, false))),
        settle(batcher.store({ ...gradedTest(stale), keyVersion: 7 })),
        ...fine.map((id) => settle(batcher.store(gradedTest(id)))),
      ]);
      expect(uniqueViolation((secondHandIn as { error: unknown }).error)).toBe(
        'activity_results_activity_student_unique',
      );
      expect(staleKey).toEqual({ stored: false });
      expect(others).toEqual(fine.map(() => ({ stored: true })));
      // The batch, then the two rows it did not store, each on its own.
      const inserts = logged.log.take().filter((statement) => RESULT_INSERT.test(statement.sql));
      expect(inserts).toHaveLength(3);
      expect(await storedOf([again, stale, ...fine])).toEqual(
        [again, ...fine].map((studentId) => ({ studentId, score: 10, answers: 3 })),
      );
    });

    // PostgreSQL only (PGlite runs one statement at a time): declared for it alone, so no run skips it.
    if (kind === 'postgres') {
      it('answers only once the commit holding the row is done', async () => {
        const batcher = new ResultBatcher(app.db);
        const student = await insertUser(app, ['STUDENT']);
        const courseId = await insertCourse(app.db);
        await enrol(app.db, courseId, student.id);
        const own = await insertTest(app.db, courseId, { questions: simpleQuestions(2) });
        const hold = new pg.Client({ connectionString: logged.url });
        const look = new pg.Client({ connectionString: logged.url });
        await Promise.all([hold.connect(), look.connect()]);
        try {
          // A teacher's edit in flight holds the test's row: the batch statement must wait for it.
          await hold.query('begin');
          await hold.query('select 1 from activities where id = $1 for update', [own.id]);
          let answered = false;
          const storing = batcher
            .store({
              activityId: own.id,
              studentId: student.id,
              score: 10,
              feedback: 'Todo bien',
              at: new Date(),
              answers: own.questions.map((q) => ({
                questionId: q.id,
                selectedOptionId: (q.options[0] as { id: number }).id,
              })),
              keyVersion: 0,
            })
            .finally(() => {
              answered = true;
            });
          const waiting = async () =>
            (
              await look.query(
                `select count(*)::int as n from pg_stat_activity
                  where wait_event_type = 'Lock' and query like '%insert into activity_results%'`,
              )
            ).rows[0].n as number;
          while ((await waiting()) === 0) await new Promise((resolve) => setImmediate(resolve));
          expect(answered).toBe(false);
          await hold.query('commit');
          expect(await storing).toBe(true);
          const visible = await look.query(
            'select count(*)::int as n from activity_results where activity_id = $1 and student_id = $2',
            [own.id, student.id],
          );
          expect(visible.rows[0].n).toBe(1);
        } finally {
          await hold.end();
          await look.end();
        }
      });
    }
  });
}
