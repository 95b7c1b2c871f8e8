import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import {
  activities,
  activityResults,
  adminActions,
  courses,
  enrolments,
  materials,
  options,
  questions,
  storedFiles,
  testAnswers,
} from '../src/db/schema';
import { auth, enrol, insertCourse, insertUser, tokenFor } from './support/admin';
import { describeEachDatabase } from './support/harness';
import { hasStoredBytes } from './support/stored-bytes';

describeEachDatabase('admin course transitions', (ctx) => {
  let app: App;
  let adminId: number;
  let token: string;
  let teacherId: number;

  beforeAll(async () => {
    app = await ctx.app();
    const admin = await insertUser(app.db, { roles: ['ADMIN'], username: `jefa_${ctx.kind}` });
    adminId = admin.id;
    token = await tokenFor(app, admin.id);
    teacherId = (await insertUser(app.db, { roles: ['TEACHER'], username: `profe_${ctx.kind}` })).id;
  });

  const call = (method: 'PUT' | 'DELETE', path: string) =>
    app.inject({ method, url: `/api/admin/${path}`, headers: auth(token) });
  const approve = (id: number | string) => call('PUT', `approve-course/${id}`);
  const reject = (id: number | string) => call('DELETE', `reject-course/${id}`);
  const complete = (id: number | string) => call('PUT', `complete-course/${id}`);

  const courseRow = async (id: number) => (await app.db.select().from(courses).where(eq(courses.id, id)))[0];
  const auditOf = (courseId: number) =>
    app.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.courseId, courseId))
      .orderBy(asc(adminActions.id));

  describe('approve (pending → active)', () => {
    it('approves a pending course, answers a message and records who did it and when', async () => {
      const course = await insertCourse(app.db, { status: 'pending', teacherId, name: 'Alemán para viajar' });
      const before = Date.now();
      const response = await approve(course.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Curso aprobado correctamente.' });
      expect(await courseRow(course.id)).toMatchObject({ approved: true, completed: false });

      const audit = await auditOf(course.id);
      expect(audit).toEqual([
        {
          id: expect.any(Number),
          adminId,
          action: 'APPROVE_COURSE',
          courseId: course.id,
          details: {
            courseName: 'Alemán para viajar',
            teacherUsername: `profe_${ctx.kind}`,
            from: 'pending',
            to: 'active',
          },
          createdAt: expect.any(Date),
        },
      ]);
      // The database clock and ours agree within a few seconds.
      expect(Math.abs((audit[0]?.createdAt.getTime() ?? 0) - before)).toBeLessThan(5_000);
    });

    it.each([
      ['active', 'Solo se pueden aprobar cursos pendientes: este curso ya está activo.'],
      ['completed', 'Solo se pueden aprobar cursos pendientes: este curso ya está finalizado.'],
    ] as const)('refuses a %s course with 409 and changes nothing', async (status, message) => {
      const course = await insertCourse(app.db, { status });
      const response = await approve(course.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: message });
      expect(await courseRow(course.id)).toEqual(course);
      expect(await auditOf(course.id)).toEqual([]);
    });
  });

  describe('complete (active → completed)', () => {
    it('finishes an active course and records it', async () => {
      const course = await insertCourse(app.db, { status: 'active', teacherId });
      const response = await complete(course.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Curso finalizado correctamente.' });
      expect(await courseRow(course.id)).toMatchObject({ approved: true, completed: true });
      expect(await auditOf(course.id)).toMatchObject([
        { adminId, action: 'COMPLETE_COURSE', details: { from: 'active', to: 'completed' } },
      ]);
    });

    it.each([
      ['pending', 'Solo se pueden finalizar cursos activos: este curso está pendiente de aprobación.'],
      ['completed', 'Solo se pueden finalizar cursos activos: este curso ya está finalizado.'],
    ] as const)('refuses a %s course with 409', async (status, message) => {
      const course = await insertCourse(app.db, { status });
      const response = await complete(course.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: message });
      expect(await courseRow(course.id)).toEqual(course);
      expect(await auditOf(course.id)).toEqual([]);
    });
  });

  describe('reject (pending → deleted)', () => {
    it('removes the course and everything that hangs on it, files included, in one go', async () => {
      const student = await insertUser(app.db, { roles: ['STUDENT'] });
      const course = await insertCourse(app.db, {
        status: 'pending',
        teacherId,
        name: 'Francés exprés',
        language: 'fr',
        level: 'B1',
        type: 'FLEXIBLE',
      });
      const keep = await insertCourse(app.db, { status: 'pending', teacherId });
      await enrol(app.db, course.id, [student.id]);
      await enrol(app.db, keep.id, [student.id]);

      const materialFile = await app.files.save(app.db, {
        data: Buffer.from('%PDF-1.4 material'),
        originalName: 'temario.pdf',
        mimeType: 'application/pdf',
      });
      const submissionFile = await app.files.save(app.db, {
        data: Buffer.from('respuesta'),
        originalName: 'respuesta.txt',
        mimeType: 'text/plain',
      });
      const keptFile = await app.files.save(app.db, {
        data: Buffer.from('otro curso'),
        originalName: 'otro.pdf',
        mimeType: 'application/pdf',
      });
      await app.db.insert(materials).values([
        { courseId: course.id, title: 'Temario', fileId: materialFile.id },
        { courseId: course.id, title: 'Vídeo', youtubeVideoId: 'dQw4w9WgXcQ' },
        { courseId: keep.id, title: 'Otro', fileId: keptFile.id },
      ]);
      const [task, test] = await app.db
        .insert(activities)
        .values([
          {
            courseId: course.id,
            title: 'Redacción',
            type: 'TASK',
            dueDate: new Date('2030-01-01T10:00:00Z'),
          },
          { courseId: course.id, title: 'Test 1', type: 'TEST', dueDate: new Date('2030-01-02T10:00:00Z') },
        ])
        .returning();
      if (!task || !test) throw new Error('activities not inserted');
      const [question] = await app.db
        .insert(questions)
        .values({ activityId: test.id, text: '¿?', position: 0 })
        .returning();
      if (!question) throw new Error('question not inserted');
      const [right] = await app.db
        .insert(options)
        .values([
          { questionId: question.id, text: 'Sí', correct: true, position: 0 },
          { questionId: question.id, text: 'No', correct: false, position: 1 },
        ])
        .returning();
      if (!right) throw new Error('options not inserted');
      const [, testResult] = await app.db
        .insert(activityResults)
        .values([
          { activityId: task.id, studentId: student.id, textAnswer: 'Mi texto', fileId: submissionFile.id },
          { activityId: test.id, studentId: student.id, score: 10, autoCorrected: true },
        ])
        .returning();
      if (!testResult) throw new Error('result not inserted');
      await app.db
        .insert(testAnswers)
        .values({ resultId: testResult.id, questionId: question.id, optionId: right.id });
      expect(await hasStoredBytes(app, materialFile.id)).toBe(true);

      const response = await reject(course.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Curso rechazado y eliminado correctamente.' });

      expect(await courseRow(course.id)).toBeUndefined();
      expect(await app.db.select().from(enrolments).where(eq(enrolments.courseId, course.id))).toEqual([]);
      expect(await app.db.select().from(materials).where(eq(materials.courseId, course.id))).toEqual([]);
      expect(await app.db.select().from(activities).where(eq(activities.courseId, course.id))).toEqual([]);
      expect(await app.db.select().from(questions).where(eq(questions.activityId, test.id))).toEqual([]);
      expect(await app.db.select().from(options).where(eq(options.questionId, question.id))).toEqual([]);
      expect(
        await app.db
          .select()
          .from(activityResults)
          .where(inArray(activityResults.activityId, [task.id, test.id])),
      ).toEqual([]);
      expect(await app.db.select().from(testAnswers).where(eq(testAnswers.resultId, testResult.id))).toEqual(
        [],
      );
      const files = await app.db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(inArray(storedFiles.id, [materialFile.id, submissionFile.id, keptFile.id]));
      expect(files).toEqual([{ id: keptFile.id }]);
      expect(await hasStoredBytes(app, materialFile.id)).toBe(false);
      expect(await hasStoredBytes(app, submissionFile.id)).toBe(false);

      // The other course of the same teacher and student is untouched.
      expect(await courseRow(keep.id)).toEqual(keep);
      expect(await app.db.select().from(enrolments).where(eq(enrolments.courseId, keep.id))).toHaveLength(1);
      expect(await hasStoredBytes(app, keptFile.id)).toBe(true);

      // The audit row outlives the course and keeps a copy of it.
      expect(await auditOf(course.id)).toMatchObject([
        {
          adminId,
          action: 'REJECT_COURSE',
          courseId: course.id,
          details: {
            courseName: 'Francés exprés',
            description: course.description,
            language: 'fr',
            level: 'B1',
            type: 'FLEXIBLE',
            teacherUsername: `profe_${ctx.kind}`,
            enrolledStudents: 1,
            deletedFiles: 2,
            from: 'pending',
            to: 'deleted',
          },
        },
      ]);
    });

    it('answers 404 when the course was already rejected', async () => {
      const course = await insertCourse(app.db, { status: 'pending' });
      expect((await reject(course.id)).statusCode).toBe(200);
      const again = await reject(course.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'El curso no existe o ya fue eliminado.' });
      expect(await auditOf(course.id)).toHaveLength(1);
    });

    it.each([
      ['active', 'Solo se pueden rechazar cursos pendientes: este curso ya está activo.'],
      ['completed', 'Solo se pueden rechazar cursos pendientes: este curso ya está finalizado.'],
    ] as const)('refuses a %s course with 409 and deletes nothing', async (status, message) => {
      const course = await insertCourse(app.db, { status });
      const response = await reject(course.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: message });
      expect(await courseRow(course.id)).toEqual(course);
      expect(await auditOf(course.id)).toEqual([]);
    });
  });

  describe('unknown and malformed ids', () => {
    it.each([
      ['approve', approve],
      ['reject', reject],
      ['complete', complete],
    ] as const)('%s: 404 for an id no course has', async (_name, action) => {
      const response = await action(2_000_000_000);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'El curso no existe o ya fue eliminado.' });
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])(
      '400 with a Spanish message for the id %s',
      async (id) => {
        for (const action of [approve, reject, complete]) {
          const response = await action(id);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ error: 'El identificador del curso no es válido.' });
        }
      },
    );
  });

  it('the whole life of a course: pending → active → completed, each step once, one audit row per step', async () => {
    const course = await insertCourse(app.db, { status: 'pending', teacherId });
    expect((await complete(course.id)).statusCode).toBe(409);
    expect((await approve(course.id)).statusCode).toBe(200);
    expect((await approve(course.id)).statusCode).toBe(409);
    expect((await reject(course.id)).statusCode).toBe(409);
    expect((await complete(course.id)).statusCode).toBe(200);
    expect((await complete(course.id)).statusCode).toBe(409);
    expect((await auditOf(course.id)).map((row) => row.action)).toEqual([
      'APPROVE_COURSE',
      'COMPLETE_COURSE',
    ]);
  });

  it('two administrators deciding the same pending course at once: exactly one wins', async () => {
    const course = await insertCourse(app.db, { status: 'pending' });
    const [approved, rejected] = await Promise.all([approve(course.id), reject(course.id)]);
    const codes = [approved.statusCode, rejected.statusCode].sort();
    expect([
      [200, 404],
      [200, 409],
    ]).toContainEqual(codes);
    expect(await auditOf(course.id)).toHaveLength(1);
  });
});
