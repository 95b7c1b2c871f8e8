import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, createVerifiedUser } from './support/api';
import { expectNoViolations } from './support/axe';

/** Server-side sessions (decision 131), in Chromium: logout, 'Sesiones abiertas', 'No cerrar sesión'. */

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function logIn(page: Page, username: string, password: string, { remember = false } = {}) {
  await page.goto('/login');
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'No cerrar sesión' }).click();
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/student$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no token stored after logging in');
  return token;
}

/** What the API answers to this token now. */
const statusOf = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status();

test('logout ends the session on the server: a copy of the token gets 401', async ({ page, request }) => {
  const { person } = await createVerifiedUser(request, 'STUDENT', 'salida');
  const copied = await logIn(page, person.username, person.password);
  expect(await statusOf(request, copied)).toBe(200);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The app does not wait for the server's answer before leaving: wait for it here.
  await expect.poll(() => statusOf(request, copied)).toBe(401);
});

test("two devices: both listed in Configuración, 'Cerrar las demás sesiones' sends the other to the login", async ({
  browser,
  page,
  request,
}) => {
  const { person, session } = await createVerifiedUser(request, 'STUDENT', 'dos');
  // createVerifiedUser signed in through the API: that session is ended, so only the two devices remain.
  expect((await request.post('/api/auth/logout', { headers: bearer(session) })).status()).toBe(200);
  const phoneContext = await browser.newContext({ userAgent: ANDROID_CHROME });
  const phone = await phoneContext.newPage();
  const phoneToken = await logIn(phone, person.username, person.password, { remember: true });
  await logIn(page, person.username, person.password);

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Sesiones abiertas' });
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Esta sesión' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Chrome en Android' })).toHaveCount(1);
  await expect(items.first()).toContainText('Último uso:');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoViolations(page, 'sessions, light');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expect(items).toHaveCount(2);
  await expectNoViolations(page, 'sessions, dark');
  // By keyboard: the button is reached with Tab and pressed with Enter.
  const endOthers = section.getByRole('button', { name: 'Cerrar las demás sesiones' });
  for (let i = 0; i < 30 && !(await endOthers.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(endOthers).toBeFocused();

  await phone.goto('/student');
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(section.getByText('Hemos cerrado 1 sesión más.')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(section.getByText('Esta sesión')).toBeVisible();
  expect(await statusOf(request, phoneToken)).toBe(401);

  // The phone's panel asks again: refused, it goes to the login saying why, its storage cleared; a reload
  // of the login still says it.
  const closed = phone.getByRole('status').filter({
    hasText: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  });
  await phone.reload();
  await expect(phone).toHaveURL(/\/login$/);
  await expect(closed).toBeVisible();
  expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await phone.reload();
  await expect(closed).toBeVisible();
  await phoneContext.close();
});

test("'No cerrar sesión': unchecked ends when the browser closes, checked survives it", async ({
  browser,
  request,
}) => {
  const { person } = await createVerifiedUser(request, 'STUDENT', 'cierre');
  const context = await browser.newContext();
  const page = await context.newPage();
  const shortLived = await logIn(page, person.username, person.password);
  // Another tab of the same browser keeps the session.
  const tab = await context.newPage();
  await tab.goto('/settings');
  await expect(tab.getByRole('region', { name: 'Sesiones abiertas' })).toBeVisible();
  await tab.close();

  // Closing the browser drops its session cookies; localStorage stays.
  await context.clearCookies();
  await page.goto('/settings');
  await expect(page.getByText('Inicia sesión para ver la configuración de tu cuenta.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect.poll(() => statusOf(request, shortLived)).toBe(401);

  const kept = await logIn(page, person.username, person.password, { remember: true });
  await context.clearCookies();
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Sesiones abiertas' })).toBeVisible();
  expect(await statusOf(request, kept)).toBe(200);
  await context.close();
});
