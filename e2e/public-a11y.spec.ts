import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/*
 * axe on every public page, in the light and the dark theme, plus the states that only exist after a
 * click (an open dropdown, the open mobile menu, an open FAQ answer, the newsletter's error).
 */

const publicPaths = [
  '/',
  '/course/intensive',
  '/course/flexible',
  '/course/group',
  '/quienes-somos',
  '/trabajo-con-nosotros',
  '/idiomas/ingles',
  '/idiomas/espanol',
  '/idiomas/aleman',
  '/idiomas/frances',
  '/cursos/intensivo',
  '/cursos/flexible',
  '/cursos/grupal',
  '/sobre-nosotros',
  '/ofertas-trabajo',
  '/opiniones',
  '/blog',
  '/faq',
  '/contacto',
  '/contact',
  '/privacidad',
  '/terminos',
  '/ruta-que-no-existe',
];

async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, label).toEqual([]);
}

async function openInTheme(page: Page, path: string, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Wait until hydration has finished (React's handlers are on the toggle), so axe sees the final page.
  await page.waitForFunction(() => {
    const toggle = document.querySelector('[data-slot="theme-toggle"]');
    return toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactProps'));
  });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('every public page has no axe violations', async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of publicPaths) {
        await openInTheme(page, path, theme);
        await expectNoViolations(page, `${path} (${theme})`);
      }
    });

    test('the home page with a dropdown, an FAQ answer and the newsletter error open', async ({ page }) => {
      await openInTheme(page, '/', theme);
      await page.getByRole('button', { name: 'Cursos', exact: true }).click();
      await expectNoViolations(page, `dropdown (${theme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /herramienta/ }).click();
      await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoViolations(page, `faq and newsletter (${theme})`);
    });

    test('the open mobile menu at 375 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openInTheme(page, '/idiomas/aleman', theme);
      await page.getByRole('button', { name: 'Menú' }).click();
      await expect(page.getByRole('link', { name: 'Registrarse' })).toBeVisible();
      await expectNoViolations(page, `mobile menu (${theme})`);
    });
  });
}
