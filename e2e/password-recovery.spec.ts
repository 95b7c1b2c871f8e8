import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { resetLinkFor, verificationLinkFor } from './support/outbox';
import { fillRegistration, logIn, newPerson } from './support/users';

const NEW_PASSWORD = 'otra-clave-nueva-7';

test('forgot → e-mail → reset → log in; the old session ends and the link works once', async ({
  page,
  browser,
}) => {
  const student = newPerson('olvido');
  await page.goto('/register');
  await fillRegistration(page, { ...student, confirm: student.password });
  await page.getByRole('radio', { name: 'Alumno' }).check();
  await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Ir al inicio de sesión' })).toBeVisible();
  await page.goto(await verificationLinkFor(student.email));
  await expect(page.getByText('Tu cuenta ha sido verificada exitosamente')).toBeVisible();

  // A session open elsewhere before the reset.
  const other = await browser.newPage();
  await logIn(other, student.username, student.password);
  await expect(other).toHaveURL(/\/student$/);
  const oldToken = await other.evaluate(() => localStorage.getItem('token'));
  const me = () => other.request.get('/api/auth/me', { headers: { authorization: `Bearer ${oldToken}` } });
  expect((await me()).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Escribe tu nombre de usuario o tu correo electrónico')).toBeVisible();
  await expectNoViolations(page, 'forgot-password, empty field');
  await page.getByLabel('Nombre de usuario o correo electrónico').fill(student.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Revisa tu correo', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Si existe una cuenta con ese nombre de usuario o correo electrónico/),
  ).toBeVisible();
  await expectNoViolations(page, 'forgot-password, sent');

  const link = await resetLinkFor(student.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('password1');
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill('password1');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña es demasiado común. Elige otra.')).toBeVisible();
  await expectNoViolations(page, 'reset-password, refused');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña cambiada', { exact: true })).toBeVisible();
  await expect(page.getByText(/Hemos cerrado todas las sesiones abiertas de tu cuenta/)).toBeVisible();
  await expectNoViolations(page, 'reset-password, success');
  expect((await me()).status()).toBe(401);

  // The same link a second time.
  await page.goto(link);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('y-otra-mas-8');
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill('y-otra-mas-8');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Enlace no válido', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expectNoViolations(page, 'reset-password, used link');

  await logIn(page, student.username, student.password);
  await expect(page.getByText('Credenciales incorrectas. Verifica tu usuario y contraseña.')).toBeVisible();
  await logIn(page, student.username, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/student$/);
});

test('the reset page without a token says the link is not valid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Enlace no válido', { exact: true })).toBeVisible();
  await expect(
    page.getByText('El enlace para restablecer la contraseña no es válido o ya se ha usado. Pide uno nuevo.'),
  ).toBeVisible();
});
