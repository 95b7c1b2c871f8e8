import { expect, type Page, test } from '@playwright/test';
import { courseRow, createCourseAsTeacher, openSection, readStatistics, search } from './support/admin';
import { ADMIN, apiLogin, bearer, createVerifiedUser, openAs } from './support/api';

/** The app's notices (its toasts), apart from the screen-reader copy each one also has. */
const notices = (page: Page) => page.getByRole('region', { name: 'Notificaciones (F8)' });

test('a teacher proposes two courses; the administrator approves, finishes and rejects them', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  await openAs(page, admin, '/admin');

  // The header of the spec's "Administrator panel".
  await expect(page.getByText(`Hola, ${admin.name}`)).toBeVisible();
  // The bell with the real unread count (other journeys may have told this administrator of courses), and the
  // theme switch.
  await expect(page.getByRole('button', { name: /^Notificaciones: (ninguna|\d+) sin leer$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tema oscuro' })).toBeVisible();
  // Active courses is the default section.
  await expect(page.getByRole('heading', { level: 2, name: 'Cursos activos' })).toBeVisible();

  await openSection(page, 'Estadísticas');
  const before = await readStatistics(page);

  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'profe');
  const stamp = Date.now().toString(36);
  const kept = await createCourseAsTeacher(request, teacher, {
    name: `Francés para viajar ${stamp}`,
    description: 'Conversaciones útiles para el aeropuerto, el hotel y el restaurante.',
    language: 'fr',
  });
  const dropped = await createCourseAsTeacher(request, teacher, {
    name: `Curso repetido ${stamp}`,
    description: 'Una propuesta duplicada que el administrador rechazará.',
    language: 'fr',
  });
  expect([kept.approved, kept.completed]).toEqual([false, false]);

  // Pendientes: the new course, its teacher, and 'Aprobar'.
  await openSection(page, 'Cursos pendientes');
  await search(page, 'Buscar cursos pendientes', kept.name);
  const pendingRow = courseRow(page, kept.name);
  await expect(pendingRow).toContainText(`${teacher.name} ${teacher.surname}`);
  // The busy and done labels last a fraction of a second (their stories check them); here, the row leaves.
  await pendingRow.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(notices(page)).toContainText(
    `Curso «${kept.name}» aprobado: ya está abierto a los estudiantes.`,
  );
  await expect(pendingRow).toHaveCount(0);

  // Activos: the approved course, and 'Finalizar'.
  await openSection(page, 'Cursos activos');
  await search(page, 'Buscar cursos activos', kept.name);
  const activeRow = courseRow(page, kept.name);
  await expect(activeRow).toBeVisible();
  await activeRow.getByRole('button', { name: /^Finalizar/ }).click();
  await page
    .getByRole('dialog', { name: 'Finalizar curso' })
    .getByRole('button', { name: 'Finalizar' })
    .click();
  await expect(activeRow).toHaveCount(0);

  // Todos los cursos: finished, with its badge, also under the 'finalizado' filter.
  await openSection(page, 'Todos los cursos');
  await search(page, 'Buscar cursos', kept.name);
  await expect(courseRow(page, kept.name).locator('[data-slot="course-status-badge"]')).toHaveText(
    'Finalizado',
  );
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('finalizado');
  await expect(courseRow(page, kept.name)).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('pendiente');
  await expect(courseRow(page, kept.name)).toHaveCount(0);

  // The second proposal is rejected and disappears everywhere.
  await openSection(page, 'Cursos pendientes');
  await search(page, 'Buscar cursos pendientes', dropped.name);
  const droppedRow = courseRow(page, dropped.name);
  // Cancelling the confirmation leaves the course in place, also on the server.
  await droppedRow.getByRole('button', { name: /^Rechazar/ }).click();
  const rejectDialog = page.getByRole('dialog', { name: 'Rechazar curso' });
  await expect(rejectDialog).toContainText(dropped.name);
  await rejectDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rejectDialog).toHaveCount(0);
  await expect(droppedRow).toBeVisible();
  await openSection(page, 'Cursos activos');
  await openSection(page, 'Cursos pendientes');
  await search(page, 'Buscar cursos pendientes', dropped.name);
  await expect(droppedRow).toBeVisible();
  await droppedRow.getByRole('button', { name: /^Rechazar/ }).click();
  // The reason, optional, reaches the teacher with the notice of the rejection.
  await rejectDialog.getByLabel('Motivo del rechazo (opcional)').fill('Falta el temario de cada semana.');
  await rejectDialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(notices(page)).toContainText(`Curso «${dropped.name}» rechazado.`);
  await expect(droppedRow).toHaveCount(0);
  const told = await request.get('/api/notifications', { headers: bearer(teacher) });
  expect((await told.json()).notifications.map((notice: { title: string }) => notice.title)).toContain(
    `Tu curso «${dropped.name}» ha sido rechazado. Motivo: Falta el temario de cada semana.`,
  );
  await openSection(page, 'Todos los cursos');
  await search(page, 'Buscar cursos', dropped.name);
  await expect(page.getByText('Ningún curso coincide con la búsqueda o el filtro.')).toBeVisible();

  // Statistics: one more course (finished), in French, by one more teacher teaching French. The section may
  // first show the figures it cached while the live stream refreshed it, then the server's new ones.
  await openSection(page, 'Estadísticas');
  await expect
    .poll(() => readStatistics(page))
    .toEqual({
      ...before,
      totalCourses: before.totalCourses + 1,
      completed: before.completed + 1,
      totalTeachers: before.totalTeachers + 1,
      frenchCourses: before.frenchCourses + 1,
      frenchTeachers: before.frenchTeachers + 1,
    });
});

