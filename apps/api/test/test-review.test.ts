import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { activities, activityResults, courses, testAnswers } from '../src/db/schema';
import { keyShownNow, reviewQuestions } from '../src/questions/review';
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
  multipartBody,
  type TestUser,
} from './support/student-fixtures';

const DAY = 86_400_000;
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), Buffer.alloc(64, 0x20)]);
const NOT_SUBMITTED = 'Todavía no has enviado este test: podrás revisarlo cuando lo envíes.';

/** Two single-choice questions: the first answered with its correct option, the second with a wrong one. */
const TWO_QUESTIONS = [
  { text: '¿Capital de Francia?', options: [{ text: 'París', correct: true }, { text: 'Lyon' }] },
  { text: '¿"I ___ a student"?', options: [{ text: 'is' }, { text: 'am', correct: true }] },
];
const rightThenWrong = (test: InsertedTest) =>
  test.questions.map((question, index) => ({
    questionId: question.id,
    selectedOptionId: question.options.find((option) => option.correct === (index === 0))?.id as number,
  }));

describe('keyShownNow and reviewQuestions (pure)', () => {
  const dueDate = new Date('2030-03-01T10:00:00.000Z');
  const justAfter = new Date('2030-03-01T10:00:00.001Z');

  it('shows the key after the due date, not at it, and with late attempts only once the course ends', () => {
    const test = { dueDate, allowLateAttempts: false, courseCompleted: false };
    expect(keyShownNow(test, dueDate)).toBe(false);
    expect(keyShownNow(test, justAfter)).toBe(true);
    expect(keyShownNow({ ...test, allowLateAttempts: true }, justAfter)).toBe(false);
    expect(keyShownNow({ ...test, allowLateAttempts: true, courseCompleted: true }, dueDate)).toBe(true);
  });

  it('splits 10 points among the questions and gives a foreign answer nothing rather than failing', () => {
    const choice = (id: number) => ({
      id,
      text: `Pregunta ${id}`,
      kind: 'choice' as const,
      data: {},
      options: [
        { id: id * 10, text: 'sí', correct: true },
        { id: id * 10 + 1, text: 'no', correct: false },
      ],
    });
    const reviewed = reviewQuestions(
      [choice(1), choice(2), choice(3)],
      [
        { questionId: 1, selectedOptionId: 10 },
        { questionId: 2, selectedOptionId: 999 },
      ],
      { keyShown: false, mediaUrl: (file) => file },
    );
    expect(reviewed.map((q) => [q.outcome, q.points, q.maxPoints])).toEqual([
      ['right', 3.33, 3.33],
      ['wrong', 0, 3.33],
      ['wrong', 0, 3.33],
    ]);
    expect(reviewed[2]?.answer).toBeNull();
  });
});

