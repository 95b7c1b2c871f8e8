import { TEACHER_MESSAGES as M } from '@aula/forms';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { defaultCourseLanguage } from '../src/courses/language';
import { courses } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import {
  auth,
  enrol,
  footprint,
  makeCourse,
  makeUser,
  type TeacherWorld,
  teacherWorld,
} from './support/teacher';

const valid = {
  name: 'Inglés B1',
  description: 'Curso intensivo de inglés de nivel B1.',
  level: 'B1',
  type: 'GRUPAL',
  completedAt: '2030-06-30',
  approved: false,
  completed: false,
};

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describeEachDatabase('teacher courses', (ctx) => {
  let app: App;
  let w: TeacherWorld;

  beforeAll(async () => {
    app = await ctx.app();
    w = await teacherWorld(app);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const create = (body: unknown, token = w.teacher.token, query = `?teacherUsername=${w.teacher.username}`) =>
    app.inject({
      method: 'POST',
      url: `/api/teacher/create-course${query}`,
      headers: auth(token),
      payload: body as object,
    });

  describe('POST /teacher/create-course', () => {
    it('creates a pending course of the session teacher, whatever approved and completed say', async () => {
      const response = await create({ ...valid, language: 'en', approved: true, completed: true });
      expect(response.statusCode, response.body).toBe(201);
      const course = response.json();
      expect(course).toMatchObject({
        name: 'Inglés B1',
        level: 'B1',
        type: 'GRUPAL',
        language: 'en',
        approved: false,
        completed: false,
        completedAt: '2030-06-30',
        teacherUsername: w.teacher.username,
        teacher: { name: 'Teresa', surname: 'Profe', username: w.teacher.username },
        numberOfStudents: 0,
        studentsCount: 0,
      });
      const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
      expect(row).toMatchObject({ teacherId: w.teacher.id, approved: false, completed: false });
    });

    it('takes the spec payload without a language (school default es), level A1 and type INTENSIVO by default', async () => {
      const response = await create({ name: 'Curso básico', description: 'Una descripción suficiente.' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        language: 'es',
        level: 'A1',
        type: 'INTENSIVO',
        completedAt: null,
      });
    });

    it('works without the teacherUsername query; the session says who the teacher is', async () => {
      const response = await create(valid, w.teacher.token, '');
      expect(response.statusCode).toBe(201);
      expect(response.json().teacherUsername).toBe(w.teacher.username);
    });

    it("refuses to create a course in another teacher's name", async () => {
      const before = await footprint(app);
      const response = await create(valid, w.teacher.token, `?teacherUsername=${w.otherTeacher.username}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'No puedes actuar en nombre de otro profesor.' });
      expect(await footprint(app)).toEqual(before);
    });

    it('accepts an end date of today for someone on earth, refuses an earlier one', async () => {
      expect((await create({ ...valid, completedAt: isoDay(0) })).statusCode).toBe(201);
      const response = await create({ ...valid, completedAt: isoDay(-2) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: M.courseEndDatePast });
    });

    it.each([
      [{ name: '' }, M.courseNameRequired],
      [{ name: undefined }, M.courseNameRequired],
      [{ name: 'ab' }, M.courseNameMin],
      [{ name: 'x'.repeat(201) }, M.courseNameMax],
      [{ description: '' }, M.courseDescriptionRequired],
      [{ description: 'corta' }, M.courseDescriptionMin],
      [{ description: 'x'.repeat(501) }, M.courseDescriptionMax],
      [{ level: 'D1' }, M.levelInvalid],
      [{ type: 'ONLINE' }, M.typeInvalid],
      [{ language: 'it' }, M.languageInvalid],
      [{ completedAt: '2030-02-30' }, M.courseEndDateInvalid],
      [{ completedAt: '2000-01-01' }, M.courseEndDatePast],
      [{ teacherId: 1 }, M.unknownField],
    ])('%o → 400 %s, nothing created', async (change, message) => {
      const before = await footprint(app);
      const response = await create({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect(await footprint(app)).toEqual(before);
    });

    it('answers 400 to a body that is not JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/teacher/create-course',
        headers: { ...auth(w.teacher.token), 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('DEFAULT_COURSE_LANGUAGE', () => {
    it('names the default language; a wrong value stops the start', () => {
      expect(defaultCourseLanguage({})).toBe('es');
      expect(defaultCourseLanguage({ DEFAULT_COURSE_LANGUAGE: ' FR ' })).toBe('fr');
      expect(() => defaultCourseLanguage({ DEFAULT_COURSE_LANGUAGE: 'it' })).toThrow(
        /DEFAULT_COURSE_LANGUAGE/,
      );
    });

    it('is what a course created without a language gets', async () => {
      vi.stubEnv('DEFAULT_COURSE_LANGUAGE', 'de');
      const german = await ctx.app();
      const response = await german.inject({
        method: 'POST',
        url: '/api/teacher/create-course',
        headers: auth(w.teacher.token),
        payload: { name: 'Alemán A1', description: 'Curso de alemán para principiantes.' },
      });
      expect(response.json()).toMatchObject({ language: 'de' });
      await german.close();
    });
  });

  describe('reading', () => {
    it('GET /teacher/courses lists only own courses, newest first, with the student count', async () => {
      const teacher = await makeUser(app, ['TEACHER']);
      const older = await makeCourse(app.db, teacher.id, { name: 'Primero' });
      const newer = await makeCourse(app.db, teacher.id, { name: 'Segundo', approved: false });
      await enrol(app.db, older.id, w.student.id);
      const response = await app.inject({
        method: 'GET',
        url: '/api/teacher/courses',
        headers: auth(teacher.token),
      });
      expect(response.statusCode).toBe(200);
      expect(
        response.json().map((c: { id: number; studentsCount: number }) => [c.id, c.studentsCount]),
      ).toEqual([
        [newer.id, 0],
        [older.id, 1],
      ]);
    });

    it('GET /teacher/course/{id} gives the course; an unknown id 404', async () => {
      const own = await app.inject({
        method: 'GET',
        url: `/api/teacher/course/${w.course.id}`,
        headers: auth(w.teacher.token),
      });
      expect(own.json()).toMatchObject({ id: w.course.id, name: 'Inglés B1', studentsCount: 1 });
      const missing = await app.inject({
        method: 'GET',
        url: '/api/teacher/course/999999',
        headers: auth(w.teacher.token),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Curso no encontrado.' });
      const bad = await app.inject({
        method: 'GET',
        url: '/api/teacher/course/abc',
        headers: auth(w.teacher.token),
      });
      expect(bad.statusCode).toBe(400);
    });

    it('GET /teacher/course/{id}/students lists the enrolled students (id, name, surname, username)', async () => {
      const teacher = await makeUser(app, ['TEACHER']);
      const course = await makeCourse(app.db, teacher.id);
      const b = await makeUser(app, ['STUDENT'], 'Beatriz', 'Zamora');
      const a = await makeUser(app, ['STUDENT'], 'Alberto', 'Alonso');
      await enrol(app.db, course.id, b.id);
      await enrol(app.db, course.id, a.id);
      const response = await app.inject({
        method: 'GET',
        url: `/api/teacher/course/${course.id}/students`,
        headers: auth(teacher.token),
      });
      expect(response.json()).toEqual([
        { id: a.id, name: 'Alberto', surname: 'Alonso', username: a.username },
        { id: b.id, name: 'Beatriz', surname: 'Zamora', username: b.username },
      ]);
    });

    it('GET /teacher/students gives one row per student and course of the teacher', async () => {
      const teacher = await makeUser(app, ['TEACHER']);
      const first = await makeCourse(app.db, teacher.id, { name: 'A curso' });
      const second = await makeCourse(app.db, teacher.id, { name: 'B curso' });
      const s = await makeUser(app, ['STUDENT'], 'Carla', 'Ruiz');
      await enrol(app.db, first.id, s.id);
      await enrol(app.db, second.id, s.id);
      await enrol(app.db, w.otherCourse.id, s.id);
      const response = await app.inject({
        method: 'GET',
        url: '/api/teacher/students',
        headers: auth(teacher.token),
      });
      expect(response.json()).toEqual([
        {
          id: s.id,
          name: 'Carla',
          surname: 'Ruiz',
          username: s.username,
          courseId: first.id,
          courseName: 'A curso',
        },
        {
          id: s.id,
          name: 'Carla',
          surname: 'Ruiz',
          username: s.username,
          courseId: second.id,
          courseName: 'B curso',
        },
      ]);
    });
  });
});
