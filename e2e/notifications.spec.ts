import { expect, type Page, test } from '@playwright/test';
import { bearer, createVerifiedUser, openAs } from './support/api';
import { expectNoViolations } from './support/axe';
import { approvedCourseWithWork } from './support/student';
import { enrol } from './support/teacher';

/** A student enrolled in a course with work; their bell starts empty (the course's work predates them). */
async function enrolledStudent(request: import('@playwright/test').APIRequestContext) {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER');
  const course = await approvedCourseWithWork(request, teacher);
  const { session: student } = await createVerifiedUser(request, 'STUDENT');
  await enrol(request, student, course.courseId);
  return { teacher, student, course };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones:/ });

test('the bell counts a new activity live, and marking all read empties it', async ({
  page,
  browser,
  request,
}) => {
  const { teacher, student, course } = await enrolledStudent(request);
  await openAs(page, student, '/student');
  await expect(bell(page)).toHaveAccessibleName('Notificaciones: ninguna sin leer');
  // Survives only as long as the document does: a reload would drop it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // The teacher, in a browser of their own, publishes an activity; the student's bell counts it, unreloaded.
  const teacherBrowser = await browser.newContext();
  const published = await teacherBrowser.request.post(`/api/teacher/course/${course.courseId}/activity`, {
    headers: bearer(teacher),
    data: {
      title: 'Lectura: un día en Madrid',
      description: 'Lee el texto y resume las ideas principales.',
      type: 'TASK',
      dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  await teacherBrowser.close();

  await expect(bell(page)).toHaveAccessibleName('Notificaciones: 1 sin leer');
  await expect(bell(page)).toContainText('1');
  await expect(
    page.getByRole('status').filter({ hasText: 'Tienes 1 notificación sin leer.' }),
  ).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  // The menu lists it, with the new activity among the upcoming ones too; 'Marcar todas como leídas' empties the badge.
  await bell(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('group', { name: 'Notificaciones' })).toContainText(
    'Lectura: un día en Madrid',
  );
  await expect(menu.getByRole('group', { name: 'Próximas actividades' })).toContainText(
    'Lectura: un día en Madrid',
  );
  await menu.getByRole('menuitem', { name: 'Marcar todas como leídas' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notificaciones: ninguna sin leer');
  await expect(bell(page)).not.toContainText(/\d/);
});

test('notification preferences are saved and kept after a reload', async ({ page, request }) => {
  const { session: student } = await createVerifiedUser(request, 'STUDENT');
  await openAs(page, student, '/settings');
  const section = page.getByRole('region', { name: 'Notificaciones' });
  const grades = section.getByRole('group', { name: 'Calificaciones publicadas' });
  // Only the kinds a student receives.
  await expect(section.getByRole('group', { name: 'Cursos pendientes de aprobación' })).toHaveCount(0);
  await grades.getByRole('checkbox', { name: 'En la aplicación' }).click();
  await grades.getByRole('combobox', { name: 'Por correo' }).selectOption({ label: 'Resumen diario' });
  await section.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(section.getByText('Preferencias guardadas.')).toBeVisible();

  await page.reload();
  const after = page
    .getByRole('region', { name: 'Notificaciones' })
    .getByRole('group', { name: 'Calificaciones publicadas' });
  await expect(after.getByRole('checkbox', { name: 'En la aplicación' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(after.getByRole('combobox', { name: 'Por correo' })).toHaveValue('digest');
});

test.describe('the bell menu on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const theme of ['light', 'dark'] as const) {
    test(`fits the screen and passes axe (${theme})`, async ({ page, request }) => {
      const { student } = await enrolledStudent(request);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openAs(page, student, '/student');
      await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
      await bell(page).click();
      const menu = page.getByRole('menu');
      await expect(
        menu.getByRole('group', { name: 'Próximas actividades' }).getByRole('menuitem'),
      ).toHaveCount(2);
      const box = await menu.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectNoViolations(page, `bell menu at 320 px (${theme})`);
    });
  }
});

test('the unsubscribe page of a bad link says it is not valid', async ({ page }) => {
  await page.goto('/notificaciones/baja/1.grade.not-a-real-signature');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dejar de recibir avisos por correo' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByText('El enlace para darse de baja no es válido.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Configuración' })).toHaveAttribute('href', '/settings');
});
