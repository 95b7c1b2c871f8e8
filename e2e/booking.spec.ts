import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, apiLogin, bearer, createVerifiedUser, openAs, type Session } from './support/api';
import { expectNoViolations } from './support/axe';
import { setServerClock } from './support/server-clock';
import { approveCourse, enrol } from './support/teacher';

/** Tomorrow's date in the school's time zone (Europe/Madrid), YYYY-MM-DD: always more than 2 hours away. */
/** The school's day `days` from now, as a date input takes it ('2026-12-01'). */
function dayInMadrid(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    Date.now() + days * 86_400_000,
  );
}
const tomorrowInMadrid = () => dayInMadrid(1);

async function flexibleCourse(request: APIRequestContext, teacher: Session, approve = true): Promise<number> {
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
  if (approve) await approveCourse(request, await apiLogin(request, ADMIN.username, ADMIN.password), id);
  return id;
}

test('a teacher publishes a flexible class, it is booked until full, and a cancellation inside 2 hours is refused', async ({
  page,
  request,
}) => {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER');
  const courseId = await flexibleCourse(request, teacher, false);
  const day = tomorrowInMadrid();

  // Waiting for approval, the course offers no class to publish, and says why.
  await openAs(page, teacher, `/teacher/course/${courseId}`);
  const openingsSection = page.getByRole('region', { name: 'Clases para reservar' });
  await expect(
    openingsSection.getByText(
      'El curso está pendiente de aprobación: podrás publicar clases para reservar cuando la administración lo apruebe.',
    ),
  ).toBeVisible();
  await expect(openingsSection.getByRole('button', { name: 'Publicar clase' })).toHaveCount(0);
  await approveCourse(request, await apiLogin(request, ADMIN.username, ADMIN.password), courseId);
  await page.reload();

  // The teacher publishes tomorrow's 19:00 class, one seat, from the course page.
  await openingsSection.getByLabel('Día').fill(day);
  await openingsSection.getByLabel('Hora').fill('19:00');
  await openingsSection.getByLabel('Plazas').fill('1');
  await openingsSection.getByRole('button', { name: 'Publicar clase' }).click();
  await expect(page.getByText('Clase publicada.', { exact: true })).toBeVisible();
  // A class published for a later week shows that week at once, there to check or withdraw; then back.
  await openingsSection.getByLabel('Día').fill(dayInMadrid(15));
  await openingsSection.getByRole('button', { name: 'Publicar clase' }).click();
  const later = openingsSection.getByRole('button', { name: /^Retirar la clase del .*19:00–20:00$/ });
  await expect(later).toHaveCount(1);
  await later.click();
  await expect(openingsSection.getByText('No hay clases publicadas esta semana.')).toBeVisible();
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

test('the server refuses a cancellation inside 2 hours that the page still offered', async ({
  page,
  request,
}) => {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER');
  const courseId = await flexibleCourse(request, teacher);
  const { person } = await createVerifiedUser(request, 'STUDENT', 'ana');
  // 'No cerrar sesión': the session must outlive the day the server's clock jumps ahead by.
  const login = await request.post('/api/auth/login', {
    data: { username: person.username, password: person.password, remember: true },
  });
  expect(login.status(), await login.text()).toBe(200);
  const ana = (await login.json()) as Session;
  await enrol(request, ana, courseId);

  // Tomorrow's 19:00 class, opened and booked on the real clock (always more than 2 hours ahead).
  const opened = await request.post(`/api/teacher/course/${courseId}/openings`, {
    headers: bearer(teacher),
    data: { date: tomorrowInMadrid(), time: '19:00', durationMinutes: 60, capacity: 2 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const opening = (await opened.json()) as { id: number; startsAt: string };
  const startsAt = Date.parse(opening.startsAt);
  const booked = await request.post(`/api/student/course/${courseId}/openings/${opening.id}/booking`, {
    headers: bearer(ana),
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // Ana's page was opened three hours before the class (its clock stays there): it offers the cancellation.
  await page.clock.install({ time: new Date(startsAt - 3 * 60 * 60_000) });
  await openAs(page, ana, `/student/course/${courseId}`);
  const bookings = page.getByRole('region', { name: 'Reservar clases' });
  const cancel = bookings.getByRole('button', { name: /^Cancelar reserva del/ });
  await expect(cancel).toBeVisible();
  try {
    // Meanwhile the server's time has reached an hour before the class: it refuses, in Spanish.
    setServerClock(new Date(startsAt - 60 * 60_000));
    await cancel.click();
    // One tap gives nothing away: the cancellation asks first, and 'Mantener la reserva' keeps it.
    const confirm = page.getByRole('dialog', { name: '¿Cancelar la reserva?' });
    await confirm.getByRole('button', { name: 'Mantener la reserva' }).click();
    await expect(confirm).toHaveCount(0);
    await cancel.click();
    await confirm.getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
    await expect(
      page.getByText(
        'Ya no puedes cancelar esta reserva: faltan menos de 2 horas para que empiece la clase.',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
  } finally {
    setServerClock(null);
  }
  // The seat is still Ana's.
  const mine = await request.get(`/api/student/course/${courseId}/openings`, { headers: bearer(ana) });
  const openings = ((await mine.json()) as { openings: { id: number; bookedByMe: boolean }[] }).openings;
  expect(openings.find((o) => o.id === opening.id)?.bookedByMe).toBe(true);
});
