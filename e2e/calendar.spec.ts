import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { createCourseAsTeacher } from './support/admin';
import { ADMIN, apiLogin, bearer, createVerifiedUser, openAs } from './support/api';
import { approveCourse, enrol } from './support/teacher';

/**
 * Calendar feed journey (decision 139): the teacher's timetable is set through the API; the
 * enrolled student makes the feed's link in Configuración › Calendario; the link, fetched as a calendar
 * program would (no session), is read back with ical.js and holds the class at 19:00 Madrid time.
 */

const MADRID = 'Europe/Madrid';
const DAY_MS = 86_400_000;
const ISO_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const madrid = (instant: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: MADRID, ...options }).format(instant);
const madridDay = (instant: Date) => madrid(instant, { year: 'numeric', month: '2-digit', day: '2-digit' });

test('the student makes the calendar link in Configuración and the feed holds the class', async ({
  page,
  request,
}) => {
  const now = new Date();
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'calendario');
  const { session: student } = await createVerifiedUser(request, 'STUDENT', 'suscrita');
  const course = await createCourseAsTeacher(request, teacher, {
    name: 'Inglés B2 en el calendario',
    description: 'Clases en directo cada semana.',
  });
  await approveCourse(request, admin, course.id);
  await enrol(request, student, course.id);

  const tomorrow = new Date(now.getTime() + DAY_MS);
  const weekday = ISO_WEEKDAYS.indexOf(madrid(tomorrow, { weekday: 'short' })) + 1;
  const saved = await request.put(`/api/teacher/course/${course.id}/timetable`, {
    headers: bearer(teacher),
    data: {
      startDate: madridDay(now),
      endDate: madridDay(new Date(now.getTime() + 30 * DAY_MS)),
      slots: [{ weekday, startTime: '19:00', durationMinutes: 60 }],
      meetingUrl: '',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await openAs(page, student, '/settings');
  const section = page.getByRole('region', { name: 'Calendario' });
  await expect(section.getByText(/Google Calendar, Outlook o Apple Calendar/)).toBeVisible();
  await section.getByRole('button', { name: 'Crear enlace' }).click();
  const link = section.getByLabel('Enlace del calendario');
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await link.inputValue();

  // A calendar program sends no session: the address alone opens the feed.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const classes = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .filter((event) => event.summary === `Clase: ${course.name}`);
  const first = classes.find((event) => madridDay(event.startDate.toJSDate()) === madridDay(tomorrow));
  expect(first, 'tomorrow’s class in the feed').toBeDefined();
  expect(first?.startDate.zone?.tzid).toBe(MADRID);
  expect(first?.startDate.hour).toBe(19);
  expect(
    madrid(first?.startDate.toJSDate() ?? now, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).toBe('19:00');

  // One class with one click, from 'Próximas clases'.
  await page.goto('/student?seccion=proximas-clases');
  const card = page.getByRole('listitem').filter({ hasText: course.name }).first();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Añadir a mi calendario (.ics)' }).click();
  const single = new ICAL.Component(ICAL.parse(readFileSync(await (await download).path(), 'utf8')));
  for (const zone of single.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const [only] = single.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(only?.summary).toBe(`Clase: ${course.name}`);
  expect(only?.startDate.hour).toBe(19);

  // A new link turns the old one off at once.
  await page.goto('/settings');
  await expect(
    section.getByText('Si creas un enlace nuevo, el anterior deja de funcionar', { exact: false }),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Crear un enlace nuevo' }).click();
  await expect(link).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
});