test('a refused approval tells the administrator why and shows the list as it is now', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'profe');
  const course = await createCourseAsTeacher(request, teacher, {
    name: `Alemán exprés ${Date.now().toString(36)}`,
    description: 'Un curso que otro administrador decidirá antes.',
    language: 'de',
  });
  // The other administrator's change would reach this page live and take the row away before the click:
  // without the live stream, the row on screen is stale, which is the case under test.
  await page.route('**/api/notifications/stream*', (route) => route.abort());
  await openAs(page, admin, '/admin?seccion=cursos-pendientes');
  await search(page, 'Buscar cursos pendientes', course.name);
  // Another administrator rejects it meanwhile.
  const rejected = await request.delete(`/api/admin/reject-course/${course.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(rejected.status()).toBe(200);

  await courseRow(page, course.name)
    .getByRole('button', { name: /^Aprobar/ })
    .click();
  await expect(page.getByRole('alert')).toHaveText(
    `No se pudo aprobar el curso «${course.name}». El curso no existe o ya fue eliminado.`,
  );
  // The list is reloaded: the course is gone.
  await expect(courseRow(page, course.name)).toHaveCount(0);
});

test('when the network fails, the button is enabled again and the reason shown', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'profe');
  const course = await createCourseAsTeacher(request, teacher, {
    name: `Inglés sin red ${Date.now().toString(36)}`,
    description: 'Un curso cuya aprobación no llega al servidor la primera vez.',
    language: 'en',
  });
  await openAs(page, admin, '/admin?seccion=cursos-pendientes');
  await search(page, 'Buscar cursos pendientes', course.name);
  await page.route('**/api/admin/approve-course/**', (route) => route.abort('internetdisconnected'));

  const row = courseRow(page, course.name);
  await row.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `No se pudo aprobar el curso «${course.name}». Error de conexión. Comprueba tu red e inténtalo de nuevo.`,
  );
  await expect(row.getByRole('button', { name: /^Aprobar/ })).toBeEnabled();

  // Once the network is back the same button works.
  await page.unroute('**/api/admin/approve-course/**');
  await row.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(row).toHaveCount(0);
});

test('the users list searches, filters by role and shows the counts', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { person, session: student } = await createVerifiedUser(request, 'STUDENT', 'alumna');
  await openAs(page, admin, '/admin?seccion=todos-los-usuarios');
  await search(page, 'Buscar usuarios', person.username);
  const row = page.getByRole('row', { name: new RegExp(person.username) });
  await expect(row).toContainText(`@${student.username}`);
  await expect(row).toContainText('Estudiante');
  await expect(row.getByRole('link', { name: new RegExp(student.email) })).toHaveAttribute(
    'href',
    `mailto:${student.email}`,
  );
  // One user matches, out of every user of the school; the badges keep the school's totals (decision 117).
  const showing = page.getByRole('status').filter({ hasText: /^Mostrando/ });
  await expect(showing).toHaveText(/^Mostrando 1 de [\d.]+ usuarios$/);
  const everyone = Number((await showing.textContent())?.match(/de ([\d.]+)/)?.[1]?.replaceAll('.', ''));
  expect(everyone).toBeGreaterThan(1);
  await expect(page.getByText(`Total: ${everyone}`)).toBeVisible();
  await expect(page.getByText('Administradores: 0')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Rol' }).selectOption('TEACHER');
  await expect(page.getByText('Ningún usuario coincide con la búsqueda o el filtro.')).toBeVisible();
  await expect(showing).toHaveText(
    `Mostrando 0 de ${everyone.toLocaleString('es-ES', { useGrouping: 'always' } as Intl.NumberFormatOptions)} usuarios`,
  );
  await expect(page.getByText(`Total: ${everyone}`)).toBeVisible();
});

test('on a phone the sidebar is a menu that closes again from 768 px', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  await page.setViewportSize({ width: 375, height: 740 });
  await openAs(page, admin, '/admin');
  const nav = page.getByRole('navigation', { name: 'Secciones de administración' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Menú de secciones' }).click();
  const drawer = page.getByRole('dialog', { name: 'Administración' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Cursos pendientes' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Cursos pendientes' })).toBeVisible();

  await page.getByRole('button', { name: 'Menú de secciones' }).click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 768, height: 740 });
  await expect(drawer).toBeHidden();
  await expect(nav).toBeVisible();
});

test('the panel refuses anyone but an administrator', async ({ page, request }) => {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'profe');
  await openAs(page, teacher, '/admin');
  await expect(page.getByText('Acceso denegado - Debes iniciar sesión como administrador.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Secciones de administración' })).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin');
  await expect(page.getByText('Acceso denegado - Debes iniciar sesión como administrador.')).toBeVisible();
});

test('the user menu shows the role and logs out', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  await openAs(page, admin, '/admin');
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Administrador');
  await expect(menu.getByRole('menuitem', { name: 'Configuración' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
