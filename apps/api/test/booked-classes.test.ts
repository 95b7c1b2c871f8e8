import { TZDate } from '@date-fns/tz';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { ATTENDANCE_SERVER_MESSAGES } from '../src/classes/attendance-routes';
import { CLASS_SERVER_MESSAGES } from '../src/classes/messages';
import { attendance, classJoins } from '../src/db/schema';
import { bookedOpeningAt, joinClass, minutesFromNow } from './support/classes';
import { describeEachDatabase } from './support/harness';
import { enrol, makeCourse, makeUser, type TestUser } from './support/teacher';

/**
 * A booked flexible class (decision 138) is a class like the weekly ones: it reaches the student's
 * 'Próximas clases' and 'Unirse a la clase', and the teacher's week and register, which lists only the
 * students who booked it.
 */
describeEachDatabase('booked flexible classes as classes', (ctx) => {
  let app: App;
  let teacher: TestUser;
  let ana: TestUser;
  let bea: TestUser;
  let courseId: number;

  beforeAll(async () => {
    app = await ctx.app();
    teacher = await makeUser(app, ['TEACHER'], 'Marta', 'Profe');
    ana = await makeUser(app, ['STUDENT'], 'Ana', 'Alonso');
    bea = await makeUser(app, ['STUDENT'], 'Bea', 'Blanco');
    courseId = (await makeCourse(app.db, teacher.id, { type: 'FLEXIBLE' })).id;
    for (const student of [ana, bea]) await enrol(app.db, courseId, student.id);
  });

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}` },
      ...(payload ? { payload } : {}),
    });
  const join = (user: TestUser, key: string) =>
    call(user, 'POST', `/api/student/course/${courseId}/join`, { classKey: key });
  const sheetUrl = (key: string) => `/api/teacher/course/${courseId}/class/${Date.parse(key)}/attendance`;
  /** The school day of an instant, so the ranges asked for hold the class whatever the time of the run. */
  const schoolDay = (at: Date) => new TZDate(at.getTime(), 'Europe/Madrid').toISOString().slice(0, 10);
  const keysOf = (classes: { key?: string; classStart?: number; courseId: number }[]) =>
    classes
      .filter((c) => c.courseId === courseId)
      .map((c) => c.key ?? new Date(c.classStart ?? 0).toISOString());

  it("lists a booked class in its student's 'Próximas clases', and only theirs", async () => {
    const start = minutesFromNow(60 * 24 * 3);
    const { key } = await bookedOpeningAt(app.db, courseId, start, [ana.id]);
    const unbooked = await bookedOpeningAt(app.db, courseId, new Date(start.getTime() + 3_600_000), []);
    const range = `/api/student/classes?from=${schoolDay(start)}&days=1`;
    const mine = await call(ana, 'GET', range);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().classes).toEqual([
      expect.objectContaining({ courseId, key, startsAt: key, status: 'scheduled', reason: '' }),
    ]);
    expect(keysOf(mine.json().classes)).not.toContain(unbooked.key);
    expect(keysOf((await call(bea, 'GET', range)).json().classes)).toEqual([]);
  });

  it('opens the meeting to the students who booked the class, in its join window', async () => {
    const soon = await bookedOpeningAt(app.db, courseId, minutesFromNow(5), [ana.id]);
    const joined = await join(ana, soon.key);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().url).toMatch(/aula-[0-9a-f]{32}$/);
    const rows = await app.db
      .select()
      .from(classJoins)
      .where(and(eq(classJoins.courseId, courseId), eq(classJoins.classKey, soon.key)));
    expect(rows.map((row) => row.userId)).toEqual([ana.id]);

    // Enrolled in the course but not booked in this class: it is not theirs.
    const stranger = await join(bea, soon.key);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe(CLASS_SERVER_MESSAGES.classNotFound);

    const later = await bookedOpeningAt(app.db, courseId, minutesFromNow(60 * 24 * 5 + 30), [ana.id]);
    expect((await join(ana, later.key)).statusCode).toBe(409);
    const withdrawn = await bookedOpeningAt(app.db, courseId, minutesFromNow(8), [ana.id], {
      cancelled: true,
    });
    const cancelled = await join(ana, withdrawn.key);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe(CLASS_SERVER_MESSAGES.classCancelled);
  });

  it("puts a booked class in the teacher's week with a register of only its students", async () => {
    const start = minutesFromNow(-30);
    const { key } = await bookedOpeningAt(app.db, courseId, start, [ana.id]);
    await joinClass(app.db, courseId, key, ana.id, start);

    const week = await call(teacher, 'GET', `/api/teacher/classes/week?day=${schoolDay(start)}`);
    expect(week.statusCode).toBe(200);
    expect(keysOf(week.json().classes)).toContain(key);

    const sheet = await call(teacher, 'GET', sheetUrl(key));
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json()).toMatchObject({ courseId, startsAt: key, taken: false });
    expect(sheet.json().students.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['Ana', 'present'],
    ]);

    const notBooked = await call(teacher, 'PUT', sheetUrl(key), {
      marks: [{ studentId: bea.id, status: 'absent' }],
    });
    expect(notBooked.statusCode).toBe(404);
    expect(notBooked.json().error).toBe(ATTENDANCE_SERVER_MESSAGES.studentNotInCourse);
    const taken = await call(teacher, 'PUT', sheetUrl(key), {
      marks: [{ studentId: ana.id, status: 'late' }],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().taken).toBe(true);
    const stored = await app.db.select().from(attendance).where(eq(attendance.classKey, key));
    expect(stored.map((row) => [row.studentId, row.status])).toEqual([[ana.id, 'late']]);

    // An opening nobody booked is no class to take attendance of; a withdrawn booked one is cancelled.
    const empty = await bookedOpeningAt(app.db, courseId, minutesFromNow(-90), []);
    expect((await call(teacher, 'GET', sheetUrl(empty.key))).statusCode).toBe(404);
    const withdrawn = await bookedOpeningAt(app.db, courseId, minutesFromNow(-150), [ana.id], {
      cancelled: true,
    });
    const refused = await call(teacher, 'GET', sheetUrl(withdrawn.key));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ATTENDANCE_SERVER_MESSAGES.classCancelled);
  });

  it('gives a booked class its .ics, for its teacher and the students who booked it', async () => {
    const { key } = await bookedOpeningAt(app.db, courseId, minutesFromNow(60 * 24 * 6), [ana.id]);
    const url = `/api/calendar/course/${courseId}/class/${Date.parse(key)}`;
    for (const user of [ana, teacher]) {
      const ics = await call(user, 'GET', url);
      expect(ics.statusCode, ics.body).toBe(200);
      expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
      expect(ics.body).toContain('BEGIN:VEVENT');
      expect(ics.body).toContain('STATUS:CONFIRMED');
    }
    expect((await call(bea, 'GET', url)).statusCode).toBe(404);
  });
});
