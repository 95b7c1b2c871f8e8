import { createHmac } from 'node:crypto';
import { CLASS_MESSAGES } from '@aula/forms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { classJoins, courses } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import { sessionToken } from './support/sessions';
import {
  auth,
  enrol,
  makeCourse,
  makeUser,
  type TeacherWorld,
  type TestUser,
  teacherWorld,
} from './support/teacher';

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

/** A generated room on the test server's Jitsi Meet (MEETING_BASE_URL), and never anything else. */
const GENERATED_ROOM = /^https:\/\/meet\.aula\.test\/aula-[0-9a-f]{32}$/;
/**
 * The room of a class, derived as decision 136 says. Pinned here, not imported: a change of the derivation
 * would move the room of every class, with students and teacher already in it.
 */
const roomOf = (secret: string, key: string) =>
  `https://meet.aula.test/aula-${createHmac('sha256', secret).update(key).digest('hex').slice(0, 32)}`;

interface ClassAnswer {
  key: string;
  startsAt: string;
  endsAt: string;
  status: string;
  reason: string;
  scheduledStart: string | null;
  courseId: number;
}

interface WeekClass {
  courseId: number;
  classStart: number;
  status: string;
  meetingLink: string | null;
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
  const joinedUrl = async (user: TestUser, classKey: string, courseId = w.course.id) => {
    const joined = await send(user, 'POST', joinUrl(courseId), { classKey });
    expect(joined.statusCode, joined.body).toBe(200);
    return (joined.json() as { url: string }).url;
  };
  /** One course's classes in the teacher's 'Clases de la semana' of the week holding `day`. */
  const teachersWeek = async (day: string, courseId = w.course.id) => {
    const response = await send(w.teacher, 'GET', `/api/teacher/classes/week?day=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const classes = response.json().classes as WeekClass[];
    return classes.filter((time) => time.courseId === courseId);
  };
  const linkIn = (week: WeekClass[], key: string) =>
    week.find((time) => time.classStart === Date.parse(key))?.meetingLink;

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
      // The rooms are the classes' own: the timetable carries none, nor the course's secret.
      expect(response.body).not.toContain('meet.aula.test');
      expect(response.body).not.toContain(w.course.meetingRoom);
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
      expect(given.json()).toMatchObject({ meetingUrl: zoom });
      const back = await send(w.teacher, 'PUT', timetableUrl(other.id), twiceWeekly);
      expect(back.json()).toMatchObject({ meetingUrl: null });
      expect(back.body).not.toContain(other.meetingRoom);
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

    it('starts the classes of a slot added to a running course today, never in past weeks', async () => {
      setClock('2027-03-01T08:00:00Z');
      const course = await makeCourse(app.db, w.teacher.id, { name: 'Suma los viernes' });
      await send(w.teacher, 'PUT', timetableUrl(course.id), twiceWeekly);
      // Tuesday 23 March, 12:00 in Madrid: a Friday and a Tuesday 10:00 class are added.
      setClock('2027-03-23T11:00:00Z');
      const withMore = {
        ...twiceWeekly,
        slots: [
          ...twiceWeekly.slots,
          { weekday: 2, startTime: '10:00', durationMinutes: 60 },
          { weekday: 5, startTime: '10:00', durationMinutes: 60 },
        ],
      };
      const saved = await send(w.teacher, 'PUT', timetableUrl(course.id), withMore);
      expect(saved.statusCode, saved.body).toBe(200);
      const starts = classesOf(saved.json()).map((time) => time.startsAt);
      // The new ones start today, school time: this morning's Tuesday class, and none before.
      const fridays = starts.filter((start) => new Date(start).getUTCDay() === 5);
      const tuesdays = starts.filter((start) => new Date(start).getUTCDay() === 2);
      expect(fridays[0]).toBe('2027-03-26T09:00:00.000Z');
      expect(tuesdays[0]).toBe('2027-03-23T09:00:00.000Z');
      // A past week's 'Clases de la semana' (where attendance is taken) keeps the classes the course had and
      // holds none of the new ones; this week's holds them from today.
      const startsIn = (week: WeekClass[]) => week.map((time) => new Date(time.classStart).toISOString());
      expect(startsIn(await teachersWeek('2027-03-15', course.id))).toEqual([
        '2027-03-15T18:00:00.000Z',
        '2027-03-17T18:00:00.000Z',
      ]);
      expect(startsIn(await teachersWeek('2027-03-22', course.id))).toEqual([
        MONDAY_22,
        '2027-03-23T09:00:00.000Z',
        '2027-03-24T18:00:00.000Z',
        '2027-03-26T09:00:00.000Z',
      ]);
      // Saving the timetable again later keeps the slot's first class where it was.
      setClock('2027-04-05T08:00:00Z');
      expect((await send(w.teacher, 'PUT', timetableUrl(course.id), withMore)).statusCode).toBe(200);
      expect(startsIn(await teachersWeek('2027-03-22', course.id))).toContain('2027-03-26T09:00:00.000Z');
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
      expect(joined.json()).toEqual({ url: roomOf(course?.meetingRoom ?? '', MONDAY_22) });

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

  describe('a room per class', () => {
    it("gives each class that is not cancelled its own room in the teacher's week", async () => {
      setClock('2027-03-21T10:00:00Z');
      // The week of 22 March as the changes above left it: Monday, Wednesday cancelled, Wednesday 31 moved
      // to Friday 26 (still named by its key), and the extra class of Sunday 28.
      const week = await teachersWeek('2027-03-22');
      expect(week.map(({ classStart, status }) => [new Date(classStart).toISOString(), status])).toEqual([
        [MONDAY_22, 'scheduled'],
        ['2027-03-24T18:00:00.000Z', 'cancelled'],
        ['2027-03-31T17:00:00.000Z', 'moved'],
        ['2027-03-28T01:30:00.000Z', 'extra'],
      ]);
      expect(linkIn(week, '2027-03-24T18:00:00.000Z')).toBeNull();
      const links = week.filter((time) => time.status !== 'cancelled').map((time) => time.meetingLink);
      for (const link of links) {
        expect(link).toMatch(GENERATED_ROOM);
        expect(link).not.toContain(w.course.meetingRoom);
      }
      expect(new Set(links).size).toBe(3);
      // A moved class keeps the room of its key, wherever it now is.
      expect(linkIn(week, '2027-03-31T17:00:00.000Z')).toBe(
        roomOf(w.course.meetingRoom, '2027-03-31T17:00:00.000Z'),
      );
    });

    it('gives every student of a class and its teacher the same room, and each class another', async () => {
      const bruno = await makeUser(app, ['STUDENT'], 'Bruno', 'Alumno');
      await enrol(app.db, w.course.id, bruno.id);
      setClock('2027-03-21T10:00:00Z');
      const week = await teachersWeek('2027-03-22');

      setClock('2027-03-22T17:55:00Z');
      const monday = await joinedUrl(w.student, MONDAY_22);
      expect(monday).toMatch(GENERATED_ROOM);
      expect(monday).not.toBe(`https://meet.aula.test/${w.course.meetingRoom}`);
      expect(await joinedUrl(bruno, MONDAY_22)).toBe(monday);
      // The room is the class's, not the text sent: the same instant written otherwise names the same class.
      expect(await joinedUrl(bruno, '2027-03-22T19:00:00+01:00')).toBe(monday);
      expect(linkIn(week, MONDAY_22)).toBe(monday);

      // Moved and extra classes alike: the room of the class found, the same in the teacher's week.
      setClock('2027-03-26T17:55:00Z');
      const moved = await joinedUrl(bruno, '2027-03-31T17:00:00.000Z');
      expect(moved).toBe(linkIn(week, '2027-03-31T17:00:00.000Z'));
      setClock('2027-03-28T01:25:00Z');
      const extra = await joinedUrl(w.student, '2027-03-28T01:30:00.000Z');
      expect(extra).toBe(linkIn(week, '2027-03-28T01:30:00.000Z'));

      // The link of one class opens no other: the next Monday is another room.
      setClock('2027-03-29T16:55:00Z');
      const nextMonday = await joinedUrl(w.student, MONDAY_29);
      expect(nextMonday).toMatch(GENERATED_ROOM);
      expect(new Set([monday, moved, extra, nextMonday]).size).toBe(4);
    });

