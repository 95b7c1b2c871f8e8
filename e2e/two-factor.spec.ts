import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { createVerifiedUser, openAs } from './support/api';
import { expectNoViolations } from './support/axe';
import { startOwnServer } from './support/own-server';
import { logIn } from './support/users';

/**
 * Two-factor authentication (decision 133) through the real app: enabling it from Configuración, then logging in
 * with a code of the app and with a recovery code. The server of these journeys runs with ADMIN_2FA=optional
 * (playwright.config.ts); the administrators' forced enrolment runs on a second server with the default,
 * `required`.
 */

/** The code the authenticator app shows `stepsAhead` 30-second steps from now (the server takes ±1 step, once each). */
function codeFor(secret: string, stepsAhead: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

test('enable TOTP in Configuración, then log in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const { person, session } = await createVerifiedUser(request, 'STUDENT', 'dospasos');
  await openAs(page, session, '/settings');
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await expect(section.getByText('Desactivada.')).toBeVisible();

  await section.getByRole('button', { name: 'Activar la verificación' }).click();
  await section.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave-1');
  await section.getByRole('button', { name: 'Continuar' }).click();
  await expect(section.getByText('La contraseña no es correcta.')).toBeVisible();
  await section.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await section.getByRole('button', { name: 'Continuar' }).click();

  await expect(
    section.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' }),
  ).toBeVisible();
  const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoViolations(page, 'settings, scanning the QR code');
  await section.getByLabel('Código de verificación').fill('000000');
  await section.getByRole('button', { name: 'Activar' }).click();
  await expect(section.getByText(/^El código no es correcto/)).toBeVisible();
  await section.getByLabel('Código de verificación').fill(await codeFor(secret, 0));
  await section.getByRole('button', { name: 'Activar' }).click();

  const codes = section.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await expect(section.getByRole('button', { name: 'Descargar (.txt)' })).toBeVisible();
  await expectNoViolations(page, 'settings, recovery codes shown');
  await section.getByRole('button', { name: 'Hecho' }).click();
  await expect(section.getByText('Activada.')).toBeVisible();
  await expect(section.getByText(/Te quedan 10 códigos de recuperación/)).toBeVisible();

  // A code of the app, after the password.
  await signOut(page);
  await logIn(page, person.username, person.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeVisible();
  await expect(page.getByLabel('Código de verificación')).toBeFocused();
  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('El código de verificación no es correcto.')).toBeVisible();
  await expectNoViolations(page, 'login, wrong code');
  await page.getByLabel('Código de verificación').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/student$/);

  // A recovery code instead, typed in capitals.
  await signOut(page);
  await logIn(page, person.username, person.password);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await expect(page.getByLabel('Código de recuperación')).toBeFocused();
  await page.getByLabel('Código de recuperación').fill((recoveryCodes[0] as string).toUpperCase());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/student$/);

  // The same recovery code a second time is refused.
  await signOut(page);
  await logIn(page, person.username, person.password);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(recoveryCodes[0] as string);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText(/Ese código de recuperación ya se usó/)).toBeVisible();
  await page.getByLabel('Código de recuperación').fill(recoveryCodes[1] as string);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/student$/);

  await page.goto('/settings');
  await expect(page.getByText(/Te quedan 8 códigos de recuperación/)).toBeVisible();
});

test('ADMIN_2FA=required: an administrator enrols at the first login before getting a session', async ({
  page,
}) => {
  const server = await startOwnServer({
    ADMIN_USERNAME: 'directora',
    ADMIN_PASSWORD: 'clave-de-la-directora-5',
    ADMIN_EMAIL: 'directora@aula.test',
  });
  try {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Nombre de usuario').fill('directora');
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-de-la-directora-5');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Activa la verificación en dos pasos' }),
    ).toBeVisible();
    await expect(
      page.getByText(/^Los administradores deben activar la verificación en dos pasos/),
    ).toBeVisible();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoViolations(page, 'login, forced enrolment');
    await page.getByLabel('Código de verificación').fill(await codeFor(secret, 0));
    await page.getByRole('button', { name: 'Activar y entrar' }).click();
    await expect(
      page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.getByRole('button', { name: 'He guardado los códigos, continuar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    await server.stop();
  }
});
