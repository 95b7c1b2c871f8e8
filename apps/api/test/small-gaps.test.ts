import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { describeEachDatabase } from './support/harness';
import {
  bearer,
  classroom,
  enrol,
  insertCourse,
  insertTask,
  insertTest,
  insertUser,
  multipartBody,
  SAMPLE_FILES,
  simpleQuestions,
} from './support/student-fixtures';

const PAST = new Date('2020-03-01T10:00:00Z');
const FUTURE = new Date('2099-03-01T10:00:00Z');

/**
 * Small gaps: right-to-left override characters kept in hand-in names, a teacher enrolling in (and
 * grading) their own course, activities added to a finished course, and due dates that meant nothing.
 */
describeEachDatabase('small gaps: file names, own courses, finished courses, due dates', (ctx) => {
  let app: App;
  let world: Awaited<ReturnType<typeof classroom>>;

  beforeAll(async () => {
    app = await ctx.app();
    world = await classroom(app);
  });

  const handIn = (activityId: number, filename = 'tarea.pdf') => {
    const { payload, headers } = multipartBody([
      { name: 'textAnswer', value: 'Mi redacción.' },
      { name: 'file', filename, bytes: SAMPLE_FILES.pdf, type: 'application/pdf' },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/student/activity/${activityId}/submit-task`,
      payload,
      headers: { ...headers, ...bearer(world.student) },
    });
  };

  async function studentResult(activityId: number) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/student/activity-results',
      headers: bearer(world.student),
    });
    return (response.json() as { activityId: number; fileName: string | null; late?: boolean }[]).find(
      (r) => r.activityId === activityId,
    );
  }

  async function teacherResult(activityId: number) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/teacher/activity-results',
      headers: bearer(world.teacher),
    });
    return (response.json() as { activityId: number; late?: boolean }[]).find(
      (r) => r.activityId === activityId,
    );
  }

  it('drops right-to-left override and zero-width characters from a hand-in file name', async () => {
    const taskId = await insertTask(app.db, world.courseId, { dueDate: FUTURE });
    const response = await handIn(taskId, 'tarea\u202eexe.\u200bpdf');
    expect(response.statusCode, response.body).toBe(201);
    expect((await studentResult(taskId))?.fileName).toBe('tareaexe.pdf');
  });

  describe('a teacher who also studies', () => {
    it('cannot enrol in a course they teach, and is not offered it', async () => {
      const both = await insertUser(app, ['TEACHER', 'STUDENT']);
      const own = await insertCourse(app.db, { teacherId: both.id });
      const other = await insertCourse(app.db, { teacherId: world.teacher.id });
      const available = await app.inject({
        method: 'GET',
        url: '/api/student/available-courses',
        headers: bearer(both),
      });
      const offered = (available.json() as { id: number }[]).map((c) => c.id);
      expect(offered).toContain(other);
      expect(offered).not.toContain(own);

      const response = await app.inject({
        method: 'POST',
        url: `/api/student/enroll/${own}`,
        headers: bearer(both),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'No puedes inscribirte en un curso que impartes.' });
      const elsewhere = await app.inject({
        method: 'POST',
        url: `/api/student/enroll/${other}`,
        headers: bearer(both),
      });
      expect(elsewhere.statusCode).toBe(201);
    });
  });

  it('refuses a task or a test added to a finished course with a Spanish 409', async () => {
    const finished = await insertCourse(app.db, { teacherId: world.teacher.id, completed: true });
    const due = '2030-07-01T10:00:00.000Z';
    const task = await app.inject({
      method: 'POST',
      url: `/api/teacher/course/${finished}/activity`,
      headers: bearer(world.teacher),
      payload: { title: 'Tarea', description: 'Hazla.', type: 'TASK', dueDate: due },
    });
    const test = await app.inject({
      method: 'POST',
      url: `/api/teacher/course/${finished}/test`,
      headers: bearer(world.teacher),
      payload: {
        title: 'Test',
        description: 'Elige.',
        dueDate: due,
        questions: [{ text: '¿Sí?', options: [{ text: 'Sí', correct: true }, { text: 'No' }] }],
      },
    });
    for (const response of [task, test]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Este curso ya ha finalizado: no se le pueden añadir actividades.',
      });
    }
  });

  describe('due dates (decision 103)', () => {
    it('accepts a late hand-in and marks it late for the student and the teacher; on time is not late', async () => {
      const late = await insertTask(app.db, world.courseId, { dueDate: PAST });
      const onTime = await insertTask(app.db, world.courseId, { dueDate: FUTURE });
      expect((await handIn(late)).statusCode).toBe(201);
      expect((await handIn(onTime)).statusCode).toBe(201);
      expect((await studentResult(late))?.late).toBe(true);
      expect((await teacherResult(late))?.late).toBe(true);
      expect((await studentResult(onTime))?.late).toBe(false);
      expect((await teacherResult(onTime))?.late).toBe(false);
    });

    it('closes a test after its due date unless its teacher allows late attempts', async () => {
      const closed = await insertTest(app.db, world.courseId, {
        dueDate: PAST,
        questions: simpleQuestions(1),
      });
      const answers = closed.questions.map((q) => ({
        questionId: q.id,
        selectedOptionId: (q.options[0] as { id: number }).id,
      }));
      const refused = await app.inject({
        method: 'POST',
        url: `/api/student/activity/${closed.id}/submit-test`,
        headers: bearer(world.student),
        payload: { answers },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: 'El plazo de este test ha terminado.' });

      // The teacher allows late attempts (PUT keeps the questions as they are).
      const current = await app.inject({
        method: 'GET',
        url: `/api/teacher/test/${closed.id}`,
        headers: bearer(world.teacher),
      });
      const test = current.json() as {
        title: string;
        description: string;
        dueDate: string;
        allowLateAttempts?: boolean;
        questions: { id: number; text: string; options: { id: number; text: string; correct: boolean }[] }[];
      };
      expect(test.allowLateAttempts).toBe(false);
      const allowed = await app.inject({
        method: 'PUT',
        url: `/api/teacher/test/${closed.id}`,
        headers: bearer(world.teacher),
        payload: {
          title: test.title,
          description: test.description,
          dueDate: test.dueDate,
          allowLateAttempts: true,
          questions: test.questions,
        },
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.json()).toMatchObject({ allowLateAttempts: true });

      const accepted = await app.inject({
        method: 'POST',
        url: `/api/student/activity/${closed.id}/submit-test`,
        headers: bearer(world.student),
        payload: { answers },
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect((await studentResult(closed.id))?.late).toBe(true);
    });
  });

  it('enrolment of a plain student still works', async () => {
    const course = await insertCourse(app.db, { teacherId: world.teacher.id });
    const student = await insertUser(app, ['STUDENT']);
    await enrol(app.db, course, student.id);
    const again = await app.inject({
      method: 'POST',
      url: `/api/student/enroll/${course}`,
      headers: bearer(student),
    });
    expect(again.statusCode).toBe(400);
  });
});
