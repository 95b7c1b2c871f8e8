import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { uniqueViolation } from '../src/db/client';
import { activities, activityResults, testAnswers } from '../src/db/schema';
import { gradeSubmission, scoreOutOfTen } from '../src/questions/grading';
import { storeTestResult } from '../src/questions/student-queries';
import { describeEachDatabase } from './support/harness';
import {
  bearer,
  classroom,
  enrol,
  type InsertedTest,
  insertCourse,
  insertTask,
  insertTest,
  insertUser,
  simpleQuestions,
  type TestUser,
} from './support/student-fixtures';

type Answer = { questionId: number; selectedOptionId: number };

/** The answer picking, for each question, the option chosen by `pick` (true: a correct one; false: a wrong one). */
function answersFor(test: InsertedTest, pick: (questionIndex: number) => boolean): Answer[] {
  return test.questions.map((q, i) => {
    const option = q.options.find((o) => o.correct === pick(i));
    if (!option) throw new Error(`question ${i} has no ${pick(i) ? 'correct' : 'wrong'} option`);
    return { questionId: q.id, selectedOptionId: option.id };
  });
}

describe('scoreOutOfTen and gradeSubmission (pure)', () => {
  it('rounds to one decimal out of 10', () => {
    expect(scoreOutOfTen(0, 3)).toBe(0);
    expect(scoreOutOfTen(1, 3)).toBe(3.3);
    expect(scoreOutOfTen(2, 3)).toBe(6.7);
    expect(scoreOutOfTen(7, 10)).toBe(7);
    expect(scoreOutOfTen(1, 8)).toBe(1.3);
    expect(scoreOutOfTen(20, 20)).toBe(10);
  });

  it('refuses a foreign question, a foreign option, a missing answer and a repeated question', () => {
    const options = [
      {
        id: 1,
        kind: 'choice' as const,
        data: {},
        options: [
          { id: 10, correct: true },
          { id: 11, correct: false },
        ],
      },
      {
        id: 2,
        kind: 'choice' as const,
        data: {},
        options: [
          { id: 20, correct: false },
          { id: 21, correct: true },
        ],
      },
    ];
    const gradeTest = gradeSubmission;
    expect(gradeTest(options, [{ questionId: 3, selectedOptionId: 10 }])).toEqual({
      ok: false,
      message: 'Alguna respuesta no corresponde a una pregunta de este test.',
    });
    expect(gradeTest(options, [{ questionId: 1, selectedOptionId: 20 }])).toEqual({
      ok: false,
      message: 'Alguna opción elegida no pertenece a su pregunta.',
    });
    expect(gradeTest(options, [{ questionId: 1, selectedOptionId: 10 }])).toEqual({
      ok: false,
      message: 'Debes responder todas las preguntas del test.',
    });
    expect(
      gradeTest(options, [
        { questionId: 1, selectedOptionId: 10 },
        { questionId: 1, selectedOptionId: 11 },
      ]),
    ).toEqual({ ok: false, message: 'Solo se admite una respuesta por pregunta.' });
    expect(
      gradeTest(options, [
        { questionId: 1, selectedOptionId: 10 },
        { questionId: 2, selectedOptionId: 20 },
      ]),
    ).toEqual({
      ok: true,
      score: 5,
      autoScore: 5,
      pendingReview: false,
      feedback: 'Respuestas correctas: 1 de 2.',
    });
  });
});

