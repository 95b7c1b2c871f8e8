import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import {
  activities,
  activityResults,
  courses,
  enrolments,
  materials,
  options,
  userRoles,
  users,
} from '../src/db/schema';
import { type AccessWorld, accessWorld } from './support/access-world';
import { describeEachDatabase } from './support/harness';
import { unique, validRegistration } from './support/helpers';
import { multipartBody, SAMPLE_FILES } from './support/student-fixtures';
import { makeActivity, makeCourse, makeResult, makeTest, multipart, SAMPLES } from './support/teacher';

/**
 * Fields a caller must not set have no effect. Unknown fields are refused (400, Spanish, nothing
 * stored); fields the spec's client sends but the server decides (approved, completed, autoCorrected,
 * completedAt) are accepted and ignored. Roles, scores, approvals and owners come from the server only.
 */

const UNKNOWN_FIELD = { error: 'La petición contiene campos no permitidos.' };
const due = '2030-07-01T10:00:00.000Z';

describeEachDatabase('mass assignment has no effect', (ctx) => {
  let app: App;
  let world: AccessWorld;

  beforeAll(async () => {
    app = await ctx.app();
    await app.ready();
    world = await accessWorld(app);
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const userNamed = async (username: string) =>
    (await app.db.select().from(users).where(eq(users.username, username)))[0];

  describe('registration', () => {
    for (const [label, extra] of [
      ['roles: ADMIN', { roles: ['ADMIN'] }],
      ['roles: STUDENT and ADMIN', { roles: ['STUDENT', 'ADMIN'] }],
      ['roles: TEACHER and ADMIN', { roles: ['TEACHER', 'ADMIN'] }],
      ['role: ADMIN', { role: 'ADMIN' }],
      ['verified: true', { verified: true }],
      ['disabled / id / passwordHash', { id: 1, passwordHash: 'x', disabled: false }],
    ] as const) {
      it(`refuses ${label} and creates nobody`, async () => {
        const payload = { ...validRegistration(), ...extra };
        const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
        expect(response.statusCode, response.body).toBe(400);
        expect(typeof response.json().error).toBe('string');
        expect(await userNamed(payload.username)).toBeUndefined();
      });
    }

    it('a valid registration gets exactly the chosen role, unverified', async () => {
      const payload = validRegistration({ roles: ['TEACHER'] });
      const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(response.statusCode, response.body).toBe(201);
      const user = await userNamed(payload.username);
      expect(user?.verified).toBe(false);
      const roles = await app.db
        .select()
        .from(userRoles)
        .where(eq(userRoles.userId, user?.id ?? 0));
      expect(roles.map((r) => r.role)).toEqual(['TEACHER']);
    });

    it('login takes no other field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: world.admin.username, password: 'x', roles: ['ADMIN'] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(UNKNOWN_FIELD);
    });
  });

  describe('student', () => {
    it('cannot send a score or a correct flag with test answers; the server grades', async () => {
      const test = await makeTest(app.db, world.a.courseId, [2, 2]);
      const wrong = test.questions.map((q) => ({
        questionId: q.id,
        selectedOptionId: q.options[1] as number,
      }));
      const url = `/api/student/activity/${test.activity.id}/submit-test`;
      const headers = bearer(world.a.student.token);
      for (const payload of [
        { answers: wrong, score: 10 },
        { answers: wrong, feedback: 'Perfecto' },
        { answers: wrong.map((a) => ({ ...a, correct: true })) },
        { answers: wrong, studentId: world.b.student.id },
      ]) {
        const response = await app.inject({ method: 'POST', url, headers, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(
        await app.db.select().from(activityResults).where(eq(activityResults.activityId, test.activity.id)),
      ).toEqual([]);
      const graded = await app.inject({ method: 'POST', url, headers, payload: { answers: wrong } });
      expect(graded.statusCode, graded.body).toBe(201);
      expect(graded.json().score).toBe(0);
    });

    it('cannot hand in with a score, feedback or another student’s name', async () => {
      const task = await makeActivity(app.db, world.a.courseId);
      const url = `/api/student/activity/${task.id}/submit-task`;
      const file = { name: 'file', filename: 'tarea.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' };
      for (const [extra, status] of [
        [{ name: 'score', value: '10' }, 400],
        [{ name: 'feedback', value: 'Perfecto' }, 400],
        [{ name: 'studentId', value: String(world.b.student.id) }, 400],
        [{ name: 'username', value: world.b.student.username }, 403],
      ] as const) {
        const form = multipartBody([{ name: 'textAnswer', value: 'Mi respuesta' }, extra, file]);
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { ...form.headers, ...bearer(world.a.student.token) },
          payload: form.payload,
        });
        expect(response.statusCode, `${extra.name}: ${response.body}`).toBe(status);
      }
      expect(
        await app.db.select().from(activityResults).where(eq(activityResults.activityId, task.id)),
      ).toEqual([]);
    });

    it('cannot enrol someone else: the session says who enrols', async () => {
      const course = await makeCourse(app.db, world.b.teacher.id, { name: `Abierto ${unique()}` });
      const response = await app.inject({
        method: 'POST',
        url: `/api/student/enroll/${course.id}`,
        headers: bearer(world.a.student.token),
        payload: { studentId: world.b.student.id },
      });
      // The enrolment takes no body: whatever comes with it, the enrolled student is the session's.
      expect(response.statusCode, response.body).toBe(201);
      const rows = await app.db.select().from(enrolments).where(eq(enrolments.courseId, course.id));
      expect(rows.map((row) => row.studentId)).toEqual([world.a.student.id]);
    });
  });

  describe('teacher', () => {
    it('creates a course pending and their own, whatever the body says', async () => {
      const name = `Alemán ${unique()}`;
      const response = await app.inject({
        method: 'POST',
        url: `/api/teacher/create-course?teacherUsername=${world.a.teacher.username}`,
        headers: bearer(world.a.teacher.token),
        payload: {
          name,
          description: 'Curso de alemán para principiantes.',
          level: 'A1',
          type: 'GRUPAL',
          approved: true,
          completed: true,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await app.db.select().from(courses).where(eq(courses.name, name));
      expect(row).toMatchObject({ approved: false, completed: false, teacherId: world.a.teacher.id });
    });

    it('cannot create a course for another teacher or set owner fields', async () => {
      const base = { name: `Curso ${unique()}`, description: 'Una descripción suficiente.' };
      const asOther = await app.inject({
        method: 'POST',
        url: `/api/teacher/create-course?teacherUsername=${world.b.teacher.username}`,
        headers: bearer(world.a.teacher.token),
        payload: base,
      });
      expect(asOther.statusCode).toBe(403);
      for (const extra of [
        { teacherId: world.b.teacher.id },
        { teacherUsername: world.b.teacher.username },
        { teacher: { username: world.b.teacher.username } },
        { id: world.b.courseId },
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/teacher/create-course',
          headers: bearer(world.a.teacher.token),
          payload: { ...base, ...extra },
        });
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
        expect(response.json()).toEqual(UNKNOWN_FIELD);
      }
      expect(await app.db.select().from(courses).where(eq(courses.name, base.name))).toEqual([]);
    });

    it('an evaluation is never automatic and is completed now, whatever the body says', async () => {
      const task = await makeActivity(app.db, world.a.courseId);
      const { result } = await makeResult(app, task.id, world.a.student.id, { withFile: false });
      const url = `/api/teacher/activity/${task.id}/evaluate?username=${world.a.student.username}`;
      const headers = bearer(world.a.teacher.token);
      for (const extra of [
        { studentId: world.b.student.id },
        { evaluatedBy: world.b.teacher.id },
        { activityId: 1 },
      ]) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers,
          payload: { score: 9, feedback: 'Bien', ...extra },
        });
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      }
      const before = Date.now();
      const response = await app.inject({
        method: 'POST',
        url,
        headers,
        payload: {
          score: 9,
          feedback: 'Bien',
          autoCorrected: true,
          completed: false,
          completedAt: '2000-01-01',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await app.db.select().from(activityResults).where(eq(activityResults.id, result.id));
      expect(row).toMatchObject({ score: 9, autoCorrected: false, evaluatedBy: world.a.teacher.id });
      expect(row?.completedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('cannot move an activity or a material to another course through the body', async () => {
      const headers = bearer(world.a.teacher.token);
      const activity = await app.inject({
        method: 'POST',
        url: `/api/teacher/course/${world.a.courseId}/activity`,
        headers,
        payload: { title: 'Tarea', description: '', type: 'TASK', dueDate: due, courseId: world.b.courseId },
      });
      expect(activity.statusCode).toBe(400);
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/teacher/activity/${world.a.taskId}`,
        headers,
        payload: { title: 'Tarea', description: 'Otra', dueDate: due, courseId: world.b.courseId },
      });
      expect(edit.statusCode).toBe(400);
      const form = await multipart([
        ['title', 'Tema'],
        ['courseId', String(world.b.courseId)],
        ['file', SAMPLES.pdf, 'tema.pdf'],
      ]);
      const material = await app.inject({
        method: 'POST',
        url: `/api/teacher/course/${world.a.courseId}/add-material`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(material.statusCode).toBe(400);
      expect(
        await app.db.select().from(materials).where(eq(materials.courseId, world.b.courseId)),
      ).toHaveLength(1);
      expect(
        await app.db
          .select()
          .from(activities)
          .where(and(eq(activities.courseId, world.b.courseId), eq(activities.title, 'Tarea'))),
      ).toEqual([]);
    });

    it('cannot take over another test’s questions or options by id', async () => {
      const mine = await makeTest(app.db, world.a.courseId, [2]);
      const theirs = await makeTest(app.db, world.b.courseId, [2]);
      const [foreignQuestion] = theirs.questions;
      const response = await app.inject({
        method: 'PUT',
        url: `/api/teacher/test/${mine.activity.id}`,
        headers: bearer(world.a.teacher.token),
        payload: {
          title: 'Mío',
          description: 'Robado',
          dueDate: due,
          questions: [
            {
              id: foreignQuestion?.id,
              text: 'Cambiada',
              options: (foreignQuestion?.options ?? []).map((id, i) => ({
                id,
                text: `O${i}`,
                correct: i === 0,
              })),
            },
          ],
        },
      });
      expect(response.statusCode).toBe(400);
      const stored = await app.db
        .select()
        .from(options)
        .where(eq(options.questionId, foreignQuestion?.id ?? 0));
      expect(stored.map((o) => o.text)).toEqual(['Opción 1', 'Opción 2']);
    });
  });
});
