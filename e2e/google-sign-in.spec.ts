import { expect, type Page, test } from '@playwright/test';
import {
  startTestOidcProvider,
  type TestOidcProvider,
  UNVERIFIED_PREFIX,
} from '../apps/api/test/support/oidc-provider';
import { expectNoViolations } from './support/axe';

/**
 * Sign-in with Google (decision 135) in Chromium against a real OpenID provider (oidc-provider) that this
 * spec starts on loopback, at the port the server's OIDC_ISSUER names (playwright.config.ts).
 */
let idp: TestOidcProvider;
test.beforeAll(async ({ baseURL }) => {
  idp = await startTestOidcProvider(`${baseURL}/api/auth/oidc/callback`, Number(process.env.E2E_OIDC_PORT));
});
test.afterAll(async () => {
  await idp.close();
});

let people = 0;
const newEmail = (prefix: string) => `${prefix}${Date.now().toString(36)}${++people}@correo.test`;

/** From the login page through the provider's own login form, as `login`. */
async function signInWithGoogle(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Iniciar sesión con Google' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** At 320 px the page fits: nothing ends right of the window (phones.spec.ts measures the same way). */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const wide = (element: Element | null) =>
          !!element && element.getBoundingClientRect().right > window.innerWidth + 0.5;
        return [...document.body.querySelectorAll('*')]
          .filter((element) => wide(element) && !wide(element.parentElement))
          .map(
            (element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
          );
      }),
    )
    .toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test('a new Google account chooses its username and lands on the student panel', async ({ page }) => {
  await signInWithGoogle(page, newEmail('nueva'));
  await expect(page).toHaveURL(/\/login\/google\?signup=/);
  await expect(page.getByText('Elige tu nombre de usuario para terminar de crear tu cuenta.')).toBeVisible();
  await expect(page.getByLabel('Nombre de usuario')).toBeFocused();
  await expectNoViolations(page, 'choose username');
  await expectNoSidewaysScroll(page);

  // Taken: the field says so, and the same step can go on.
  await page.getByLabel('Nombre de usuario').fill('admin');
  await page.keyboard.press('Enter');
  await expect(page.getByText('El nombre de usuario ya está en uso.')).toBeVisible();
  await expectNoViolations(page, 'choose username, taken');

  const username = `google${Date.now().toString(36)}`;
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page).toHaveURL(/\/student$/);
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(username);
});

test('a verified e-mail of an existing account signs in to it: the administrator reaches the admin panel', async ({
  page,
}) => {
  await signInWithGoogle(page, 'admin@aula.test');
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBe('admin');
  // No ticket is left in the address or the history entry the app replaced.
  expect(page.url()).not.toContain('ticket=');
});

test('a callback whose state was tampered with is refused', async ({ page, context }) => {
  // The browser follows the provider's redirects itself, so the state is changed where it leaves the
  // school: in the start's redirect to the provider, which then sends it back in the callback.
  await page.route(/\/api\/auth\/oidc\/start$/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = new URL(response.headers().location ?? '');
    location.searchParams.set('state', 'manipulado');
    await route.fulfill({ response, headers: { ...response.headers(), location: location.href } });
  });
  await signInWithGoogle(page, newEmail('estado'));
  await expect(page).toHaveURL(/\/login\/google\?error=state$/);
  // Refused for not being this browser's state, which the browser does hold.
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('aula_google_state');
  await expect(
    page.getByText('Este inicio de sesión con Google no es válido o ya se ha usado. Vuelve a empezar.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Intentarlo de nuevo' })).toBeVisible();
  await expectNoViolations(page, 'refused state');
  await expectNoSidewaysScroll(page);
});

test('reloading the callback address (a replayed code) is refused', async ({ page }) => {
  const callback = page.waitForRequest(/\/api\/auth\/oidc\/callback\?/);
  await signInWithGoogle(page, newEmail('repetido'));
  const callbackUrl = (await callback).url();
  await expect(page).toHaveURL(/\/login\/google\?signup=/);
  await page.goto(callbackUrl);
  await expect(page).toHaveURL(/\/login\/google\?error=state$/);
  await expect(
    page.getByText('Este inicio de sesión con Google no es válido o ya se ha usado. Vuelve a empezar.'),
  ).toBeVisible();
});

test('an e-mail Google has not verified is refused, with the way back to the password', async ({ page }) => {
  await signInWithGoogle(page, `${UNVERIFIED_PREFIX}${newEmail('sinverificar')}`);
  await expect(page).toHaveURL(/\/login\/google\?error=unverified$/);
  await expect(page.getByText(/Google no ha verificado tu correo electrónico/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Intentarlo de nuevo' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Entrar con contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