describeEachDatabase('student tests: questions and server-side grading', (ctx) => {
  let app: App;
  let world: Awaited<ReturnType<typeof classroom>>;

  beforeAll(async () => {
    app = await ctx.app();
    world = await classroom(app);
  });

  const submit = (user: TestUser, activityId: number, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/student/activity/${activityId}/submit-test`,
      headers: bearer(user),
      payload: body as object,
    });

  async function freshStudent() {
    const student = await insertUser(app, ['STUDENT']);
    await enrol(app.db, world.courseId, student.id);
    return student;
  }

  describe('GET /activity/{id}/questions', () => {
    it('answers questions and options in order with the test title, never which option is correct', async () => {
      const test = await insertTest(app.db, world.courseId, {
        title: 'Present perfect',
        questions: [
          { text: '¿"I have ___ there"?', options: [{ text: 'be' }, { text: 'been', correct: true }] },
          {
            text: 'Elige',
            options: [{ text: 'x', correct: true }, { text: 'y' }, { text: 'z', correct: true }],
          },
        ],
      });
      const response = await app.inject({
        method: 'GET',
        url: `/api/student/activity/${test.id}/questions`,
        headers: bearer(world.student),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        test.questions.map((q) => ({
          id: q.id,
          text: q.text,
          activityTitle: 'Present perfect',
          options: q.options.map((o) => ({ id: o.id, text: o.text })),
        })),
      );
      expect(response.body).not.toMatch(/correct/i);
    });

    it('refuses a task with 400 and an activity of another course with 404', async () => {
      const taskId = await insertTask(app.db, world.courseId);
      const notATest = await app.inject({
        method: 'GET',
        url: `/api/student/activity/${taskId}/questions`,
        headers: bearer(world.student),
      });
      expect(notATest.statusCode).toBe(400);
      expect(notATest.json()).toEqual({ error: 'La actividad no es un test.' });

      const elsewhere = await insertCourse(app.db);
      const foreign = await insertTest(app.db, elsewhere, { questions: simpleQuestions(1) });
      const response = await app.inject({
        method: 'GET',
        url: `/api/student/activity/${foreign.id}/questions`,
        headers: bearer(world.student),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'La actividad no existe o no estás inscrito en su curso.' });
    });
  });

  describe('POST /activity/{id}/submit-test grading', () => {
    it.each([
      ['all correct', 4, () => true, 10, 'Respuestas correctas: 4 de 4.'],
      ['none correct', 4, () => false, 0, 'Respuestas correctas: 0 de 4.'],
      ['partial (3 of 4)', 4, (i: number) => i !== 2, 7.5, 'Respuestas correctas: 3 de 4.'],
      ['partial (2 of 3)', 3, (i: number) => i < 2, 6.7, 'Respuestas correctas: 2 de 3.'],
    ])('%s', async (_name, questionCount, pick, score, feedback) => {
      const student = await freshStudent();
      const test = await insertTest(app.db, world.courseId, { questions: simpleQuestions(questionCount, 1) });
      const response = await submit(student, test.id, { answers: answersFor(test, pick) });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toEqual({ score, feedback, completedAt: expect.any(String) });

      // Stored: the result with its score and one answer row per question.
      const [result] = await app.db
        .select()
        .from(activityResults)
        .where(and(eq(activityResults.activityId, test.id), eq(activityResults.studentId, student.id)));
      expect(result).toMatchObject({ score, feedback, autoCorrected: true, textAnswer: null, fileId: null });
      expect(result?.completedAt?.toISOString()).toBe(body.completedAt);
      const stored = await app.db
        .select()
        .from(testAnswers)
        .where(eq(testAnswers.resultId, result?.id ?? 0));
      expect(stored.map((a) => [a.questionId, a.optionId]).sort()).toEqual(
        answersFor(test, pick)
          .map((a) => [a.questionId, a.selectedOptionId])
          .sort(),
      );
    });

    it('counts a multi-correct question when the chosen option is any of its correct options', async () => {
      const student = await freshStudent();
      const test = await insertTest(app.db, world.courseId, {
        questions: [
          {
            text: 'Dos correctas (elige la primera)',
            options: [{ text: 'a', correct: true }, { text: 'b', correct: true }, { text: 'c' }],
          },
          {
            text: 'Dos correctas (elige la segunda)',
            options: [{ text: 'a', correct: true }, { text: 'b', correct: true }, { text: 'c' }],
          },
          {
            text: 'Dos correctas (elige la incorrecta)',
            options: [{ text: 'a', correct: true }, { text: 'b' }, { text: 'c', correct: true }],
          },
        ],
      });
      const [q1, q2, q3] = test.questions;
      if (!q1 || !q2 || !q3) throw new Error('questions missing');
      const response = await submit(student, test.id, {
        answers: [
          { questionId: q1.id, selectedOptionId: q1.options[0]?.id },
          { questionId: q2.id, selectedOptionId: q2.options[1]?.id },
          { questionId: q3.id, selectedOptionId: q3.options[1]?.id },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().score).toBe(6.7);
    });

    it('marks the test completed for this student only, and lists the result in activity-results', async () => {
      const student = await freshStudent();
      const test = await insertTest(app.db, world.courseId, {
        title: 'Test de repaso',
        questions: simpleQuestions(2),
      });
      const submitted = await submit(student, test.id, { answers: answersFor(test, () => true) });
      expect(submitted.statusCode).toBe(201);

      const activitiesOf = async (user: TestUser) =>
        (
          (
            await app.inject({
              method: 'GET',
              url: `/api/student/course/${world.courseId}/activity`,
              headers: bearer(user),
            })
          ).json() as { id: number; completed: boolean; completedDate: string | null }[]
        ).find((a) => a.id === test.id);
      expect(await activitiesOf(student)).toMatchObject({
        completed: true,
        completedDate: submitted.json().completedAt,
      });
      expect(await activitiesOf(world.student)).toMatchObject({ completed: false, completedDate: null });

      const results = await app.inject({
        method: 'GET',
        url: '/api/student/activity-results',
        headers: bearer(student),
      });
      expect(results.json()).toEqual([
        {
          activityResultId: expect.any(Number),
          activityId: test.id,
          activityTitle: 'Test de repaso',
          activityType: 'TEST',
          courseId: world.courseId,
          courseName: expect.stringMatching(/^Inglés B1/),
          score: 10,
          feedback: 'Respuestas correctas: 2 de 2.',
          completedAt: submitted.json().completedAt,
          submittedAt: submitted.json().completedAt,
          teacherName: 'Marta Ruiz',
          studentName: 'Lucía Martín',
          studentUsername: student.username,
          textAnswer: null,
          fileName: null,
          late: false,
        },
      ]);
    });
  });

  describe('POST /activity/{id}/submit-test refusals', () => {
    let test: InsertedTest;
    beforeAll(async () => {
      test = await insertTest(app.db, world.courseId, { questions: simpleQuestions(3) });
    });

    it.each([
      [
        'a missing answer',
        (t: InsertedTest) => answersFor(t, () => true).slice(0, 2),
        'Debes responder todas las preguntas del test.',
      ],
      [
        'an answer to a question of another test',
        (t: InsertedTest, other: InsertedTest) => [
          ...answersFor(t, () => true).slice(0, 2),
          ...answersFor(other, () => true),
        ],
        'Alguna respuesta no corresponde a una pregunta de este test.',
      ],
      [
        'an option of another question',
        (t: InsertedTest) => {
          const answers = answersFor(t, () => true);
          return [
            { questionId: t.questions[0]?.id, selectedOptionId: t.questions[1]?.options[0]?.id },
            ...answers.slice(1),
          ];
        },
        'Alguna opción elegida no pertenece a su pregunta.',
      ],
      [
        'two answers to one question',
        (t: InsertedTest) => [...answersFor(t, () => true), answersFor(t, () => false)[0]],
        'Solo se admite una respuesta por pregunta.',
      ],
      ['no answers', () => [], 'Debes responder todas las preguntas del test.'],
    ])('refuses %s with 400 and stores nothing', async (_name, build, message) => {
      const student = await freshStudent();
      const other = await insertTest(app.db, world.courseId, { questions: simpleQuestions(1) });
      const response = await submit(student, test.id, { answers: build(test, other) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      const [rows] = await app.db
        .select({ n: count() })
        .from(activityResults)
        .where(eq(activityResults.studentId, student.id));
      expect(rows?.n).toBe(0);
    });

    it('refuses a body that is not a list of single numeric options', async () => {
      const student = await freshStudent();
      const q = test.questions[0];
      for (const body of [
        { answers: [{ questionId: q?.id, selectedOptionId: [1, 2] }] },
        { answers: [{ questionId: q?.id, selectedOptionId: 'uno' }] },
        { answers: 'todas' },
      ]) {
        const response = await submit(student, test.id, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatch(/^(Cada respuesta|Debes responder)/);
      }
      const extra = await submit(student, test.id, { answers: answersFor(test, () => true), score: 10 });
      expect(extra.json()).toEqual({ error: 'La petición contiene campos no permitidos.' });
    });

    it('refuses a second submission of the same test with 409 and keeps the first result', async () => {
      const student = await freshStudent();
      const first = await submit(student, test.id, { answers: answersFor(test, () => false) });
      expect(first.statusCode).toBe(201);
      const second = await submit(student, test.id, { answers: answersFor(test, () => true) });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ error: 'Ya has completado este test.' });
      const [result] = await app.db
        .select()
        .from(activityResults)
        .where(and(eq(activityResults.activityId, test.id), eq(activityResults.studentId, student.id)));
      expect(result?.score).toBe(0);
    });

    it('lets exactly one of several simultaneous submissions land', async () => {
      const student = await freshStudent();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => submit(student, test.id, { answers: answersFor(test, () => true) })),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json()).toEqual({ error: 'Ya has completado este test.' });
      }
      const [results] = await app.db
        .select({ n: count() })
        .from(activityResults)
        .where(and(eq(activityResults.activityId, test.id), eq(activityResults.studentId, student.id)));
      expect(results?.n).toBe(1);
    });

    it('stores nothing on a second store: the unique pair is the final guard the route maps to 409', async () => {
      const student = await freshStudent();
      const input = {
        activityId: test.id,
        studentId: student.id,
        score: 10,
        feedback: 'x',
        at: new Date(),
        answers: answersFor(test, () => true),
        keyVersion: 0,
      };
      expect(await storeTestResult(app.db, input)).toBe(true);
      const error = await storeTestResult(app.db, { ...input, score: 0 }).catch((e: unknown) => e);
      expect(uniqueViolation(error)).toBe('activity_results_activity_student_unique');
      // The failed statement left no second result and no extra answers behind.
      const [mine] = await app.db
        .select({ n: count() })
        .from(testAnswers)
        .innerJoin(activityResults, eq(activityResults.id, testAnswers.resultId))
        .where(eq(activityResults.studentId, student.id));
      expect(mine?.n).toBe(3);
      const [result] = await app.db
        .select()
        .from(activityResults)
        .where(eq(activityResults.studentId, student.id));
      expect(result?.score).toBe(10);
    });

    it('refuses a task, a test of another course, and a test of a finished course', async () => {
      const student = await freshStudent();
      const taskId = await insertTask(app.db, world.courseId);
      const asTask = await submit(student, taskId, { answers: [{ questionId: 1, selectedOptionId: 1 }] });
      expect(asTask.statusCode).toBe(400);
      expect(asTask.json()).toEqual({ error: 'La actividad no es un test.' });

      const foreign = await insertTest(app.db, await insertCourse(app.db), { questions: simpleQuestions(1) });
      const notMine = await submit(student, foreign.id, { answers: answersFor(foreign, () => true) });
      expect(notMine.statusCode).toBe(404);

      const finishedCourse = await insertCourse(app.db, { completed: true });
      await enrol(app.db, finishedCourse, student.id);
      const closed = await insertTest(app.db, finishedCourse, { questions: simpleQuestions(1) });
      const late = await submit(student, closed.id, { answers: answersFor(closed, () => true) });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: 'El curso ha finalizado: ya no se pueden enviar actividades.' });
    });

    it('closes a test after its due date unless its teacher allows late attempts (decision 103)', async () => {
      const student = await freshStudent();
      const overdue = await insertTest(app.db, world.courseId, {
        dueDate: new Date(Date.now() - 3 * 86_400_000),
        questions: simpleQuestions(2),
      });
      const refused = await submit(student, overdue.id, { answers: answersFor(overdue, () => true) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: 'El plazo de este test ha terminado.' });
      await app.db.update(activities).set({ allowLateAttempts: true }).where(eq(activities.id, overdue.id));
      const response = await submit(student, overdue.id, { answers: answersFor(overdue, () => true) });
      expect(response.statusCode).toBe(201);
    });
  });
});
