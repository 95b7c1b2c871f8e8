import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiLogin, bearer, createVerifiedUser, openAs, type Session } from './support/api';
import { enrol } from './support/teacher';

/** Tomorrow's date in the school's time zone (Europe/Madrid), YYYY-MM-DD: always more than 2 hours away. */
function tomorrowInMadrid(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(Date.now() + 86_400_000);
}

/** axe on what the page shows now. */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function flexibleCourse(request: APIRequestContext, teacher: Session): Promise<number> {
  const created = await request.post('/api/teacher/create-course', {
    params: { teacherUsername: teacher.username },
    headers: bearer(teacher),
    data: {
      name: `Conversación flexible ${Date.now().toString(36)}`,
      description: 'Clases de conversación que reservas cuando te viene bien.',
      level: 'B2',
      type: 'FLEXIBLE',
      approved: false,
      completed: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  expect((await request.put(`/api/admin/approve-course/${id}`, { headers: bearer(admin) })).status()).toBe(
    200,
  );
  return id;
}

test('a teacher publishes a flexible class, it is booked until full, and a cancellation inside 2 hours is refused', async ({
  page,
  request,
}) => {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER');
  const courseId = await flexibleCourse(request, teacher);
  const day = tomorrowInMadrid();

  // The teacher publishes tomorrow's 19:00 class, one seat, from the course page.
  await openAs(page, teacher, `/teacher/course/${courseId}`);
  const openingsSection = page.getByRole('region', { name: 'Clases para reservar' });
  await openingsSection.getByLabel('Día').fill(day);
  await openingsSection.getByLabel('Hora').fill('19:00');
  await openingsSection.getByLabel('Plazas').fill('1');
  await openingsSection.getByRole('button', { name: 'Publicar clase' }).click();
  await expect(page.getByText('Clase publicada.', { exact: true })).toBeVisible();
  const week = await request.get(`/api/teacher/course/${courseId}/openings`, {
    headers: bearer(teacher),
    params: { week: day },
  });
  const [{ startsAt }] = ((await week.json()) as { openings: { startsAt: string }[] }).openings as [
    { startsAt: string },
  ];

  const { session: ana } = await createVerifiedUser(request, 'STUDENT', 'ana');
  const { session: bea } = await createVerifiedUser(request, 'STUDENT', 'bea');
  await enrol(request, ana, courseId);
  await enrol(request, bea, courseId);

  // Ana books the only seat from the course page.
  await openAs(page, ana, `/student/course/${courseId}`);
  const bookings = page.getByRole('region', { name: 'Reservar clases' });
  await expect(bookings.getByText('1 plaza libre')).toBeVisible();
  await bookings.getByRole('button', { name: /^Reservar la clase del .*19:00–20:00$/ }).click();
  await expect(page.getByText('Clase reservada.', { exact: true })).toBeVisible();
  await expect(bookings.getByText('Reservada', { exact: true })).toBeVisible();
  await expect(bookings.getByRole('button', { name: /^Cancelar reserva del/ })).toBeVisible();
  await expectNoViolations(page);

  // Bea finds it full.
  await openAs(page, bea, `/student/course/${courseId}`);
  await expect(page.getByRole('region', { name: 'Reservar clases' }).getByText('Completa')).toBeVisible();

  // The teacher's week lists Ana (tomorrow is next week when today is Sunday), from here on in the dark theme.
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openAs(page, teacher, `/teacher/course/${courseId}`);
  const teacherView = page.getByRole('region', { name: 'Clases para reservar' });
  const todayIsSunday =
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'long' }).format(Date.now()) ===
    'Sunday';
  if (todayIsSunday) await teacherView.getByRole('button', { name: 'Semana siguiente' }).click();
  await expect(teacherView.getByText(`1 de 1 plazas reservadas: ${ana.name} ${ana.surname}`)).toBeVisible();
  await expectNoViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(teacherView.getByRole('button', { name: 'Publicar clase' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // An hour before the class (the browser's clock fixed there), Ana can no longer cancel.
  await page.clock.install({ time: new Date(new Date(startsAt).getTime() - 60 * 60_000) });
  await openAs(page, ana, `/student/course/${courseId}`);
  const late = page.getByRole('region', { name: 'Reservar clases' });
  await expect(late.getByText('Ya no puedes cancelarla: faltan menos de 2 horas.')).toBeVisible();
  await expect(late.getByRole('button', { name: /Cancelar reserva/ })).toHaveCount(0);
  await expectNoViolations(page);

  // On a 320 px phone the section fits without sideways scroll.
  await expect(late.getByText('Reservada', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
