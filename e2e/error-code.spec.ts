import { expect, type Route, test } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { expectNoViolations } from './support/axe';
import { logIn } from './support/users';

const CODE = '7KQ2M9XD4TRB';
const INTERNAL = 'Error interno del servidor. Inténtalo de nuevo más tarde.';

/**
 * The server's answer to a fault (apps/api/src/errors.ts; request-ids.test.ts checks it against its logs),
 * given here in its place: the built server has no fault to inject.
 */
const answerWithFault = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    headers: { 'x-request-id': CODE },
    body: JSON.stringify({ error: INTERNAL, requestId: CODE }),
  });

test("a server fault shows its 'Código de error', selected whole in one click, in both themes", async ({
  page,
  request,
}) => {
  const { person } = await createVerifiedUser(request, 'STUDENT', 'codigo');
  await logIn(page, person.username, person.password);
  await expect(page).toHaveURL(/\/student$/);
  await page.route('**/api/auth/sessions', answerWithFault);
  await page.route('**/api/account/profile', (route) =>
    route.request().method() === 'PUT' ? answerWithFault(route) : route.fallback(),
  );
  await page.getByRole('link', { name: 'Configuración' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // A read that failed (after its one retry), and a save that failed: each names the request.
  const sessions = page.getByRole('alert').filter({ hasText: 'No se han podido cargar las sesiones' });
  await expect(sessions).toContainText(`Código de error: ${CODE}`);
  const profile = page.getByRole('region', { name: 'Datos personales' });
  await expect(profile.getByLabel('Apellido')).toHaveValue(person.surname);
  await profile.getByRole('button', { name: 'Guardar datos' }).click();
  const saveFailed = profile.getByRole('alert');
  await expect(saveFailed).toHaveText(`${INTERNAL}Código de error: ${CODE}`);

  // One click takes the code alone, ready to paste into a message to the school.
  await saveFailed.getByText(CODE, { exact: true }).click();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(CODE);

  await expectNoViolations(page, 'a fault and its code, light');
  await page.getByRole('button', { name: 'Tema oscuro' }).click();
  await expect(page.getByRole('button', { name: 'Tema oscuro' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolations(page, 'a fault and its code, dark');
});
