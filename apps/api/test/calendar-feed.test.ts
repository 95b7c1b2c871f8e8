import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { cancelClass } from './support/classes';
import { describeEachDatabase } from './support/harness';
import { sessionToken } from './support/sessions';
import { auth, makeActivity, type TeacherWorld, type TestUser, teacherWorld } from './support/teacher';

/**
 * The calendar feed (decision 139), read back with an independent parser (ical.js) on a fixed clock (only
 * Date is faked) before the end of summer time in Madrid, 25 October 2026: a Monday class at 19:00 school
 * time must read 19:00 Madrid on both sides of the change.
 */

const weekly = {
  startDate: '2026-10-05',
  endDate: '2026-11-30',
  slots: [{ weekday: 1, startTime: '19:00', durationMinutes: 60 }],
  meetingUrl: '',
};
// Monday 19 October at 19:00 Madrid (UTC+2), the Monday after the change (UTC+1), and one later cancelled.
const BEFORE_CHANGE = '2026-10-19T17:00:00.000Z';
const AFTER_CHANGE = '2026-10-26T18:00:00.000Z';
const CANCELLED = '2026-11-02T18:00:00.000Z';

interface FeedEvent {
  summary: string;
  start: string;
  hour: number;
  zone: string | null;
  status: string | null;
}

/** The feed's events as ical.js reads them, its VTIMEZONE registered first so zoned times resolve. */
function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      hour: event.startDate.hour,
      zone: event.startDate.zone?.tzid ?? null,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
    };
  });
}

describeEachDatabase('calendar feeds', (ctx) => {
  let app: App;
  let w: TeacherWorld;

  const send = async (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: auth(await sessionToken(app, user.id)),
      ...(payload ? { payload } : {}),
    });
  /** Makes (or remakes) the user's feed and answers its path under the server. */
  const createFeed = async (user: TestUser) => {
    const response = await send(user, 'POST', '/api/calendar/feed');
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^http:\/\/aula\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    return new URL(url).pathname;
  };
  const fetchFeed = (path: string) => app.inject({ method: 'GET', url: path });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-15T08:00:00Z') });
    app = await ctx.app();
    w = await teacherWorld(app);
    const saved = await send(w.teacher, 'PUT', `/api/teacher/course/${w.course.id}/timetable`, weekly);
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await send(
      w.otherTeacher,
      'PUT',
      `/api/teacher/course/${w.otherCourse.id}/timetable`,
      weekly,
    );
    expect(other.statusCode, other.body).toBe(200);
    await cancelClass(app.db, w.course.id, CANCELLED);
    await makeActivity(app.db, w.course.id, {
      title: 'Redacción',
      dueDate: new Date('2026-10-23T21:59:00Z'),
    });
    await makeActivity(app.db, w.otherCourse.id, {
      title: 'Dictado ajeno',
      dueDate: new Date('2026-10-30T10:00:00Z'),
    });
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('keeps the 19:00 class at 19:00 Madrid across the end of summer time, read by ical.js', async () => {
    const response = await fetchFeed(await createFeed(w.student));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.body).toContain('BEGIN:VTIMEZONE');
    const events = parseFeed(response.body);
    for (const start of [BEFORE_CHANGE, AFTER_CHANGE]) {
      expect(events.find((event) => event.start === start)).toMatchObject({
        summary: 'Clase: Inglés B1',
        hour: 19,
        zone: 'Europe/Madrid',
        status: 'CONFIRMED',
      });
    }
    expect(events.find((event) => event.start === CANCELLED)).toMatchObject({
      hour: 19,
      status: 'CANCELLED',
    });
    expect(events.find((event) => event.summary === 'Entrega: Redacción (Inglés B1)')).toMatchObject({
      start: '2026-10-23T21:59:00.000Z',
      hour: 23,
    });
  });

  it("never lists another course's classes or due dates to a student", async () => {
    const events = parseFeed((await fetchFeed(await createFeed(w.student))).body);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.summary.includes('Inglés B1'))).toBe(true);
    const outsider = parseFeed((await fetchFeed(await createFeed(w.outsider))).body);
    expect(outsider.map((event) => event.summary)).toContain('Entrega: Dictado ajeno (Francés A2)');
    expect(outsider.every((event) => event.summary.includes('Francés A2'))).toBe(true);
  });

  it("lists the teacher's own classes", async () => {
    const events = parseFeed((await fetchFeed(await createFeed(w.teacher))).body);
    expect(events.filter((event) => event.summary === 'Clase: Inglés B1').length).toBeGreaterThan(4);
    expect(events.some((event) => event.summary.includes('Francés A2'))).toBe(false);
  });

  it('stops answering the old address once a new one is made, with the same 404 as an unknown one', async () => {
    const before = await send(w.admin, 'GET', '/api/calendar/feed');
    expect(before.json()).toEqual({ exists: false, createdAt: null });
    const old = await createFeed(w.admin);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const renewed = await createFeed(w.admin);
    expect(renewed).not.toBe(old);
    const gone = await fetchFeed(old);
    const unknown = await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`);
    const malformed = await fetchFeed('/api/calendar/nada');
    expect(gone.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(unknown.body).toBe(gone.body);
    expect(malformed.body).toBe(gone.body);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
    expect((await send(w.admin, 'GET', '/api/calendar/feed')).json()).toEqual({
      exists: true,
      createdAt: '2026-10-15T08:00:00.000Z',
    });
  });

  describe('GET /calendar/course/:courseId/class/:classStart', () => {
    const classUrl = (courseId: number, start: string) =>
      `/api/calendar/course/${courseId}/class/${Date.parse(start)}`;

    it("gives one class's .ics to the course's teacher and its students", async () => {
      for (const user of [w.teacher, w.student]) {
        const response = await send(user, 'GET', classUrl(w.course.id, AFTER_CHANGE));
        expect(response.statusCode, response.body).toBe(200);
        expect(parseFeed(response.body)).toEqual([
          {
            summary: 'Clase: Inglés B1',
            start: AFTER_CHANGE,
            hour: 19,
            zone: 'Europe/Madrid',
            status: 'CONFIRMED',
          },
        ]);
      }
    });

    it('is not found for anyone else, nor for a class not in the timetable', async () => {
      for (const user of [w.outsider, w.otherTeacher, w.admin]) {
        expect((await send(user, 'GET', classUrl(w.course.id, AFTER_CHANGE))).statusCode).toBe(404);
      }
      expect(
        (await send(w.student, 'GET', classUrl(w.course.id, '2026-10-20T17:00:00.000Z'))).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: classUrl(w.course.id, AFTER_CHANGE) })).statusCode).toBe(
        401,
      );
    });
  });
});
