import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { newUserSignsIn } from './support/access-world';
import { describeEachDatabase } from './support/harness';
import { serverApp } from './support/server-database';
import {
  bearer,
  enrol,
  insertCourse,
  insertTest,
  insertUser,
  simpleQuestions,
  type TestUser,
} from './support/student-fixtures';

const INTERNAL = 'Error interno del servidor. Inténtalo de nuevo más tarde.';

/**
 * Ordinary actions whose statement fails in the database: on PGlite in its worker thread, the first such
 * error used to end the worker, and every later request of every user answered 500. Each answers as on
 * PostgreSQL, and the next user still signs in.
 */
describeEachDatabase('ordinary actions that end in an SQL error', (ctx) => {
  let app: App;
  let teacher: TestUser;
  let student: TestUser;
  let courseId: number;

  beforeAll(async () => {
    app = await serverApp(ctx);
    await app.ready();
    teacher = await insertUser(app, ['TEACHER']);
    student = await insertUser(app, ['STUDENT']);
    courseId = await insertCourse(app.db, {
      teacherId: teacher.id,
      type: 'FLEXIBLE',
      startDate: '2026-01-01',
      endDate: '2031-12-31',
    });
    await enrol(app.db, courseId, student.id);
  }, 180_000);

  /** Another user signing in afterwards: the database still serves everyone. */
  async function nextLoginSucceeds() {
    const login = await newUserSignsIn(app);
    expect(login.statusCode, login.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  }

  const openClass = (time: string) =>
    app.inject({
      method: 'POST',
      url: `/api/teacher/course/${courseId}/openings`,
      headers: bearer(teacher),
      payload: { date: '2030-03-20', time, durationMinutes: 60, capacity: 3 },
    });

  it('a teacher opening two classes at the same start: 201, then 409', async () => {
    const first = await openClass('13:00');
    expect(first.statusCode, first.body).toBe(201);
    const again = await openClass('13:00');
    expect(again.statusCode, again.body).toBe(409);
    await nextLoginSucceeds();
  });

  it('a student booking the same flexible class twice: 201, then 409', async () => {
    const opening = (await openClass('12:00')).json() as { id: number };
    const book = () =>
      app.inject({
        method: 'POST',
        url: `/api/student/course/${courseId}/openings/${opening.id}/booking`,
        headers: bearer(student),
      });
    expect((await book()).statusCode).toBe(201);
    const again = await book();
    expect(again.statusCode, again.body).toBe(409);
    await nextLoginSucceeds();
  });

  it('a student sending one test four times at once: one 201, three 409', async () => {
    const test = await insertTest(app.db, courseId, { questions: simpleQuestions(2) });
    const payload = {
      answers: test.questions.map((q) => ({ questionId: q.id, selectedOptionId: q.options[0]?.id })),
    };
    const submit = () =>
      app.inject({
        method: 'POST',
        url: `/api/student/activity/${test.id}/submit-test`,
        headers: bearer(student),
        payload,
      });
    const statuses = (await Promise.all([submit(), submit(), submit(), submit()])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
    await nextLoginSucceeds();
  });

  it('a search for a NUL character: refused or the generic Spanish 500, never the end of the database', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/messages?q=%00', headers: bearer(student) });
    expect(search.statusCode === 400 || search.json().error === INTERNAL, search.body).toBe(true);
    await nextLoginSucceeds();
  });
});
