import { CLASS_MESSAGES } from '@aula/forms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { classJoins, courses } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import { sessionToken } from './support/sessions';
import { auth, makeCourse, type TeacherWorld, type TestUser, teacherWorld } from './support/teacher';

/**
 * The timetable through the API, on a fixed clock (only Date is faked) around the start of summer time in
 * Madrid, 28 March 2027: classes on Mondays and Wednesdays at 19:00 school time, whatever the UTC offset.
 */

const twiceWeekly = {
  startDate: '2027-03-01',
  endDate: '2027-04-30',
  slots: [
    { weekday: 1, startTime: '19:00', durationMinutes: 90 },
    { weekday: 3, startTime: '19:00', durationMinutes: 90 },
  ],
  meetingUrl: '',
};
// Monday 22 March 2027 at 19:00 in Madrid (UTC+1), and the Monday after the change (UTC+2).
const MONDAY_22 = '2027-03-22T18:00:00.000Z';
const MONDAY_29 = '2027-03-29T17:00:00.000Z';

interface ClassAnswer {
  key: string;
  startsAt: string;
  endsAt: string;
  status: string;
  reason: string;
  scheduledStart: string | null;
  courseId: number;
}

describeEachDatabase('class timetable', (ctx) => {
  let app: App;
  let w: TeacherWorld;

  const setClock = (iso: string) => vi.setSystemTime(new Date(iso));
  /** A call signed at the fake clock's now, so that moving the clock never expires the session. */
  const send = async (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: auth(await sessionToken(app, user.id)),
      ...(payload ? { payload } : {}),
    });
  const timetableUrl = (courseId = w.course.id) => `/api/teacher/course/${courseId}/timetable`;
  const changeUrl = (courseId = w.course.id) => `/api/teacher/course/${courseId}/class-change`;
  const joinUrl = (courseId = w.course.id) => `/api/student/course/${courseId}/join`;
  const classesOf = (body: { classes: ClassAnswer[] }) => body.classes;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T08:00:00Z') });
    app = await ctx.app();
    w = await teacherWorld(app);
    const saved = await send(w.teacher, 'PUT', timetableUrl(), twiceWeekly);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  describe('PUT /teacher/course/:courseId/timetable', () => {
    it('keeps the 19:00 class at 19:00 Madrid time across the change to summer time', async () => {
      setClock('2027-03-20T10:00:00Z');
      const response = await send(w.teacher, 'GET', timetableUrl());
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        timeZone: 'Europe/Madrid',
        startDate: '2027-03-01',
        endDate: '2027-04-30',
        slots: twiceWeekly.slots,
        meetingUrl: null,
      });
      expect(body.meetingLink).toMatch(/^https:\/\/meet\.aula\.test\/aula-[0-9a-f]{32}$/);
      const starts = classesOf(body).map((found) => found.startsAt);
      expect(starts).toContain(MONDAY_22);
      expect(starts).toContain('2027-03-24T18:00:00.000Z');
      expect(starts).toContain(MONDAY_29);
      expect(starts).toContain('2027-03-31T17:00:00.000Z');
      // The last class is on the end date; nothing after it.
      expect(starts.at(-1)).toBe('2027-04-28T17:00:00.000Z');
      expect(classesOf(body).find((found) => found.startsAt === MONDAY_29)?.endsAt).toBe(
        '2027-03-29T18:30:00.000Z',
      );
    });

    it('refuses an end before the start, a wrong time and a link that is not https, in Spanish', async () => {
      const refused = async (body: object, message: string) => {
        const response = await send(w.teacher, 'PUT', timetableUrl(), { ...twiceWeekly, ...body });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: message });
      };
      await refused({ endDate: '2027-02-28' }, CLASS_MESSAGES.endBeforeStart);
      await refused(
        { slots: [{ weekday: 1, startTime: '24:00', durationMinutes: 60 }] },
        CLASS_MESSAGES.timeInvalid,
      );
      await refused(
        { slots: [{ weekday: 8, startTime: '10:00', durationMinutes: 60 }] },
        CLASS_MESSAGES.weekdayInvalid,
      );
      await refused({ meetingUrl: 'http://zoom.us/j/1' }, CLASS_MESSAGES.meetingUrlInvalid);
      await refused({ meetingUrl: 'javascript:alert(1)' }, CLASS_MESSAGES.meetingUrlInvalid);
    });

    it('uses a teacher-given https link instead of the generated room, and back', async () => {
      const other = await makeCourse(app.db, w.teacher.id, { name: 'Con Zoom' });
      const zoom = 'https://zoom.us/j/123456789?pwd=abc';
      const given = await send(w.teacher, 'PUT', timetableUrl(other.id), {
        ...twiceWeekly,
        meetingUrl: zoom,
      });
      expect(given.json()).toMatchObject({ meetingUrl: zoom, meetingLink: zoom });
      const back = await send(w.teacher, 'PUT', timetableUrl(other.id), twiceWeekly);
      expect(back.json()).toMatchObject({
        meetingUrl: null,
        meetingLink: `https://meet.aula.test/${other.meetingRoom}`,
      });
    });

    it('is not found for another teacher, and refused once the course has finished', async () => {
      expect((await send(w.otherTeacher, 'GET', timetableUrl())).statusCode).toBe(404);
      expect((await send(w.otherTeacher, 'PUT', timetableUrl(), twiceWeekly)).statusCode).toBe(404);
      const finished = await makeCourse(app.db, w.teacher.id, { completed: true });
      const response = await send(w.teacher, 'PUT', timetableUrl(finished.id), twiceWeekly);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Este curso ya ha finalizado: su horario no se puede cambiar.',
      });
    });
  });

  describe('POST /teacher/course/:courseId/class-change', () => {
    it('cancels one class with a reason the student sees; a class not in the timetable is not found', async () => {
      setClock('2027-03-21T10:00:00Z');
      const cancelled = await send(w.teacher, 'POST', changeUrl(), {
        kind: 'cancelled',
        classKey: '2027-03-24T18:00:00.000Z',
        reason: 'Jornada de huelga',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(201);
      const seen = await send(w.student, 'GET', '/api/student/classes?from=2027-03-22&days=7');
      expect(seen.statusCode, seen.body).toBe(200);
      expect(
        classesOf(seen.json()).map(({ startsAt, status, reason }) => ({ startsAt, status, reason })),
      ).toEqual([
        { startsAt: MONDAY_22, status: 'scheduled', reason: '' },
        { startsAt: '2027-03-24T18:00:00.000Z', status: 'cancelled', reason: 'Jornada de huelga' },
      ]);
      const nowhere = await send(w.teacher, 'POST', changeUrl(), {
        kind: 'cancelled',
        classKey: '2027-03-24T17:00:00.000Z',
        reason: 'No existe',
      });
      expect(nowhere.statusCode).toBe(404);
      expect(nowhere.json()).toEqual({ error: 'Esa clase no está en el horario del curso.' });
    });

    it('moves a class across the daylight-saving change, keeping its key; a started class cannot change', async () => {
      setClock('2027-03-21T10:00:00Z');
      const moved = await send(w.teacher, 'POST', changeUrl(), {
        kind: 'moved',
        classKey: '2027-03-31T17:00:00.000Z',
        date: '2027-03-26',
        time: '19:00',
        reason: 'Festivo',
      });
      expect(moved.statusCode, moved.body).toBe(201);
      const found = classesOf(moved.json()).find((time) => time.key === '2027-03-31T17:00:00.000Z');
      // Friday 26 March is still winter time: 19:00 is 18:00 UTC; the class keeps its 90 minutes.
      expect(found).toMatchObject({
        status: 'moved',
        startsAt: '2027-03-26T18:00:00.000Z',
        endsAt: '2027-03-26T19:30:00.000Z',
        scheduledStart: '2027-03-31T17:00:00.000Z',
        reason: 'Festivo',
      });
      setClock('2027-03-22T18:05:00Z');
      const started = await send(w.teacher, 'POST', changeUrl(), {
        kind: 'cancelled',
        classKey: MONDAY_22,
        reason: 'Tarde',
      });
      expect(started.statusCode).toBe(409);
      expect(started.json()).toEqual({ error: 'Esa clase ya ha empezado: no se puede cambiar.' });
    });

    it('adds an extra class at a free time only, and a start the clocks skip moves to the hour after', async () => {
      setClock('2027-03-23T10:00:00Z');
      const extra = await send(w.teacher, 'POST', changeUrl(), {
        kind: 'extra',
        date: '2027-03-28',
        time: '02:30',
        durationMinutes: 60,
        reason: 'Repaso antes del examen',
      });
      expect(extra.statusCode, extra.body).toBe(201);
      // 02:30 does not exist in Madrid that night: 03:30 summer time, 01:30 UTC.
      expect(classesOf(extra.json()).find((time) => time.status === 'extra')).toMatchObject({
        key: '2027-03-28T01:30:00.000Z',
        startsAt: '2027-03-28T01:30:00.000Z',
        endsAt: '2027-03-28T02:30:00.000Z',
        reason: 'Repaso antes del examen',
      });
      const taken = await send(w.teacher, 'POST', changeUrl(), {
        kind: 'extra',
        date: '2027-04-05',
        time: '19:00',
        durationMinutes: 60,
        reason: 'Choca con la clase del lunes',
      });
      expect(taken.statusCode).toBe(409);
      const past = await send(w.teacher, 'POST', changeUrl(), {
        kind: 'extra',
        date: '2027-03-22',
        time: '10:00',
        durationMinutes: 60,
        reason: 'Ya pasó',
      });
      expect(past.json()).toEqual({ error: 'La nueva hora ya ha pasado.' });
      const noReason = await send(w.teacher, 'POST', changeUrl(), {
        kind: 'cancelled',
        classKey: '2027-04-05T17:00:00.000Z',
        reason: '  ',
      });
      expect(noReason.json()).toEqual({ error: CLASS_MESSAGES.reasonRequired });
    });

    it('drops a cancel when the timetable no longer has its class, and keeps extra classes', async () => {
      setClock('2027-03-23T11:00:00Z');
      const course = await makeCourse(app.db, w.teacher.id, { name: 'Cambia de día' });
      await send(w.teacher, 'PUT', timetableUrl(course.id), twiceWeekly);
      await send(w.teacher, 'POST', changeUrl(course.id), {
        kind: 'cancelled',
        classKey: '2027-04-07T17:00:00.000Z',
        reason: 'Congreso',
      });
      await send(w.teacher, 'POST', changeUrl(course.id), {
        kind: 'extra',
        date: '2027-04-09',
        time: '10:00',
        durationMinutes: 60,
        reason: 'Tutoría',
      });
      const tuesdays = { ...twiceWeekly, slots: [{ weekday: 2, startTime: '19:00', durationMinutes: 60 }] };
      const saved = await send(w.teacher, 'PUT', timetableUrl(course.id), tuesdays);
      const statuses = classesOf(saved.json()).map((time) => time.status);
      expect(statuses).not.toContain('cancelled');
      expect(statuses.filter((status) => status === 'extra')).toHaveLength(1);
      // Back to Mondays and Wednesdays: the dropped cancel does not come back.
      const again = await send(w.teacher, 'PUT', timetableUrl(course.id), twiceWeekly);
      expect(classesOf(again.json()).map((time) => time.status)).not.toContain('cancelled');
    });
  });

  describe('the student', () => {
    it('sees the classes of their courses only, and no meeting link outside the join', async () => {
      setClock('2027-03-21T10:00:00Z');
      const mine = await send(w.student, 'GET', '/api/student/classes?from=2027-03-22&days=14');
      expect(new Set(classesOf(mine.json()).map((time) => time.courseId))).toEqual(new Set([w.course.id]));
      const outsider = await send(w.outsider, 'GET', '/api/student/classes?from=2027-03-22&days=14');
      expect(classesOf(outsider.json())).toEqual([]);
      const timetable = await send(w.student, 'GET', `/api/student/course/${w.course.id}/timetable`);
      expect(timetable.statusCode).toBe(200);
      expect(timetable.body).not.toContain('meet.aula.test');
      expect(timetable.body).not.toContain('aula-');
      const foreign = await send(w.outsider, 'GET', `/api/student/course/${w.course.id}/timetable`);
      expect(foreign.statusCode).toBe(404);
    });

    it('joins from ten minutes before the start to the end; the first press is recorded once', async () => {
      setClock('2027-03-22T17:45:00Z');
      const early = await send(w.student, 'POST', joinUrl(), { classKey: MONDAY_22 });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ error: 'La clase se abre el lunes, 22 de marzo a las 18:50.' });

      setClock('2027-03-22T17:50:00Z');
      const [course] = await app.db.select().from(courses).where(eq(courses.id, w.course.id));
      const joined = await send(w.student, 'POST', joinUrl(), { classKey: MONDAY_22 });
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json()).toEqual({ url: `https://meet.aula.test/${course?.meetingRoom}` });

      setClock('2027-03-22T18:20:00Z');
      expect((await send(w.student, 'POST', joinUrl(), { classKey: MONDAY_22 })).statusCode).toBe(200);
      const joins = await app.db.select().from(classJoins).where(eq(classJoins.courseId, w.course.id));
      expect(joins.map(({ classKey, userId, joinedAt }) => ({ classKey, userId, joinedAt }))).toEqual([
        { classKey: MONDAY_22, userId: w.student.id, joinedAt: new Date('2027-03-22T17:50:00Z') },
      ]);

      setClock('2027-03-22T19:30:00Z');
      const over = await send(w.student, 'POST', joinUrl(), { classKey: MONDAY_22 });
      expect(over.json()).toEqual({ error: 'Esta clase ya ha terminado.' });
    });

    it('cannot join a cancelled class, a key that names no class, or a course they are not in', async () => {
      setClock('2027-03-24T17:55:00Z');
      const cancelled = await send(w.student, 'POST', joinUrl(), { classKey: '2027-03-24T18:00:00.000Z' });
      expect(cancelled.json()).toEqual({ error: 'Esta clase se ha cancelado.' });
      const noClass = await send(w.student, 'POST', joinUrl(), { classKey: '2027-03-24T18:01:00.000Z' });
      expect(noClass.statusCode).toBe(404);
      setClock('2027-03-29T16:55:00Z');
      const outsider = await send(w.outsider, 'POST', joinUrl(), { classKey: MONDAY_29 });
      expect(outsider.statusCode).toBe(404);
      expect(outsider.body).not.toContain('meet.aula.test');
      // Neither a teacher nor an administrator joins through the student's route.
      expect((await send(w.teacher, 'POST', joinUrl(), { classKey: MONDAY_29 })).statusCode).toBe(403);
      expect((await send(w.admin, 'POST', joinUrl(), { classKey: MONDAY_29 })).statusCode).toBe(403);
      expect((await send(w.student, 'POST', joinUrl(), { classKey: MONDAY_29 })).statusCode).toBe(200);
    });
  });
});
