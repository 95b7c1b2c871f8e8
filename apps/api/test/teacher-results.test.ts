import { TEACHER_MESSAGES as M } from '@aula/forms';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { activityResults } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import {
  auth,
  enrol,
  makeActivity,
  makeResult,
  makeUser,
  type TeacherWorld,
  teacherWorld,
} from './support/teacher';

describeEachDatabase('teacher: submitted work and evaluation', (ctx) => {
  let app: App;
  let w: TeacherWorld;

  beforeAll(async () => {
    app = await ctx.app();
    w = await teacherWorld(app);
  });

  const evaluate = (
    activityId: number,
    username: string | undefined,
    payload: unknown,
    token = w.teacher.token,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/teacher/activity/${activityId}/evaluate${username === undefined ? '' : `?username=${encodeURIComponent(username)}`}`,
      headers: auth(token),
      payload: payload as object,
    });

  it('lists the submissions to own activities with the fields of spec section 3', async () => {
    const task = await makeActivity(app.db, w.course.id, { title: 'Redacción 1' });
    const { result, file } = await makeResult(app, task.id, w.student.id);
    const response = await app.inject({
      method: 'GET',
      url: '/api/teacher/activity-results',
      headers: auth(w.teacher.token),
    });
    expect(response.statusCode).toBe(200);
    const item = (response.json() as { activityResultId: number }[]).find(
      (r) => r.activityResultId === result.id,
    );
    expect(item).toEqual({
      activityResultId: result.id,
      activityId: task.id,
      activityTitle: 'Redacción 1',
      activityType: 'TASK',
      courseId: w.course.id,
      courseName: 'Inglés B1',
      score: null,
      feedback: null,
      completedAt: null,
      submittedAt: result.submittedAt.toISOString(),
      autoCorrected: false,
      teacherName: 'Teresa Profe',
      studentName: 'Sara Alumna',
      studentUsername: w.student.username,
      textAnswer: 'Mi respuesta',
      fileName: file?.originalName,
      hasFile: true,
      late: false,
    });
  });

  it('evaluates once: score with one decimal, feedback and completion date; then it is read-only', async () => {
    const task = await makeActivity(app.db, w.course.id);
    const { result } = await makeResult(app, task.id, w.student.id);
    const before = Date.now();
    const response = await evaluate(task.id, w.student.username, {
      feedback: ' Muy bien argumentado ',
      score: 8.5,
      autoCorrected: true,
      completed: true,
      completedAt: '2000-01-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const evaluated = response.json();
    expect(evaluated).toMatchObject({
      activityResultId: result.id,
      score: 8.5,
      feedback: 'Muy bien argumentado',
      autoCorrected: false,
    });
    // The server's clock, not the client's date.
    expect(new Date(evaluated.completedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await app.db.select().from(activityResults).where(eq(activityResults.id, result.id));
    expect(row).toMatchObject({ score: 8.5, evaluatedBy: w.teacher.id });

    const again = await evaluate(task.id, w.student.username, { feedback: 'Cambio', score: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Esta entrega ya ha sido evaluada y no se puede modificar.' });
    expect(await app.db.select().from(activityResults).where(eq(activityResults.id, result.id))).toEqual([
      row,
    ]);
  });

  it('an automatically corrected test result cannot be evaluated again', async () => {
    const test = await makeActivity(app.db, w.course.id, { type: 'TEST' });
    await makeResult(app, test.id, w.student.id, { score: 6.7, withFile: false });
    const response = await evaluate(test.id, w.student.username, { feedback: 'x', score: 10 });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    [{ feedback: 'Bien' }, M.scoreRequired],
    [{ feedback: 'Bien', score: '8' }, M.scoreRequired],
    [{ feedback: 'Bien', score: 10.5 }, M.scoreRange],
    [{ feedback: 'Bien', score: -1 }, M.scoreRange],
    [{ feedback: 'Bien', score: 7.25 }, M.scoreDecimals],
    [{ feedback: '  ', score: 7 }, M.feedbackRequired],
    [{ score: 7 }, M.feedbackRequired],
    [{ feedback: 'x'.repeat(2001), score: 7 }, M.feedbackMax],
    [{ feedback: 'Bien', score: 7, evaluatedBy: 1 }, M.unknownField],
  ])('%o → 400 %s and the result stays pending', async (payload, message) => {
    const task = await makeActivity(app.db, w.course.id);
    const { result } = await makeResult(app, task.id, w.student.id);
    const response = await evaluate(task.id, w.student.username, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    const [row] = await app.db.select().from(activityResults).where(eq(activityResults.id, result.id));
    expect(row?.score).toBeNull();
  });

  it('needs the student username; an unknown student, one without a submission or not enrolled is 404', async () => {
    const task = await makeActivity(app.db, w.course.id);
    await makeResult(app, task.id, w.student.id);
    const missing = await evaluate(task.id, undefined, { feedback: 'x', score: 5 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Falta el nombre de usuario del estudiante.' });

    const lazy = await makeUser(app, ['STUDENT']);
    await enrol(app.db, w.course.id, lazy.id);
    for (const username of ['nadie_con_este_nombre', lazy.username, w.outsider.username]) {
      const response = await evaluate(task.id, username, { feedback: 'x', score: 5 });
      expect(response.statusCode, username).toBe(404);
    }
  });

  describe('GET /activity-result/{id}/download', () => {
    it('gives the teacher and the author the file as an attachment with nosniff', async () => {
      const task = await makeActivity(app.db, w.course.id);
      const { result } = await makeResult(app, task.id, w.student.id);
      for (const token of [w.teacher.token, w.student.token]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/activity-result/${result.id}/download`,
          headers: auth(token),
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="mi tarea _final_.pdf"; filename*=UTF-8''mi%20tarea%20%C2%ABfinal%C2%BB.pdf`,
        );
        expect(response.body).toBe('%PDF-1.4 entrega del estudiante');
      }
    });

    it('answers 404 for a result without a file, an unknown one, or bytes gone from disk', async () => {
      const task = await makeActivity(app.db, w.course.id);
      const { result } = await makeResult(app, task.id, w.student.id, { withFile: false });
      const noFile = await app.inject({
        method: 'GET',
        url: `/api/activity-result/${result.id}/download`,
        headers: auth(w.teacher.token),
      });
      expect(noFile.statusCode).toBe(404);
      expect(noFile.json()).toEqual({ error: 'Esta entrega no tiene archivo adjunto.' });
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/activity-result/999999/download',
        headers: auth(w.teacher.token),
      });
      expect(unknown.statusCode).toBe(404);

      const other = await makeActivity(app.db, w.course.id);
      const { result: lost, file } = await makeResult(app, other.id, w.student.id);
      if (!file) throw new Error('no file');
      await app.files.removeBytes(file.id);
      const gone = await app.inject({
        method: 'GET',
        url: `/api/activity-result/${lost.id}/download`,
        headers: auth(w.teacher.token),
      });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'El archivo no está disponible.' });
    });
  });
});
