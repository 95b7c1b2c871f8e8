import { expect, type Page, test } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { expectNoViolations } from './support/axe';
import { emailChangeLinkFor, expectMailTo } from './support/outbox';
import { logIn } from './support/users';

const NEW_PASSWORD = 'otra-clave-nueva-7';

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a student renames, changes password (other sessions end) and e-mail (link to the new address)', async ({
  page,
  browser,
  request,
}) => {
  const { person } = await createVerifiedUser(request, 'STUDENT', 'ajustes');
  await logIn(page, person.username, person.password);
  await expect(page).toHaveURL(/\/student$/);

  // A session open elsewhere before the password change.
  const other = await browser.newPage();
  await logIn(other, person.username, person.password);
  await expect(other).toHaveURL(/\/student$/);
  const oldToken = await other.evaluate(() => localStorage.getItem('token'));
  const otherMe = () =>
    other.request.get('/api/auth/me', { headers: { authorization: `Bearer ${oldToken}` } });
  expect((await otherMe()).status()).toBe(200);

  await page.getByRole('link', { name: 'Configuración' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();

  // Datos personales: a refusal keeps what was typed; a save greets with the new name at once.
  const profile = page.getByRole('region', { name: 'Datos personales' });
  await expect(profile.getByLabel('Nombre', { exact: true })).toHaveValue(person.name);
  await profile.getByLabel('Apellido').fill('X');
  await profile.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(profile.getByText('El apellido debe tener al menos 2 caracteres')).toBeVisible();
  await expect(profile.getByLabel('Apellido')).toHaveValue('X');
  await expectNoViolations(page, 'settings, profile refused');
  await profile.getByLabel('Nombre', { exact: true }).fill('Rocío');
  await profile.getByLabel('Apellido').fill('Vega');
  await profile.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(profile.getByRole('status')).toHaveText(/Tus datos se han guardado\./);
  await expect(page.getByText('Hola, Rocío')).toBeVisible();

  // Contraseña: a wrong current password is told beside its field, then the change.
  const password = page.getByRole('region', { name: 'Contraseña' });
  await password.getByLabel('Contraseña actual').fill('no-es-la-mia');
  await password.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(password.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await expect(password.getByLabel('Contraseña actual')).toBeFocused();
  await password.getByLabel('Contraseña actual').fill(person.password);
  await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(password.getByText(/Hemos cerrado las demás sesiones abiertas de tu cuenta/)).toBeVisible();
  await expectNoViolations(page, 'settings, password changed');
  expect((await otherMe()).status()).toBe(401);
  // This session goes on: the page still reads the account with its new token.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Datos personales' }).getByLabel('Apellido')).toHaveValue(
    'Vega',
  );

  // Correo electrónico: the link goes to the new address; the old one is told once it is used.
  const newEmail = `nuevo.${person.username}@aula.test`;
  const email = page.getByRole('region', { name: 'Correo electrónico' });
  await expect(email.getByText(person.email.toLowerCase())).toBeVisible();
  await email.getByLabel('Nuevo correo electrónico').fill(newEmail);
  await email.getByLabel('Contraseña actual').fill(NEW_PASSWORD);
  await email.getByRole('button', { name: 'Cambiar correo' }).click();
  await expect(email.getByText(/Te hemos enviado un enlace a la nueva dirección/)).toBeVisible();
  await expect(email.getByText(person.email.toLowerCase())).toBeVisible();

  await page.goto(await emailChangeLinkFor(newEmail));
  await expect(page.getByText('Correo confirmado', { exact: true })).toBeVisible();
  await expectNoViolations(page, 'confirm-email, success');
  await expectMailTo(person.email, newEmail, 'the notice of the change');
  await page.getByRole('link', { name: 'Ir a Configuración' }).click();
  await expect(page.getByRole('region', { name: 'Correo electrónico' }).getByText(newEmail)).toBeVisible();

  // The same link again, then a fresh sign-in with the new password.
  await page.goto(await emailChangeLinkFor(newEmail));
  await expect(page.getByText('Enlace no válido', { exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, person.username, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByText('Hola, Rocío')).toBeVisible();
});

test('Configuración at 320 px, in the dark theme, by keyboard, from the teacher header', async ({
  page,
  request,
}) => {
  const { person } = await createVerifiedUser(request, 'TEACHER', 'ajustesprof');
  await page.setViewportSize({ width: 320, height: 800 });
  await logIn(page, person.username, person.password);
  await expect(page).toHaveURL(/\/teacher$/);
  await page.getByRole('link', { name: 'Configuración' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('region', { name: 'Datos personales' }).getByLabel('Apellido')).toHaveValue(
    person.surname,
  );
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Tema oscuro' }).click();
  await expect(page.getByRole('button', { name: 'Tema oscuro' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolations(page, 'settings at 320 px, dark');
  await page.getByRole('button', { name: 'Cambiar correo' }).press('Enter');
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
