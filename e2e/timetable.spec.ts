import { expect, type Page, test } from '@playwright/test';
import { createCourseAsTeacher } from './support/admin';
import { ADMIN, apiLogin, createVerifiedUser, openAs } from './support/api';
import { expectNoViolations } from './support/axe';
import { approveCourse, enrol } from './support/teacher';

/**
 * Timetable journey: the teacher sets a twice-weekly timetable and cancels one class; the student
 * sees the cancellation with its reason and joins a class that starts in five minutes. The browsers' clocks
 * are fixed at the moment the test starts (the server keeps its own, real one).
 */

const MADRID = 'Europe/Madrid';
const madridParts = (instant: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: MADRID,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
const madridDay = (instant: Date) => {
  const p = madridParts(instant);
  return `${p.year}-${p.month}-${p.day}`;
};
const ISO_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DAY_MS = 86_400_000;

async function fixClock(page: Page, now: Date) {
  await page.clock.setFixedTime(now);
}

test('a twice-weekly timetable, one class cancelled; the student sees it and joins a class about to start', async ({
  page,
  browser,
  request,
}) => {
  const now = new Date();
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'horario');
  const { session: student } = await createVerifiedUser(request, 'STUDENT', 'clases');
  const course = await createCourseAsTeacher(request, teacher, {
    name: 'Inglés B1 con horario',
    description: 'Clases en directo dos veces por semana.',
  });
  await approveCourse(request, admin, course.id);
  await enrol(request, student, course.id);

  // The teacher's weekly classes: tomorrow's weekday and the one three days later, both at 19:00 Madrid.
  const tomorrow = new Date(now.getTime() + DAY_MS);
  const firstWeekday = ISO_WEEKDAYS.indexOf(madridParts(tomorrow).weekday ?? '') + 1;
  const secondWeekday = ((firstWeekday + 2) % 7) + 1;
  await fixClock(page, now);
  await openAs(page, teacher, `/teacher/course/${course.id}?seccion=horario`);
  await page.getByLabel('Fecha de inicio').fill(madridDay(now));
  await page.getByLabel('Fecha de fin').fill(madridDay(new Date(now.getTime() + 60 * DAY_MS)));
  await page.getByRole('button', { name: 'Añadir clase semanal' }).click();
  await page.getByRole('button', { name: 'Añadir clase semanal' }).click();
  await page.getByLabel('Día de la clase 1').selectOption(String(firstWeekday));
  await page.getByLabel('Día de la clase 2').selectOption(String(secondWeekday));
  await page.getByLabel('Minutos de la clase 1').fill('90');
  await page.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(page.getByText('Horario guardado.', { exact: true })).toBeVisible();

  // Tomorrow's class is cancelled, with a reason for the students.
  const coming = page.getByRole('region', { name: 'Próximas clases' });
  // No link of the teacher's own: each class has its room, opened from the teacher's week.
  await expect(coming.getByRole('link', { name: 'Clases de la semana' })).toHaveAttribute(
    'href',
    '/teacher?seccion=clases-semana',
  );
  await expect(coming.locator('[data-slot="class-card"]').first()).toContainText('19:00–20:30');
  await coming.getByRole('button', { name: 'Cancelar esta clase' }).first().click();
  await page.getByLabel('Motivo (lo verán tus alumnos)').fill('Jornada de huelga');
  await page.getByRole('button', { name: 'Confirmar cancelación' }).click();
  await expect(coming.locator('[data-state="cancelled"]')).toContainText('Jornada de huelga');
  await expectNoViolations(page, "the teacher's Horario section");

  // An extra class five minutes from now (rounded up to the minute).
  const soon = madridParts(new Date(Math.ceil((now.getTime() + 5 * 60_000) / 60_000) * 60_000));
  await page.getByRole('button', { name: 'Añadir clase extra' }).click();
  await page.getByLabel('Nuevo día').fill(`${soon.year}-${soon.month}-${soon.day}`);
  await page.getByLabel('Nueva hora').fill(`${soon.hour}:${soon.minute}`);
  await page.getByLabel('Minutos', { exact: true }).fill('45');
  await page.getByLabel('Motivo (lo verán tus alumnos)').fill('Repaso antes del examen');
  await page.getByRole('button', { name: 'Añadir la clase extra' }).click();
  await expect(coming.locator('[data-slot="class-card"]').first()).toContainText('Clase extra');

  // The student: the cancelled class with its reason, and the class about to start, which opens the meeting.
  const studentContext = await browser.newContext({ locale: 'es-ES', timezoneId: MADRID });
  const studentPage = await studentContext.newPage();
  await studentContext.route('https://meet.jit.si/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sala</title>' }),
  );
  await fixClock(studentPage, now);
  await openAs(studentPage, student, '/student?seccion=proximas-clases');
  const cancelled = studentPage.locator('[data-slot="class-card"][data-state="cancelled"]');
  await expect(cancelled).toContainText('Cancelada');
  await expect(cancelled).toContainText('Jornada de huelga');
  await expect(cancelled.getByRole('button')).toHaveCount(0);
  const startingSoon = studentPage.locator('[data-slot="class-card"][data-state="soon"]');
  await expect(startingSoon).toContainText('Empieza pronto');
  await expect(startingSoon).toContainText('Repaso antes del examen');
  await expectNoViolations(studentPage, 'Próximas clases');
  const meeting = studentPage.waitForEvent('popup');
  await startingSoon.getByRole('button', { name: 'Unirse a la clase' }).click();
  const tab = await meeting;
  await expect(tab).toHaveURL(/^https:\/\/meet\.jit\.si\/aula-[0-9a-f]{32}$/);

  // The course page shows the same timetable.
  await studentPage.goto(`/student/course/${course.id}`);
  await expect(studentPage.getByRole('heading', { name: 'Horario', exact: true })).toBeVisible();
  await expect(studentPage.locator('[data-state="cancelled"]')).toContainText('Jornada de huelga');

  // The week view lists the same classes, the cancelled one marked.
  await studentPage.goto('/student?seccion=horario');
  // Tomorrow is in next week when today is Sunday.
  if (madridParts(now).weekday === 'Sun')
    await studentPage.getByRole('button', { name: 'Semana siguiente' }).click();
  await expect(studentPage.getByText('Cancelada')).toBeVisible();
  await expectNoViolations(studentPage, 'Horario semanal');
  await studentContext.close();
});
