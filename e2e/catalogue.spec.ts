import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { courseRow, createCourseAsTeacher, openSection, search } from './support/admin';
import { ADMIN, apiLogin, createVerifiedUser, openAs } from './support/api';
import { verificationLinkFor } from './support/outbox';
import { approveCourse } from './support/teacher';
import { fillRegistration, newPerson } from './support/users';

/** A German C2 group course from a new teacher, still pending: the filters below find only courses like it. */
async function proposeCourse(request: APIRequestContext, name: string) {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'profe');
  const course = await createCourseAsTeacher(request, teacher, {
    name,
    description: 'Debates, prensa y literatura en alemán para hablar con total soltura.',
    language: 'de',
    level: 'C2',
    type: 'GRUPAL',
  });
  return { ...course, teacher };
}

const courseLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

test('approving a course in the admin panel shows it in /cursos and in sitemap.xml, without a rebuild', async ({
  page,
  request,
}) => {
  const name = `Alemán C2 para debatir ${Date.now().toString(36)}`;
  const course = await proposeCourse(request, name);

  await page.goto('/cursos');
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos abiertos' })).toBeVisible();
  await expect(courseLink(page, name)).toHaveCount(0);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/cursos/${course.id}-`);

  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  await openAs(page, admin, '/admin');
  await openSection(page, 'Cursos pendientes');
  await search(page, 'Buscar cursos pendientes', name);
  const row = courseRow(page, name);
  await row.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(row).toHaveCount(0);

  await page.goto('/cursos');
  await expect(courseLink(page, name)).toBeVisible();
  // Inside the single-page app (here from its 404 page) the same list comes from the public API.
  await page.goto('/esta-pagina-no-existe');
  const navigation = page.getByRole('navigation', { name: 'Principal' });
  await navigation.getByRole('button', { name: 'Cursos' }).click();
  await navigation.getByRole('link', { name: 'Grupal' }).click();
  await expect(page).toHaveURL('/cursos/grupal');
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos en grupo' })).toBeVisible();
  await expect(courseLink(page, name)).toBeVisible();

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toMatch(new RegExp(`<loc>[^<]+/cursos/${course.id}-aleman-c2-para-debatir-`));
});

test('a visitor filters the catalogue, opens a course, registers, verifies and lands enrolled in it', async ({
  page,
  request,
}) => {
  const name = `Alemán C2: prensa y literatura ${Date.now().toString(36)}`;
  const course = await proposeCourse(request, name);
  await approveCourse(request, await apiLogin(request, ADMIN.username, ADMIN.password), course.id);

  // The filters are a plain form: each choice is an address of its own.
  await page.goto('/cursos');
  await page.getByLabel('Idioma').selectOption({ label: 'Alemán' });
  await page.getByLabel('Nivel').selectOption('C2');
  await page.getByLabel('Modalidad').selectOption({ label: 'Grupal' });
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/\/cursos\?idioma=aleman&nivel=C2&modalidad=grupal$/);
  const kinds = page.getByRole('article').locator('div > p');
  await expect(kinds).not.toHaveCount(0);
  for (const kind of await kinds.allTextContents()) expect(kind).toBe('Alemán · C2 · Grupal');

  await courseLink(page, name).click();
  await expect(page).toHaveURL(new RegExp(`/cursos/${course.id}-aleman-c2-prensa-y-literatura-`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${course.teacher.name} ${course.teacher.surname}`)).toBeVisible();
  await expect(page.getByText('Quedan 15 plazas de 15')).toBeVisible();

  // Not signed in: 'Inscribirse' asks to log in, and the way back travels through registration.
  await page.getByRole('link', { name: 'Inscribirse' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Finscribirse%2F${course.id}$`));
  await page.getByRole('link', { name: 'Registrarse' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/register\\?next=%2Finscribirse%2F${course.id}$`));
  const student = newPerson('visitante');
  await fillRegistration(page, { ...student, confirm: student.password });
  await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Ir al inicio de sesión' })).toBeVisible();

  // …and through the e-mail's verification link.
  const link = await verificationLinkFor(student.email);
  expect(link).toContain(`&next=%2Finscribirse%2F${course.id}`);
  await page.goto(link);
  await expect(page.getByText('Tu cuenta ha sido verificada exitosamente')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio de sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Finscribirse%2F${course.id}$`));
  await page.getByLabel('Nombre de usuario').fill(student.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

  // Signed in: enrolled, on the course's own page.
  await expect(page).toHaveURL(new RegExp(`/student/course/${course.id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // A second 'Inscribirse' while signed in goes straight to the course.
  await page.goto(`/cursos/${course.id}`);
  await expect(page).toHaveURL(new RegExp(`/cursos/${course.id}-aleman-`));
  await expect(page.getByText('Quedan 14 plazas de 15')).toBeVisible();
  await page.getByRole('link', { name: 'Inscribirse' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/course/${course.id}$`));
});

test('an unknown course is a real 404 page, and robots.txt keeps crawlers out of the panels', async ({
  page,
  request,
}) => {
  const response = await page.goto('/cursos/999999-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api/');
  // And the user who is not a student gets the spec's refusal instead of an enrolment.
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'profe');
  await openAs(page, teacher, '/inscribirse/1');
  await expect(page.getByText('No tienes permisos para inscribirte en este curso.')).toBeVisible();
});