describeEachDatabase('the student’s review of a submitted test', (ctx) => {
  let app: App;
  let world: Awaited<ReturnType<typeof classroom>>;

  beforeAll(async () => {
    app = await ctx.app();
    world = await classroom(app);
  });

  const call = (user: TestUser | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(user), ...(payload && { payload }) });
  const review = (user: TestUser | undefined, activityId: number) =>
    call(user, 'GET', `/student/activity/${activityId}/review`);

  async function freshStudent() {
    const student = await insertUser(app, ['STUDENT']);
    await enrol(app.db, world.courseId, student.id);
    return student;
  }

  async function takenTest(student: TestUser, dueDate = new Date(Date.now() + 7 * DAY)) {
    const test = await insertTest(app.db, world.courseId, {
      title: 'Repaso',
      dueDate,
      questions: TWO_QUESTIONS,
    });
    const submitted = await call(student, 'POST', `/student/activity/${test.id}/submit-test`, {
      answers: rightThenWrong(test),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    return test;
  }

  it('shows each answer, right or wrong, with its points, and no key before the due date', async () => {
    const student = await freshStudent();
    const test = await takenTest(student);
    const response = await review(student, test.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      activityId: test.id,
      title: 'Repaso',
      score: 5,
      feedback: 'Respuestas correctas: 1 de 2.',
      pendingReview: false,
      gradedBy: null,
      keyShown: false,
    });
    const [first, second] = test.questions as [InsertedTest['questions'][0], InsertedTest['questions'][0]];
    expect(body.questions).toEqual([
      {
        id: first.id,
        text: '¿Capital de Francia?',
        options: first.options.map(({ id, text }) => ({ id, text })),
        answer: rightThenWrong(test)[0],
        outcome: 'right',
        points: 5,
        maxPoints: 5,
        recordingUrl: null,
        key: null,
      },
      expect.objectContaining({ id: second.id, outcome: 'wrong', points: 0, maxPoints: 5, key: null }),
    ]);
    expect(body.keyShownAt).toBe(new Date(body.keyShownAt).toISOString());
    expect(response.body).not.toMatch(/correct"/);
  });

  it('shows the correct answers once the due date has passed and no late attempt is allowed', async () => {
    const student = await freshStudent();
    const test = await takenTest(student);
    await app.db
      .update(activities)
      .set({ dueDate: new Date(Date.now() - DAY) })
      .where(eq(activities.id, test.id));
    const body = (await review(student, test.id)).json();
    expect(body.keyShown).toBe(true);
    expect(body.questions.map((q: { key: unknown }) => q.key)).toEqual(
      test.questions.map((q) => ({ optionIds: q.options.filter((o) => o.correct).map((o) => o.id) })),
    );
  });

  it('keeps the key while late attempts are allowed, until the course finishes', async () => {
    const course = await insertCourse(app.db, { teacherId: world.teacher.id });
    const student = await insertUser(app, ['STUDENT']);
    await enrol(app.db, course, student.id);
    const test = await insertTest(app.db, course, {
      dueDate: new Date(Date.now() - DAY),
      questions: TWO_QUESTIONS,
    });
    await app.db.update(activities).set({ allowLateAttempts: true }).where(eq(activities.id, test.id));
    const submitted = await call(student, 'POST', `/student/activity/${test.id}/submit-test`, {
      answers: rightThenWrong(test),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect((await review(student, test.id)).json()).toMatchObject({ keyShown: false, keyShownAt: null });
    await app.db.update(courses).set({ completed: true }).where(eq(courses.id, course));
    const finished = (await review(student, test.id)).json();
    expect(finished.keyShown).toBe(true);
    expect(finished.questions[1].key).toEqual({ optionIds: [test.questions[1]?.options[1]?.id] });
  });

  it('marks every kind, leaves a speaking answer to the teacher and then shows their grade', async () => {
    const created = await call(world.teacher, 'POST', `/teacher/course/${world.courseId}/test`, {
      title: 'Unidad 5',
      dueDate: '2099-01-01T10:00:00.000Z',
      questions: [
        {
          text: 'Completa',
          kind: 'gaps',
          passage: 'I [1] in [2].',
          gaps: [{ accepted: ['live'] }, { accepted: ['London'] }],
        },
        { text: 'Ordena', kind: 'ordering', items: [{ text: 'I' }, { text: 'am' }, { text: 'here' }] },
        { text: '¿Capital de España?', kind: 'short', accepted: ['Madrid'] },
        { text: 'Preséntate', kind: 'speaking', maxSeconds: 60 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const test = created.json();
    const [gaps, ordering, short, speaking] = test.questions;
    const student = await freshStudent();
    const form = multipartBody([{ name: 'file', filename: 'voz.webm', bytes: WEBM }]);
    const recorded = await app.inject({
      method: 'POST',
      url: `/api/student/activity/${test.id}/recording/${speaking.id}`,
      headers: { ...bearer(student), ...form.headers },
      payload: form.payload,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const { recording } = recorded.json();
    const answers = [
      { questionId: gaps.id, gaps: ['live', 'Paris'] },
      { questionId: ordering.id, order: ordering.items.map((item: { id: number }) => item.id) },
      { questionId: short.id, text: 'Barcelona' },
      { questionId: speaking.id, recording },
    ];
    const submitted = await call(student, 'POST', `/student/activity/${test.id}/submit-test`, { answers });
    expect(submitted.statusCode, submitted.body).toBe(201);

    const pending = (await review(student, test.id)).json();
    expect(pending).toMatchObject({ score: null, pendingReview: true, gradedBy: null });
    expect(pending.questions.map((q: { outcome: string }) => q.outcome)).toEqual([
      'partial',
      'right',
      'wrong',
      'teacher',
    ]);
    expect(pending.questions.map((q: { points: number | null }) => q.points)).toEqual([1.25, 2.5, 0, null]);
    expect(pending.questions[3]).toMatchObject({
      answer: { questionId: speaking.id, recording },
      recordingUrl: `/api/student/activity/${test.id}/media/${recording}`,
      key: null,
    });
    // The view is the one the student answered: no accepted text anywhere while the key waits.
    expect(JSON.stringify(pending.questions)).not.toContain('London');

    const graded = await call(
      world.teacher,
      'POST',
      `/teacher/activity/${test.id}/evaluate?username=${student.username}`,
      { score: 6.5, feedback: 'Buena pronunciación; repasa los huecos.' },
    );
    expect(graded.statusCode, graded.body).toBe(200);
    expect((await review(student, test.id)).json()).toMatchObject({
      score: 6.5,
      feedback: 'Buena pronunciación; repasa los huecos.',
      pendingReview: false,
      gradedBy: 'Marta Ruiz',
    });
  });

  it('reads the choices of a result stored before every answer was kept whole', async () => {
    const student = await freshStudent();
    const test = await insertTest(app.db, world.courseId, { questions: TWO_QUESTIONS });
    const [result] = await app.db
      .insert(activityResults)
      .values({
        activityId: test.id,
        studentId: student.id,
        score: 5,
        completedAt: new Date(),
        autoCorrected: true,
      })
      .returning({ id: activityResults.id });
    await app.db.insert(testAnswers).values(
      rightThenWrong(test).map((answer) => ({
        resultId: result?.id as number,
        questionId: answer.questionId,
        optionId: answer.selectedOptionId,
      })),
    );
    const body = (await review(student, test.id)).json();
    expect(body.questions.map((q: { answer: unknown; outcome: string }) => [q.answer, q.outcome])).toEqual([
      [rightThenWrong(test)[0], 'right'],
      [rightThenWrong(test)[1], 'wrong'],
    ]);
  });

  describe('refusals', () => {
    it('answers 409 before the student submits, even when a classmate has', async () => {
      const classmate = await freshStudent();
      const test = await takenTest(classmate);
      const response = await review(world.student, test.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: NOT_SUBMITTED });
    });

    it('answers 400 for a task and 404 for a test of a course the student is not in', async () => {
      const taskId = await insertTask(app.db, world.courseId);
      const task = await review(world.student, taskId);
      expect(task.statusCode).toBe(400);
      expect(task.json()).toEqual({ error: 'La actividad no es un test.' });
      const stranger = await insertUser(app, ['STUDENT']);
      const taker = await freshStudent();
      const test = await takenTest(taker);
      const foreign = await review(stranger, test.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'La actividad no existe o no estás inscrito en su curso.' });
      expect((await review(world.student, 2_000_000_000)).statusCode).toBe(404);
    });

    it('is the student’s only: a teacher gets 403 and a call without a session 401', async () => {
      const taker = await freshStudent();
      const test = await takenTest(taker);
      expect((await review(world.teacher, test.id)).statusCode).toBe(403);
      expect((await review(undefined, test.id)).statusCode).toBe(401);
    });
  });
});