    it('gives a teacher-given link unchanged for every class, to the teacher and the students', async () => {
      setClock('2027-03-21T10:00:00Z');
      const zoom = 'https://zoom.us/j/987654321?pwd=xyz';
      const course = await makeCourse(app.db, w.teacher.id, { name: 'Siempre en Zoom' });
      await enrol(app.db, course.id, w.student.id);
      const saved = await send(w.teacher, 'PUT', timetableUrl(course.id), {
        ...twiceWeekly,
        meetingUrl: zoom,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const week = await teachersWeek('2027-03-22', course.id);
      expect(week.map((time) => time.meetingLink)).toEqual([zoom, zoom]);
      setClock('2027-03-22T17:55:00Z');
      expect(await joinedUrl(w.student, MONDAY_22, course.id)).toBe(zoom);
      setClock('2027-03-24T17:55:00Z');
      expect(await joinedUrl(w.student, '2027-03-24T18:00:00.000Z', course.id)).toBe(zoom);
    });

    it('gives a booked flexible class its own room, which another student cannot reach', async () => {
      setClock('2027-03-22T08:00:00Z');
      const flexible = await makeCourse(app.db, w.teacher.id, { name: 'Inglés a medida', type: 'FLEXIBLE' });
      const bea = await makeUser(app, ['STUDENT'], 'Bea', 'Alumna');
      for (const student of [w.student, bea]) await enrol(app.db, flexible.id, student.id);
      /** A one-to-one class on Tuesday 23 March (Madrid), opened by the teacher and booked by `student`. */
      const bookedBy = async (student: TestUser, time: string) => {
        const opened = await send(w.teacher, 'POST', `/api/teacher/course/${flexible.id}/openings`, {
          date: '2027-03-23',
          time,
          durationMinutes: 60,
          capacity: 1,
        });
        expect(opened.statusCode, opened.body).toBe(201);
        const { id, startsAt } = opened.json() as { id: number; startsAt: string };
        const booked = await send(
          student,
          'POST',
          `/api/student/course/${flexible.id}/openings/${id}/booking`,
        );
        expect(booked.statusCode, booked.body).toBe(201);
        return startsAt;
      };
      const sarasClass = await bookedBy(w.student, '13:00');
      const beasClass = await bookedBy(bea, '15:00');
      const week = await teachersWeek('2027-03-22', flexible.id);
      const listed = await send(w.student, 'GET', '/api/student/classes?from=2027-03-23&days=1');
      expect(classesOf(listed.json()).map((time) => time.key)).toEqual([sarasClass]);
      expect(listed.body).not.toContain('meet.aula.test');

      setClock('2027-03-23T11:55:00Z');
      const saras = await joinedUrl(w.student, sarasClass, flexible.id);
      expect(saras).toMatch(GENERATED_ROOM);
      expect(saras).toBe(linkIn(week, sarasClass));
      expect(saras).toBe(roomOf(flexible.meetingRoom, sarasClass));

      setClock('2027-03-23T13:55:00Z');
      const intruder = await send(w.student, 'POST', joinUrl(flexible.id), { classKey: beasClass });
      expect(intruder.statusCode).toBe(404);
      expect(intruder.body).not.toContain('meet.aula.test');
      const beas = await joinedUrl(bea, beasClass, flexible.id);
      expect(beas).toBe(linkIn(week, beasClass));
      expect(beas).not.toBe(saras);
    });
  });
});
