import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { activityResults, enrolments } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import {
  bearer,
  classroom,
  enrol,
  insertCourse,
  insertMaterial,
  insertTask,
  insertTest,
  insertUser,
  SAMPLE_FILES,
  simpleQuestions,
  type TestUser,
} from './support/student-fixtures';

describeEachDatabase('student courses, enrolment, activities and materials', (ctx) => {
  let app: App;
  let world: Awaited<ReturnType<typeof classroom>>;

  beforeAll(async () => {
    app = await ctx.app();
    world = await classroom(app);
  });

  const get = (user: TestUser, url: string) => app.inject({ method: 'GET', url, headers: bearer(user) });
  const post = (user: TestUser, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(user), ...headers } });

  describe('available courses and enrolment', () => {
    it('offers approved, unfinished courses the student is not in, and takes them off once enrolled', async () => {
      const student = await insertUser(app, ['STUDENT']);
      const open = await insertCourse(app.db, { teacherId: world.teacher.id, name: 'A abierto' });
      const noTeacher = await insertCourse(app.db, { teacherId: null, name: 'A sin profesor' });
      const pending = await insertCourse(app.db, { approved: false, name: 'A pendiente' });
      const finished = await insertCourse(app.db, { completed: true, name: 'A finalizado' });

      const before = await get(student, '/api/student/available-courses');
      expect(before.statusCode).toBe(200);
      const ids = (before.json() as { id: number }[]).map((c) => c.id);
      expect(ids).toContain(open);
      expect(ids).toContain(noTeacher);
      expect(ids).not.toContain(pending);
      expect(ids).not.toContain(finished);
      const course = (before.json() as { id: number }[]).find((c) => c.id === open);
      expect(course).toMatchObject({
        name: 'A abierto',
        level: 'B1',
        type: 'INTENSIVO',
        approved: true,
        completed: false,
        teacher: { name: 'Marta', surname: 'Ruiz', username: world.teacher.username },
        teacherUsername: world.teacher.username,
        teacherEmail: `${world.teacher.username}@aula.test`,
        studentsCount: 0,
      });
      expect(
        (before.json() as { id: number; teacher: unknown }[]).find((c) => c.id === noTeacher)?.teacher,
      ).toBeNull();

      // The spec's client sends a JSON content type on the bodyless POST.
      const enrolled = await post(student, `/api/student/enroll/${open}`, {
        'content-type': 'application/json',
      });
      expect(enrolled.statusCode, enrolled.body).toBe(201);
      expect(enrolled.json()).toEqual({
        message: 'Te has inscrito en el curso correctamente.',
        courseId: open,
      });

      const after = (await get(student, '/api/student/available-courses')).json() as { id: number }[];
      expect(after.map((c) => c.id)).not.toContain(open);
      const mine = (await get(student, '/api/student/courses')).json() as {
        id: number;
        studentsCount: number;
      }[];
      expect(mine).toEqual([expect.objectContaining({ id: open, studentsCount: 1 })]);
    });

    it('refuses a second enrolment with 400, and pending, finished or unknown courses with 404', async () => {
      const student = await insertUser(app, ['STUDENT']);
      const open = await insertCourse(app.db);
      expect((await post(student, `/api/student/enroll/${open}`)).statusCode).toBe(201);

      const again = await post(student, `/api/student/enroll/${open}`);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'Ya estás inscrito en este curso.' });

      for (const courseId of [
        await insertCourse(app.db, { approved: false }),
        await insertCourse(app.db, { completed: true }),
        2_000_000_000,
      ]) {
        const refused = await post(student, `/api/student/enroll/${courseId}`);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ error: 'El curso no existe o ya no está disponible.' });
      }
      const [rows] = await app.db
        .select({ n: count() })
        .from(enrolments)
        .where(eq(enrolments.studentId, student.id));
      expect(rows?.n).toBe(1);
    });

    it('lets exactly one of two simultaneous enrolments in', async () => {
      const student = await insertUser(app, ['STUDENT']);
      const open = await insertCourse(app.db);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post(student, `/api/student/enroll/${open}`)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
      const [rows] = await app.db
        .select({ n: count() })
        .from(enrolments)
        .where(and(eq(enrolments.studentId, student.id), eq(enrolments.courseId, open)));
      expect(rows?.n).toBe(1);
    });

    it('refuses a malformed course id with a Spanish 400', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const response = await post(world.student, `/api/student/enroll/${id}`);
        expect(response.statusCode, id).toBe(400);
        expect(response.json()).toEqual({ error: 'El identificador no es válido.' });
      }
    });
  });

  describe('a course of the student', () => {
    it('answers the course header fields (spec section 2) and lists it among my courses', async () => {
      const course = await get(world.student, `/api/student/course/${world.courseId}`);
      expect(course.statusCode).toBe(200);
      expect(course.json()).toMatchObject({
        id: world.courseId,
        description: 'Un curso para practicar la conversación cada día.',
        studentsCount: 1,
        numberOfStudents: 1,
        startDate: '2026-01-12',
        endDate: '2026-06-30',
        teacherUsername: world.teacher.username,
        teacherEmail: `${world.teacher.username}@aula.test`,
      });
      const mine = (await get(world.student, '/api/student/courses')).json() as { id: number }[];
      expect(mine.map((c) => c.id)).toContain(world.courseId);
      const others = (await get(world.otherStudent, '/api/student/courses')).json() as { id: number }[];
      expect(others.map((c) => c.id)).not.toContain(world.courseId);
    });

    it('keeps finished courses among my courses', async () => {
      const finished = await insertCourse(app.db, { completed: true });
      await enrol(app.db, finished, world.student.id);
      const mine = (await get(world.student, '/api/student/courses')).json() as {
        id: number;
        completed: boolean;
      }[];
      expect(mine.find((c) => c.id === finished)?.completed).toBe(true);
    });

    it('lists activities by due date with THIS student’s completion', async () => {
      const courseId = await insertCourse(app.db, { teacherId: world.teacher.id });
      const classmate = await insertUser(app, ['STUDENT']);
      await enrol(app.db, courseId, world.student.id, classmate.id);
      const later = await insertTask(app.db, courseId, {
        title: 'Después',
        dueDate: new Date('2026-05-02T10:00:00Z'),
      });
      const sooner = await insertTask(app.db, courseId, {
        title: 'Antes',
        dueDate: new Date('2026-05-01T10:00:00Z'),
      });
      const test = await insertTest(app.db, courseId, {
        title: 'Test',
        dueDate: new Date('2026-05-03T10:00:00Z'),
        questions: simpleQuestions(1),
      });
      const submittedAt = new Date('2026-04-20T08:30:00Z');
      await app.db.insert(activityResults).values([
        { activityId: sooner, studentId: world.student.id, textAnswer: 'hecho', submittedAt },
        { activityId: later, studentId: classmate.id, textAnswer: 'hecho por otro' },
      ]);

      const response = await get(world.student, `/api/student/course/${courseId}/activity`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: sooner,
          courseId,
          title: 'Antes',
          description: 'Escribe 200 palabras sobre tu ciudad.',
          type: 'TASK',
          dueDate: '2026-05-01T10:00:00.000Z',
          completed: true,
          completedDate: '2026-04-20T08:30:00.000Z',
        },
        expect.objectContaining({ id: later, completed: false, completedDate: null }),
        expect.objectContaining({ id: test.id, type: 'TEST', completed: false, completedDate: null }),
      ]);
    });

    it('answers an empty list for a course without activities or materials, and 404 to a stranger', async () => {
      const courseId = await insertCourse(app.db);
      await enrol(app.db, courseId, world.student.id);
      expect((await get(world.student, `/api/student/course/${courseId}/activity`)).json()).toEqual([]);
      expect((await get(world.student, `/api/student/course/${courseId}/material`)).json()).toEqual([]);
      for (const url of [`/api/student/course/${courseId}`, `/api/student/course/${courseId}/activity`]) {
        const response = await get(world.otherStudent, url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'El curso no existe o no estás inscrito en él.' });
      }
    });
  });

  describe('materials', () => {
    it('lists files and videos, and downloads a file safely', async () => {
      const courseId = await insertCourse(app.db);
      await enrol(app.db, courseId, world.student.id);
      const file = await insertMaterial(app, courseId, {
        title: 'Vocabulario',
        file: { name: 'Vocabulario "casa" ñ.pdf', bytes: SAMPLE_FILES.pdf, mimeType: 'application/pdf' },
      });
      const video = await insertMaterial(app, courseId, {
        title: 'Pronunciación',
        youtubeVideoId: 'dQw4w9WgXcQ',
      });

      const list = await get(world.student, `/api/student/course/${courseId}/material`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([
        {
          id: file.id,
          title: 'Vocabulario',
          filename: file.fileId,
          originalName: 'Vocabulario "casa" ñ.pdf',
          youtubeLink: null,
          uploadedAt: expect.any(String),
          hasFile: true,
        },
        {
          id: video.id,
          title: 'Pronunciación',
          filename: null,
          originalName: null,
          youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          uploadedAt: expect.any(String),
          hasFile: false,
        },
      ]);

      const download = await get(
        world.student,
        `/api/student/course/${courseId}/material/download/${file.fileId}`,
      );
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Vocabulario _casa_ _.pdf"; filename*=UTF-8''Vocabulario%20%22casa%22%20%C3%B1.pdf`,
      );
    });

    it('downloads only files of that course for its students', async () => {
      const courseId = await insertCourse(app.db);
      const otherCourse = await insertCourse(app.db);
      await enrol(app.db, courseId, world.student.id);
      await enrol(app.db, otherCourse, world.otherStudent.id);
      const mine = await insertMaterial(app, courseId, {
        file: { name: 'a.pdf', bytes: SAMPLE_FILES.pdf, mimeType: 'application/pdf' },
      });
      const theirs = await insertMaterial(app, otherCourse, {
        file: { name: 'b.pdf', bytes: SAMPLE_FILES.pdf, mimeType: 'application/pdf' },
      });
      const refused = [
        [world.otherStudent, `/api/student/course/${courseId}/material/download/${mine.fileId}`],
        // Another course's file through my course's path.
        [world.student, `/api/student/course/${courseId}/material/download/${theirs.fileId}`],
        [world.student, `/api/student/course/${otherCourse}/material/download/${theirs.fileId}`],
        [world.student, `/api/student/course/${courseId}/material/download/..%2F..%2Fetc%2Fpasswd`],
        [world.student, `/api/student/course/${courseId}/material/download/a.pdf`],
      ] as const;
      for (const [user, url] of refused) {
        const response = await get(user, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: 'El material no existe o no tiene archivo.' });
      }
      expect(
        (await get(world.student, `/api/student/course/${courseId}/material/download/${mine.fileId}`))
          .statusCode,
      ).toBe(200);
    });
  });
});
