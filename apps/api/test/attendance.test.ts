import { TEACHER_MESSAGES } from '@aula/forms';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { attendance } from '../src/db/schema';
import { cancelClass, joinClass, minutesFromNow, moveClass, weeklyClassAt } from './support/classes';
import { describeEachDatabase } from './support/harness';
import { enrol, makeCourse, makeUser, type TestUser } from './support/teacher';

const MINUTE = 60_000;

describeEachDatabase('attendance', (ctx) => {
  let app: App;
  let teacher: TestUser;
  let otherTeacher: TestUser;

  beforeAll(async () => {
    app = await ctx.app();
    teacher = await makeUser(app, ['TEACHER'], 'Marta', 'Profe');
    otherTeacher = await makeUser(app, ['TEACHER'], 'Otro', 'Profe');
  });

  const call = (user: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}` },
      ...(payload ? { payload } : {}),
    });
  const sheetUrl = (courseId: number, key: string) =>
    `/api/teacher/course/${courseId}/class/${Date.parse(key)}/attendance`;

  /** A course of the teacher with three students (Ana, Bea, Carlos by surname) and a class that began 30 minutes ago. */
  async function classroom() {
    const course = await makeCourse(app.db, teacher.id);
    const ana = await makeUser(app, ['STUDENT'], 'Ana', 'Alonso');
    const bea = await makeUser(app, ['STUDENT'], 'Bea', 'Blanco');
    const carlos = await makeUser(app, ['STUDENT'], 'Carlos', 'Castro');
    for (const student of [ana, bea, carlos]) await enrol(app.db, course.id, student.id);
    const key = await weeklyClassAt(app.db, course.id, minutesFromNow(-30));
    return { course, ana, bea, carlos, key };
  }

  describe('a class register', () => {
    it('defaults to present for who joined by 10 minutes past the start, late after, absent otherwise', async () => {
      const { course, ana, bea, key } = await classroom();
      const start = Date.parse(key);
      await joinClass(app.db, course.id, key, ana.id, new Date(start - 5 * MINUTE));
      await joinClass(app.db, course.id, key, bea.id, new Date(start + 11 * MINUTE));
      const response = await call(teacher, 'GET', sheetUrl(course.id, key));
      expect(response.statusCode).toBe(200);
      const sheet = response.json();
      expect(sheet).toMatchObject({ courseId: course.id, classStart: start, startsAt: key, taken: false });
      expect(sheet.timeZone).toBe('Europe/Madrid');
      expect(sheet.students.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
        ['Ana', 'present'],
        ['Bea', 'late'],
        ['Carlos', 'absent'],
      ]);
      expect(sheet.students[0].joinedAt).toBe(new Date(start - 5 * MINUTE).toISOString());
    });

    it('stores the marks, a second taking replacing the first, and shows them instead of the default', async () => {
      const { course, ana, bea, carlos, key } = await classroom();
      await joinClass(app.db, course.id, key, ana.id, new Date(Date.parse(key)));
      const marks = [
        { studentId: ana.id, status: 'absent' },
        { studentId: bea.id, status: 'late' },
        { studentId: carlos.id, status: 'present' },
      ];
      const first = await call(teacher, 'PUT', sheetUrl(course.id, key), { marks });
      expect(first.statusCode).toBe(200);
      expect(first.json().taken).toBe(true);
      expect(first.json().students.map((s: { status: string }) => s.status)).toEqual([
        'absent',
        'late',
        'present',
      ]);

      const again = await call(teacher, 'PUT', sheetUrl(course.id, key), {
        marks: [{ studentId: ana.id, status: 'present' }],
      });
      expect(again.json().students.map((s: { status: string }) => s.status)).toEqual([
        'present',
        'late',
        'present',
      ]);
      const rows = await app.db.select().from(attendance).where(eq(attendance.courseId, course.id));
      expect(rows).toHaveLength(3);
    });

    it('names a moved class by its weekly start, wherever it now is', async () => {
      const course = await makeCourse(app.db, teacher.id);
      const ana = await makeUser(app, ['STUDENT'], 'Ana', 'Movida');
      await enrol(app.db, course.id, ana.id);
      const key = await weeklyClassAt(app.db, course.id, minutesFromNow(-3 * 24 * 60));
      const movedTo = minutesFromNow(-60);
      await moveClass(app.db, course.id, key, movedTo);
      await joinClass(app.db, course.id, key, ana.id, movedTo);
      const sheet = (await call(teacher, 'GET', sheetUrl(course.id, key))).json();
      expect(sheet).toMatchObject({ classStart: Date.parse(key), startsAt: movedTo.toISOString() });
      expect(sheet.students[0].status).toBe('present');
      // Its old time is no longer a class.
      const old = await call(teacher, 'GET', sheetUrl(course.id, movedTo.toISOString()));
      expect(old.statusCode).toBe(404);
      expect(old.json()).toEqual({ error: 'Clase no encontrada.' });
    });

    it('refuses a cancelled class, a class that has not started and a time that is no class', async () => {
      const { course, ana, key } = await classroom();
      const later = await weeklyClassAt(app.db, course.id, minutesFromNow(5));
      const marks = { marks: [{ studentId: ana.id, status: 'present' }] };

      const early = await call(teacher, 'PUT', sheetUrl(course.id, later), marks);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ error: 'La asistencia se pasa cuando la clase ha empezado.' });

      await cancelClass(app.db, course.id, key);
      const cancelled = await call(teacher, 'GET', sheetUrl(course.id, key));
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toEqual({ error: 'Esta clase está cancelada: no tiene asistencia.' });

      const noClass = await call(
        teacher,
        'PUT',
        sheetUrl(course.id, new Date(Date.parse(key) + MINUTE).toISOString()),
        marks,
      );
      expect(noClass.statusCode).toBe(404);
      expect(await app.db.select().from(attendance).where(eq(attendance.courseId, course.id))).toEqual([]);
    });

    it("answers another teacher's course as not found, and stores nothing for a student outside the course", async () => {
      const { course, ana, key } = await classroom();
      const outsider = await makeUser(app, ['STUDENT'], 'Fuera', 'Curso');
      const foreign = await call(otherTeacher, 'PUT', sheetUrl(course.id, key), {
        marks: [{ studentId: ana.id, status: 'absent' }],
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Curso no encontrado.' });

      const mixed = await call(teacher, 'PUT', sheetUrl(course.id, key), {
        marks: [
          { studentId: ana.id, status: 'present' },
          { studentId: outsider.id, status: 'present' },
        ],
      });
      expect(mixed.statusCode).toBe(404);
      expect(mixed.json()).toEqual({ error: 'Uno de los estudiantes no está en este curso.' });
      const stored = await app.db
        .select()
        .from(attendance)
        .where(and(eq(attendance.courseId, course.id), eq(attendance.studentId, ana.id)));
      expect(stored).toEqual([]);
    });

    it('validates the marks with Spanish messages', async () => {
      const { course, ana, key } = await classroom();
      const cases: [object, string][] = [
        [{ marks: [] }, 'Marca la asistencia de al menos un estudiante.'],
        [
          { marks: [{ studentId: ana.id, status: 'sick' }] },
          'La asistencia debe ser presente, tarde o ausente.',
        ],
        [
          {
            marks: [
              { studentId: ana.id, status: 'late' },
              { studentId: ana.id, status: 'present' },
            ],
          },
          'Un estudiante aparece más de una vez.',
        ],
        [{ marks: [{ studentId: ana.id, status: 'late', note: 'x' }] }, TEACHER_MESSAGES.unknownField],
      ];
      for (const [payload, error] of cases) {
        const response = await call(teacher, 'PUT', sheetUrl(course.id, key), payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error });
      }
      const badClass = await call(teacher, 'GET', `/api/teacher/course/${course.id}/class/mañana/attendance`);
      expect(badClass.json()).toEqual({ error: 'La clase no es válida.' });
    });
  });

  describe('attendance rates', () => {
    /** Marks `statuses` for one student, one class a day over the past days. */
    async function history(statuses: string[]) {
      const course = await makeCourse(app.db, teacher.id, { name: `Historia ${statuses.join(' ')}` });
      const student = await makeUser(app, ['STUDENT'], 'Eva', 'Rates');
      await enrol(app.db, course.id, student.id);
      for (const [day, status] of statuses.entries()) {
        const key = await weeklyClassAt(app.db, course.id, minutesFromNow(-(day + 1) * 24 * 60 - 120));
        await app.db
          .insert(attendance)
          .values({ courseId: course.id, classKey: key, studentId: student.id, status: status as 'present' });
      }
      return { course, student };
    }

    it('counts late as attended, warns below 80 % (rounding down) and not at 80 %', async () => {
      const four = await history(['present', 'late', 'present', 'present', 'absent']);
      const below = await history(['present', 'absent', 'present', 'absent', 'present']);
      const rates = (await call(teacher, 'GET', `/api/teacher/course/${four.course.id}/attendance`)).json();
      expect(rates).toEqual([
        expect.objectContaining({
          studentId: four.student.id,
          present: 3,
          late: 1,
          absent: 1,
          rate: 80,
          warning: false,
        }),
      ]);
      const low = (await call(teacher, 'GET', `/api/teacher/course/${below.course.id}/attendance`)).json();
      expect(low[0]).toMatchObject({ rate: 60, warning: true });

      const mine = (await call(four.student, 'GET', '/api/student/attendance')).json();
      expect(mine).toEqual([
        {
          courseId: four.course.id,
          courseName: four.course.name,
          present: 3,
          late: 1,
          absent: 1,
          rate: 80,
          warning: false,
        },
      ]);
    });

    it('has no rate before any attendance is taken, and another teacher cannot read it', async () => {
      const { course, ana } = await classroom();
      const rates = (await call(teacher, 'GET', `/api/teacher/course/${course.id}/attendance`)).json();
      expect(rates.find((r: { studentId: number }) => r.studentId === ana.id)).toMatchObject({
        rate: null,
        warning: false,
      });
      const foreign = await call(otherTeacher, 'GET', `/api/teacher/course/${course.id}/attendance`);
      expect(foreign.statusCode).toBe(404);
    });

    it('shows 79 % as a warning, never rounded up to 80', async () => {
      const statuses = [...Array(19).fill('present'), ...Array(5).fill('absent')];
      const { course } = await history(statuses); // 19/24 = 79.2 %
      const [rate] = (await call(teacher, 'GET', `/api/teacher/course/${course.id}/attendance`)).json();
      expect(rate).toMatchObject({ rate: 79, warning: true });
    });
  });

  describe("the teacher's week", () => {
    it('runs Monday to Sunday in school time across the end of summer time, with the attendance taken', async () => {
      const course = await makeCourse(app.db, teacher.id, { name: 'Semana otoño' });
      const student = await makeUser(app, ['STUDENT'], 'Iker', 'Semana');
      await enrol(app.db, course.id, student.id);
      const monday = await weeklyClassAt(app.db, course.id, new Date('2026-10-19T17:00:00Z')); // 19:00 CEST
      const sunday = await weeklyClassAt(app.db, course.id, new Date('2026-10-25T22:30:00Z')); // 23:30 CET
      await app.db
        .insert(attendance)
        .values({ courseId: course.id, classKey: monday, studentId: student.id, status: 'present' });

      const week = (await call(teacher, 'GET', '/api/teacher/classes/week?day=2026-10-22')).json();
      expect(week).toMatchObject({
        timeZone: 'Europe/Madrid',
        firstDay: '2026-10-19',
        lastDay: '2026-10-25',
      });
      const mine = week.classes.filter((c: { courseId: number }) => c.courseId === course.id);
      expect(
        mine.map((c: { startsAt: string; attendanceTaken: boolean }) => [c.startsAt, c.attendanceTaken]),
      ).toEqual([
        [monday, true],
        [sunday, false],
      ]);
      expect(mine[0].classStart).toBe(Date.parse(monday));

      const others = (await call(otherTeacher, 'GET', '/api/teacher/classes/week?day=2026-10-22')).json();
      expect(others.classes.filter((c: { courseId: number }) => c.courseId === course.id)).toEqual([]);
    });
  });
});
