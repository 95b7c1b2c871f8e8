import { BOOKING_MESSAGES } from '@aula/forms';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { bookedClassesOf } from '../src/classes/booked-classes';
import { classBookings, classOpenings, courses, notifications } from '../src/db/schema';
import { seedDemo } from '../src/seed/demo';
import { describeEachDatabase } from './support/harness';
import { sessionToken } from './support/sessions';
import { enrol, makeCourse, makeUser, type TestUser } from './support/teacher';

/**
 * Booking for flexible courses (decision 138) on a fixed clock: a Monday morning in Madrid, the week of the
 * spring daylight-saving change (Sunday 31 March 2030, 2:00 → 3:00).
 */
const MONDAY = new Date('2030-03-25T08:00:00Z'); // 09:00 in Madrid (CET, UTC+1)
const HOUR = 3_600_000;

describeEachDatabase('booking for flexible courses', (ctx) => {
  let app: App;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let students: TestUser[];
  let outsider: TestUser;
  let courseId: number;

  /** A session token signed at the fixed clock's current time. */
  const as = async (user: TestUser) => ({
    authorization: `Bearer ${await sessionToken(app, user.id)}`,
  });
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) =>
    app.inject({ method, url, headers: await as(user), ...(payload ? { payload } : {}) });
  const open = (body: object, who = teacher, course = courseId) =>
    call('POST', `/api/teacher/course/${course}/openings`, who, body);
  const openAt = async (date: string, time: string, capacity = 3) => {
    const response = await open({ date, time, durationMinutes: 60, capacity });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; startsAt: string; endsAt: string };
  };
  const bookingUrl = (openingId: number, course = courseId) =>
    `/api/student/course/${course}/openings/${openingId}/booking`;
  const bookAs = (student: TestUser, openingId: number) => call('POST', bookingUrl(openingId), student);
  const cancelAs = (student: TestUser, openingId: number) => call('DELETE', bookingUrl(openingId), student);
  const listAs = async (student: TestUser) => {
    const response = await call('GET', `/api/student/course/${courseId}/openings`, student);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      timeZone: string;
      openings: {
        id: number;
        seatsLeft: number;
        bookedByMe: boolean;
        canBook: boolean;
        canCancel: boolean;
        cancelled: boolean;
      }[];
    };
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY });
    app = await ctx.app();
    teacher = await makeUser(app, ['TEACHER'], 'Lucía', 'Profesora');
    otherTeacher = await makeUser(app, ['TEACHER']);
    students = await Promise.all(
      ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran'].map((name) =>
        makeUser(app, ['STUDENT'], name, 'Alumna'),
      ),
    );
    outsider = await makeUser(app, ['STUDENT']);
    courseId = (await makeCourse(app.db, teacher.id, { type: 'FLEXIBLE' })).id;
    for (const student of students) await enrol(app.db, courseId, student.id);
  });
  beforeEach(() => {
    vi.setSystemTime(MONDAY);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  describe('opening classes', () => {
    it('reads the day and time in the school time zone, across the daylight-saving change', async () => {
      const before = await openAt('2030-03-30', '19:00');
      const after = await openAt('2030-04-01', '19:00');
      expect(before.startsAt).toBe('2030-03-30T18:00:00.000Z');
      expect(after.startsAt).toBe('2030-04-01T17:00:00.000Z');
      expect(after.endsAt).toBe('2030-04-01T18:00:00.000Z');

      // The week of the change: Monday 00:00 CET to Monday 00:00 CEST, 167 hours.
      const late = await openAt('2030-03-31', '22:00');
      const week = await call('GET', `/api/teacher/course/${courseId}/openings?week=2030-03-27`, teacher);
      expect(week.json()).toMatchObject({ timeZone: 'Europe/Madrid', weekStart: '2030-03-25' });
      const ids = (week.json() as { openings: { id: number }[] }).openings.map((o) => o.id);
      expect(ids).toContain(before.id);
      expect(ids).toContain(late.id);
      expect(ids).not.toContain(after.id);
      const current = await call('GET', `/api/teacher/course/${courseId}/openings`, teacher);
      expect(current.json()).toMatchObject({ weekStart: '2030-03-25' });
    });

    it('keeps a class inside one of the three slots', async () => {
      for (const [time, durationMinutes] of [
        ['08:30', 60], // runs past 9:00
        ['09:30', 30], // between morning and afternoon
        ['05:45', 30],
        ['22:30', 45], // past 23:00
        ['19:30', 60], // from the afternoon into the night slot
      ] as const) {
        const response = await open({ date: '2030-04-02', time, durationMinutes, capacity: 2 });
        expect(response.statusCode, time).toBe(400);
        expect(response.json().error).toBe(BOOKING_MESSAGES.outsideSlots);
      }
      for (const [time, durationMinutes] of [
        ['06:00', 180],
        ['12:00', 480 / 4],
        ['20:00', 180],
      ] as const) {
        expect((await open({ date: '2030-04-03', time, durationMinutes, capacity: 2 })).statusCode).toBe(201);
      }
    });

    it('refuses bad fields, short notice, a repeated start, another course and a course that is not flexible', async () => {
      const base = { date: '2030-04-04', time: '18:00', durationMinutes: 60, capacity: 4 };
      const refusals: [object, string][] = [
        [{ ...base, capacity: 0 }, BOOKING_MESSAGES.capacity],
        [{ ...base, capacity: 16 }, BOOKING_MESSAGES.capacity],
        [{ ...base, durationMinutes: 10 }, BOOKING_MESSAGES.duration],
        [{ ...base, date: '2030-02-30' }, BOOKING_MESSAGES.date],
        [{ ...base, time: '7:00' }, BOOKING_MESSAGES.time],
        // 09:00 in Madrid now: 10:30 is less than 2 hours away.
        [{ ...base, date: '2030-03-25', time: '06:00' }, BOOKING_MESSAGES.notice],
      ];
      for (const [body, error] of refusals) {
        const response = await open(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error).toBe(error);
      }
      // Tuesday 12:00 in Madrid is 11:00 UTC: 2 hours' notice ends at 9:00 UTC, to the second.
      const noon = { ...base, date: '2030-03-26', time: '12:00' };
      vi.setSystemTime(new Date('2030-03-26T09:00:01Z'));
      expect((await open(noon)).json().error).toBe(BOOKING_MESSAGES.notice);
      vi.setSystemTime(new Date('2030-03-26T09:00:00Z'));
      expect((await open(noon)).statusCode).toBe(201);

      expect((await open(base)).statusCode).toBe(201);
      const again = await open(base);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(BOOKING_MESSAGES.sameStart);

      expect((await open(base, otherTeacher)).statusCode).toBe(404);
      const group = await makeCourse(app.db, teacher.id, { type: 'GRUPAL' });
      const notFlexible = await open(base, teacher, group.id);
      expect(notFlexible.statusCode).toBe(409);
      expect(notFlexible.json().error).toBe(BOOKING_MESSAGES.notFlexible);
    });

    it('refuses a class in a course still waiting for approval, and publishes once it is approved', async () => {
      const pending = await makeCourse(app.db, teacher.id, { type: 'FLEXIBLE', approved: false });
      const body = { date: '2030-04-05', time: '18:00', durationMinutes: 60, capacity: 4 };
      const refused = await open(body, teacher, pending.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(BOOKING_MESSAGES.notApproved);
      const listed = await call('GET', `/api/teacher/course/${pending.id}/openings?week=2030-04-05`, teacher);
      expect(listed.json().openings).toEqual([]);
      await app.db.update(courses).set({ approved: true }).where(eq(courses.id, pending.id));
      expect((await open(body, teacher, pending.id)).statusCode).toBe(201);
    });
  });

  describe('booking and cancelling', () => {
    it('books a seat, refuses a second booking, and gives the seat back on cancelling', async () => {
      const [ana, bea] = students as [TestUser, TestUser];
      const opening = await openAt('2030-04-05', '13:00', 2);
      expect((await bookAs(ana, opening.id)).statusCode).toBe(201);
      const twice = await bookAs(ana, opening.id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toBe(BOOKING_MESSAGES.alreadyBooked);

      const seen = (await listAs(ana)).openings.find((o) => o.id === opening.id);
      expect(seen).toMatchObject({ seatsLeft: 1, bookedByMe: true, canBook: false, canCancel: true });
      expect((await listAs(bea)).openings.find((o) => o.id === opening.id)).toMatchObject({
        seatsLeft: 1,
        bookedByMe: false,
        canBook: true,
      });
      const week = await call('GET', `/api/teacher/course/${courseId}/openings?week=2030-04-05`, teacher);
      const booked = (
        week.json() as { openings: { id: number; students: { name: string }[] }[] }
      ).openings.find((o) => o.id === opening.id);
      expect(booked?.students.map((s) => s.name)).toEqual(['Ana']);

      expect((await cancelAs(ana, opening.id)).json()).toEqual({
        message: BOOKING_MESSAGES.bookingCancelled,
      });
      const notBooked = await cancelAs(ana, opening.id);
      expect(notBooked.statusCode).toBe(409);
      expect(notBooked.json().error).toBe(BOOKING_MESSAGES.notBooked);
      expect((await listAs(ana)).openings.find((o) => o.id === opening.id)?.seatsLeft).toBe(2);
    });

    it('keeps the 2-hour rule for booking and for cancelling, to the second', async () => {
      const [ana, bea] = students as [TestUser, TestUser];
      // Monday 12:00 in Madrid, three hours ahead.
      const opening = await openAt('2030-03-25', '12:00');
      const start = new Date(opening.startsAt).getTime();
      expect((await bookAs(ana, opening.id)).statusCode).toBe(201);

      vi.setSystemTime(start - 2 * HOUR);
      expect((await bookAs(bea, opening.id)).statusCode).toBe(201);
      expect((await cancelAs(bea, opening.id)).statusCode).toBe(200);

      vi.setSystemTime(start - 2 * HOUR + 1_000);
      const lateCancel = await cancelAs(ana, opening.id);
      expect(lateCancel.statusCode).toBe(409);
      expect(lateCancel.json().error).toBe(BOOKING_MESSAGES.cancelTooLate);
      const lateBooking = await bookAs(bea, opening.id);
      expect(lateBooking.statusCode).toBe(409);
      expect(lateBooking.json().error).toBe(BOOKING_MESSAGES.bookTooLate);
      expect((await listAs(ana)).openings.find((o) => o.id === opening.id)).toMatchObject({
        bookedByMe: true,
        canCancel: false,
      });
    });

    it('refuses a full class', async () => {
      const [ana, bea] = students as [TestUser, TestUser];
      const opening = await openAt('2030-04-06', '07:00', 1);
      expect((await bookAs(ana, opening.id)).statusCode).toBe(201);
      const full = await bookAs(bea, opening.id);
      expect(full.statusCode).toBe(409);
      expect(full.json().error).toBe(BOOKING_MESSAGES.full);
      expect((await listAs(bea)).openings.find((o) => o.id === opening.id)).toMatchObject({
        seatsLeft: 0,
        canBook: false,
      });
    });

    it('gives the last seat to exactly one of the students racing for it', async () => {
      for (let trial = 0; trial < 8; trial += 1) {
        const opening = await openAt('2030-04-08', `${13 + trial}:00`, 2);
        expect((await bookAs(students[0] as TestUser, opening.id)).statusCode).toBe(201);
        const racers = students.slice(1);
        const answers = await Promise.all(racers.map((student) => bookAs(student, opening.id)));
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([201, 409, 409, 409, 409]);
        const rows = await app.db.select().from(classBookings).where(eq(classBookings.openingId, opening.id));
        const [counter] = await app.db
          .select({ booked: classOpenings.booked })
          .from(classOpenings)
          .where(eq(classOpenings.id, opening.id));
        expect(rows).toHaveLength(2);
        expect(counter?.booked).toBe(2);
      }
    });

    it('shows a course and its classes only to its enrolled students', async () => {
      const opening = await openAt('2030-04-09', '20:00');
      expect((await call('GET', `/api/student/course/${courseId}/openings`, outsider)).statusCode).toBe(404);
      const intruder = await bookAs(outsider, opening.id);
      expect(intruder.statusCode).toBe(404);
      expect(intruder.json().error).toBe(BOOKING_MESSAGES.openingNotFound);
      // A class named through another course the student is enrolled in is not found either.
      const other = await makeCourse(app.db, otherTeacher.id, { type: 'FLEXIBLE' });
      await enrol(app.db, other.id, outsider.id);
      expect((await call('POST', bookingUrl(opening.id, other.id), outsider)).statusCode).toBe(404);
      expect((await call('GET', `/api/teacher/course/${courseId}/openings`, otherTeacher)).statusCode).toBe(
        404,
      );
      expect(
        (await call('DELETE', `/api/teacher/course/${courseId}/openings/${opening.id}`, otherTeacher))
          .statusCode,
      ).toBe(404);
    });
  });

  it('gives the demo school a flexible course with open, full, cancelled and past bookings', async () => {
    expect(await seedDemo(app.db, app.files, MONDAY)).toBe(true);
    const rows = await app.db
      .select({
        booked: classOpenings.booked,
        capacity: classOpenings.capacity,
        cancelledAt: classOpenings.cancelledAt,
        startsAt: classOpenings.startsAt,
        bookings: sql<number>`(select count(*) from ${classBookings} where ${classBookings.openingId} = ${classOpenings.id})::int`,
      })
      .from(classOpenings)
      .innerJoin(courses, eq(courses.id, classOpenings.courseId))
      .where(eq(courses.name, 'Español para extranjeros B1'));
    expect(rows.every((row) => row.booked === row.bookings)).toBe(true);
    expect(rows.some((row) => row.booked === row.capacity && !row.cancelledAt)).toBe(true);
    expect(rows.some((row) => row.booked < row.capacity && !row.cancelledAt && row.startsAt > MONDAY)).toBe(
      true,
    );
    expect(rows.some((row) => row.cancelledAt && row.booked > 0)).toBe(true);
    expect(rows.some((row) => row.startsAt < MONDAY && row.booked > 0)).toBe(true);
  });

  describe('withdrawing a class', () => {
    it('deletes a class nobody booked, and cancels a booked one, keeping its bookings as cancelled', async () => {
      const [ana, bea] = students as [TestUser, TestUser];
      const empty = await openAt('2030-04-10', '12:00');
      const withdraw = (id: number) =>
        call('DELETE', `/api/teacher/course/${courseId}/openings/${id}`, teacher);
      expect((await withdraw(empty.id)).json()).toEqual({
        message: BOOKING_MESSAGES.openingDeleted,
        outcome: 'deleted',
      });
      expect((await withdraw(empty.id)).statusCode).toBe(404);

      const booked = await openAt('2030-04-10', '13:00');
      expect((await bookAs(ana, booked.id)).statusCode).toBe(201);
      expect((await withdraw(booked.id)).json()).toEqual({
        message: BOOKING_MESSAGES.openingCancelled,
        outcome: 'cancelled',
      });
      expect((await withdraw(booked.id)).statusCode).toBe(409);
      expect((await listAs(ana)).openings.find((o) => o.id === booked.id)).toMatchObject({
        cancelled: true,
        bookedByMe: true,
        canBook: false,
        canCancel: false,
      });
      expect((await listAs(bea)).openings.some((o) => o.id === booked.id)).toBe(false);
      // Whoever booked it hears, in the school's time; the students who had not booked it do not.
      const [course] = await app.db
        .select({ name: courses.name })
        .from(courses)
        .where(eq(courses.id, courseId));
      expect(
        await app.db
          .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
          .from(notifications)
          .where(inArray(notifications.userId, [ana.id, bea.id])),
      ).toEqual([
        {
          userId: ana.id,
          title: `Clase cancelada en «${course?.name}»: miércoles, 10 de abril, 13:00`,
          link: '/student?seccion=proximas-clases',
        },
      ]);
      const late = await bookAs(bea, booked.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(BOOKING_MESSAGES.cancelled);

      const classes = await bookedClassesOf(
        app.db,
        ana.id,
        new Date('2030-04-10T00:00:00Z'),
        new Date('2030-04-11T00:00:00Z'),
      );
      expect(classes.map((c) => [c.key, c.status, c.courseId])).toEqual([
        ['2030-04-10T11:00:00.000Z', 'cancelled', courseId],
      ]);
    });

    it('lists a student’s booked classes over a range, for the panel and the calendar feed', async () => {
      const fran = students[5] as TestUser;
      const opening = await openAt('2030-04-12', '20:30', 3);
      expect((await bookAs(fran, opening.id)).statusCode).toBe(201);
      const from = new Date('2030-04-12T00:00:00Z');
      const to = new Date('2030-04-13T00:00:00Z');
      expect(await bookedClassesOf(app.db, fran.id, from, to)).toEqual([
        expect.objectContaining({
          courseId,
          key: '2030-04-12T18:30:00.000Z',
          status: 'scheduled',
          endsAt: new Date('2030-04-12T19:30:00.000Z'),
        }),
      ]);
      expect(await bookedClassesOf(app.db, outsider.id, from, to)).toEqual([]);
    });
  });
});
