import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { jsonEntry, unzip } from '../apps/api/test/support/zip';
import { createVerifiedUser, openAs } from './support/api';
import { expectNoViolations } from './support/axe';
import { approvedCourseWithWork } from './support/student';
import { enrol, SAMPLE_PDF, submitTask } from './support/teacher';

/**
 * 'Tus datos' in the settings (decision 134): a student downloads the ZIP of their data and opens it, then
 * deletes the account; the teacher's lists show "Estudiante eliminado" where the student was.
 */
test('a student downloads their data, deletes the account, and the teacher sees "Estudiante eliminado"', async ({
  page,
  request,
}) => {
  const teacher = await createVerifiedUser(request, 'TEACHER', 'profe');
  const student = await createVerifiedUser(request, 'STUDENT', 'alumna');
  const { courseId, name, taskId } = await approvedCourseWithWork(request, teacher.session);
  await enrol(request, student.session, courseId);
  const handedIn = Buffer.concat([SAMPLE_PDF, Buffer.from('% mi redacción\n')]);
  await submitTask(request, student.session, taskId, {
    name: 'mi-ciudad.pdf',
    mimeType: 'application/pdf',
    buffer: handedIn,
  });

  // 1. The ZIP: downloaded through the page, opened here.
  await openAs(page, student.session, '/settings');
  const section = page.getByRole('region', { name: 'Tus datos' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Descargar mis datos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aula-mis-datos-\d{4}-\d\d-\d\d\.zip$/);
  const entries = await unzip(await readFile(await download.path()));
  expect(jsonEntry(entries, 'aula-mis-datos/cuenta.json')).toMatchObject({
    username: student.person.username,
    email: student.person.email.toLowerCase(),
    roles: ['STUDENT'],
  });
  expect(jsonEntry(entries, 'aula-mis-datos/cursos.json')).toMatchObject({
    enrolled: [{ id: courseId, name }],
  });
  const [submission] = jsonEntry(entries, 'aula-mis-datos/entregas.json') as { file: { path: string } }[];
  expect(submission?.file.path).toMatch(/^entregas\/\d+-mi-ciudad\.pdf$/);
  expect(entries.get(`aula-mis-datos/${submission?.file.path}`)).toEqual(handedIn);

  // 2. The deletion: refusals keep what was typed; the right password ends on the goodbye page.
  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog.getByText('Escribe tu contraseña')).toBeVisible();
  await expect(dialog.getByText('Escribe ELIMINAR para confirmar', { exact: true }).last()).toBeVisible();
  await dialog.getByLabel('Tu contraseña').fill('no-es-mi-clave');
  await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La contraseña no es correcta');
  await expect(dialog.getByLabel('Escribe ELIMINAR para confirmar')).toHaveValue('ELIMINAR');
  await dialog.getByLabel('Tu contraseña').fill(student.person.password);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta se ha eliminado' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old session and the password are both of no use now.
  const login = await request.post('/api/auth/login', {
    data: { username: student.person.username, password: student.person.password },
  });
  expect(login.status()).toBe(401);

  // 3. The teacher's hand-ins and class list keep the work under "Estudiante eliminado".
  await openAs(page, teacher.session, '/teacher?seccion=tareas-entregadas');
  await expect(page.getByText('Estudiante eliminado').first()).toBeVisible();
  await expect(page.getByText(student.person.username)).toHaveCount(0);
  await page.goto(`/teacher/course/${courseId}?seccion=estudiantes`);
  await expect(page.getByText('Estudiante eliminado').first()).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the section works at 320 px by keyboard in the ${theme} theme; the dialog gives the focus back`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({ width: 320, height: 640 });
    const student = await createVerifiedUser(request, 'STUDENT', 'movil');
    await openAs(page, student.session, '/settings');
    const open = page.getByRole('button', { name: 'Eliminar mi cuenta' });
    await expect(open).toBeVisible();
    await expectNoViolations(page);
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
    await expect(dialog.getByLabel('Tu contraseña')).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
