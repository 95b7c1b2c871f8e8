import { expect, test } from '@playwright/test';
import { createCourseAsTeacher } from './support/admin';
import { ADMIN, apiLogin, bearer, createVerifiedUser, openAs } from './support/api';
import { expectNoViolations } from './support/axe';
import { approveCourse, enrol } from './support/teacher';

/**
 * Attendance journey (decision 137): a weekly class that started moments ago (set through the
 * API, on the server's real clock); the student presses 'Unirse a la clase'; the teacher opens 'Clases de la
 * semana', where 'Abrir la sala' leads to the room the student entered, then 'Pasar lista', finds the student
 * present by default and saves; the student's 'Mi asistencia' shows the rate.
 */

const MADRID = 'Europe/Madrid';
const ISO_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const madrid = (instant: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: MADRID, ...options }).format(instant);
const madridDay = (instant: Date) => madrid(instant, { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * A start two minutes before `now`, but never in the day before (school time): the student's 'Próximas
 * clases' lists today from 00:00 and the teacher's week starts on Monday at 00:00, so a class of yesterday at
 * 23:59 would be on neither. Just after midnight the class starts at the current minute instead, which has
 * begun all the same.
 */
function classStartBeforeNow(now: Date): Date {
  const twoMinutesAgo = new Date(now.getTime() - 2 * 60_000);
  if (madridDay(twoMinutesAgo) === madridDay(now)) return twoMinutesAgo;
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

test('the teacher takes attendance of a class the student joined, and the student sees the rate', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'lista');
  const { session: student } = await createVerifiedUser(request, 'STUDENT', 'presente');
  const course = await createCourseAsTeacher(request, teacher, {
    name: 'Inglés C1 con asistencia',
    description: 'Clases en directo con lista de asistencia.',
  });
  await approveCourse(request, admin, course.id);
  await enrol(request, student, course.id);

  // Today's class, already begun: open to join, and its attendance can be taken.
  const started = classStartBeforeNow(new Date());
  const saved = await request.put(`/api/teacher/course/${course.id}/timetable`, {
    headers: bearer(teacher),
    data: {
      startDate: madridDay(started),
      endDate: madridDay(started),
      slots: [
        {
          weekday: ISO_WEEKDAYS.indexOf(madrid(started, { weekday: 'short' })) + 1,
          startTime: madrid(started, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
          // Two hours: on the night the clocks go back, 02:30 names the first of two, an hour earlier.
          durationMinutes: 120,
        },
      ],
      meetingUrl: '',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const studentContext = await browser.newContext({ locale: 'es-ES', timezoneId: MADRID });
  await studentContext.route('https://meet.jit.si/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sala</title>' }),
  );
  const studentPage = await studentContext.newPage();
  await openAs(studentPage, student, '/student?seccion=proximas-clases');
  const live = studentPage.locator('[data-slot="class-card"]', { hasText: course.name });
  const meeting = studentPage.waitForEvent('popup');
  await live.getByRole('button', { name: 'Unirse a la clase' }).click();
  const room = await meeting;
  await expect(room).toHaveURL(/^https:\/\/meet\.jit\.si\/aula-[0-9a-f]{32}$/);

  // The teacher reaches the same room, the class's own, from their week; on a 320 px phone too.
  await page.setViewportSize({ width: 320, height: 800 });
  await openAs(page, teacher, '/teacher?seccion=clases-semana');
  const item = page.getByRole('listitem').filter({ hasText: course.name });
  const roomLink = item.getByRole('link', { name: `Abrir la sala de ${course.name}, ` });
  await expect(roomLink).toHaveAttribute('href', room.url());
  await expect(roomLink).toHaveAttribute('target', '_blank');
  await expect(roomLink).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoViolations(page, "the teacher's Clases de la semana");
  await page.setViewportSize({ width: 1280, height: 720 });
  await item.getByRole('button', { name: 'Pasar lista' }).click();
  const row = item.getByRole('group', { name: `${student.name} ${student.surname}` });
  await expect(row.getByLabel('Presente')).toBeChecked();
  await item.getByRole('button', { name: 'Guardar asistencia' }).click();
  await expect(page.getByText('Asistencia guardada.', { exact: true })).toBeVisible();
  await expect(item.getByText('Asistencia tomada')).toBeVisible();

  await studentPage.goto('/student?seccion=mis-cursos');
  const mine = studentPage.getByRole('region', { name: 'Mi asistencia' });
  await expect(mine.getByRole('listitem').filter({ hasText: course.name })).toContainText('100 %');
  await studentContext.close();
});
