import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createCourseAsTeacher } from './support/admin';
import { ADMIN, apiLogin, createVerifiedUser } from './support/api';
import { expectNoViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { approveCourse } from './support/teacher';

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
  '/cursos',
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
  '/blog/niveles-a1-c2',
  '/blog/diez-minutos-al-dia',
  '/blog/intensivo-flexible-o-en-grupo',
  '/faq',
  '/contacto',
  '/contact',
  '/privacidad',
  '/terminos',
  '/ruta-que-no-existe',
];

async function openInTheme(page: Page, path: string, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // So axe sees the final page.
  await waitForHydration(page);
}

/** An approved course with a long French name, so the catalogue has a card and a course page to check. */
async function openCourse(request: APIRequestContext) {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'profe');
  const course = await createCourseAsTeacher(request, teacher, {
    name: `Français des affaires et de la négociation internationale ${Date.now().toString(36)}`,
    description: 'Negociaciones, correos y reuniones en francés para el trabajo, con casos reales.',
    language: 'fr',
    level: 'B2',
    type: 'GRUPAL',
  });
  await approveCourse(request, await apiLogin(request, ADMIN.username, ADMIN.password), course.id);
  return course;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test('the full FAQ with an answer open, and a long notice at 320 px', async ({ page }) => {
      await openInTheme(page, '/faq', theme);
      await page.getByRole('button', { name: /antelación tengo que reservar/ }).click();
      await expectNoViolations(page, `faq answer (${theme})`);
      await page.setViewportSize({ width: 320, height: 640 });
      await openInTheme(page, '/privacidad', theme);
      await expectNoViolations(page, `privacy at 320 px (${theme})`);
    });

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

    test('the catalogue with a course, filtered, and the course page, also at 320 px', async ({
      page,
      request,
    }) => {
      const course = await openCourse(request);
      for (const path of ['/cursos', '/idiomas/frances?nivel=B2', `/cursos/${course.id}`]) {
        await openInTheme(page, path, theme);
        await expect(page.getByText('Quedan 15 plazas de 15').first()).toBeVisible();
        await expectNoViolations(page, `${path} (${theme})`);
        await page.setViewportSize({ width: 320, height: 740 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 320 px`).toBe(
          320,
        );
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    });
  });
}
