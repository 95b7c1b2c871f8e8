import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { describeEachDatabase } from './support/harness';
import {
  bearer,
  enrol,
  insertCourse,
  insertTest,
  insertUser,
  simpleQuestions,
  type TestUser,
} from './support/student-fixtures';

const TRIALS = 30;
const STUDENTS = 6;

/**
 * Grading read the answer key, the teacher's edit checked "no results yet" and changed the key,
 * then the result (graded against the old key) was inserted. Students submit while the teacher moves the
 * correct option; afterwards every stored score must agree with the key the test has now.
 */
describeEachDatabase('grading while the teacher edits the test', (ctx) => {
  let app: App;
  let teacher: TestUser;
  let students: TestUser[];

  beforeAll(async () => {
    app = await ctx.app();
    teacher = await insertUser(app, ['TEACHER']);
    students = await Promise.all(Array.from({ length: STUDENTS }, () => insertUser(app, ['STUDENT'])));
  });

  it(`never keeps a score computed against a key that changed (${TRIALS} trials)`, async () => {
    let edited = 0;
    let refused = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const courseId = await insertCourse(app.db, { teacherId: teacher.id });
      await enrol(app.db, courseId, ...students.map((s) => s.id));
      const test = await insertTest(app.db, courseId, { questions: simpleQuestions(2, 0) });
      // Everyone picks option A, correct before the edit and wrong after it.
      const answers = test.questions.map((q) => ({
        questionId: q.id,
        selectedOptionId: (q.options[0] as { id: number }).id,
      }));
      const edit = {
        title: 'Test editado',
        description: 'La clave ha cambiado.',
        dueDate: '2030-01-01T10:00:00Z',
        questions: test.questions.map((q) => ({
          id: q.id,
          text: q.text,
          options: q.options.map((o, i) => ({ id: o.id, text: o.text, correct: i === 1 })),
        })),
      };
      const half = Math.floor(STUDENTS / 2);
      const submit = (student: TestUser) =>
        app.inject({
          method: 'POST',
          url: `/api/student/activity/${test.id}/submit-test`,
          headers: bearer(student),
          payload: { answers },
        });
      const responses = await Promise.all([
        ...students.slice(0, half).map(submit),
        app.inject({
          method: 'PUT',
          url: `/api/teacher/test/${test.id}`,
          headers: bearer(teacher),
          payload: edit,
        }),
        ...students.slice(half).map(submit),
      ]);
      const editStatus = (responses[half] as { statusCode: number }).statusCode;
      expect([200, 409]).toContain(editStatus);
      if (editStatus === 200) edited += 1;
      else refused += 1;
      for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);

      // Each stored score recomputed from the stored answers and the key as it is now.
      const rows = await app.db.execute(sql`
        select r.score::float8 as stored,
               round(10.0 * count(*) filter (where o.correct) / count(*), 1)::float8 as now
        from activity_results r
        join test_answers a on a.result_id = r.id
        join options o on o.id = a.option_id
        where r.activity_id = ${test.id}
        group by r.id, r.score`);
      const scores = (rows as unknown as { rows: { stored: number; now: number }[] }).rows;
      for (const { stored, now } of scores) {
        expect({ trial, editStatus, stored }).toEqual({ trial, editStatus, stored: now });
      }
    }
    // Both outcomes are legitimate; the test is only meaningful if the race was really run.
    expect(edited + refused).toBe(TRIALS);
  }, 120_000);
});
