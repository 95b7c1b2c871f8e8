import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { watchErrors } from './support/page-errors';

/*
 * The content pages of the public site: the full FAQ, about, opiniones, the privacy notice, the
 * terms and the blog built from Markdown. Each is prerendered HTML, hydrates cleanly and fits a 320 px phone.
 */

const ARTICLE = {
  path: '/blog/niveles-a1-c2',
  title: 'Del A1 al C2: qué significa cada nivel y cómo saber cuál es el tuyo',
};

const contentPages = [
  ['/faq', 'Preguntas frecuentes'],
  ['/quienes-somos', 'Quiénes somos'],
  ['/sobre-nosotros', 'Sobre nosotros'],
  ['/opiniones', 'Opiniones'],
  ['/privacidad', 'Política de privacidad'],
  ['/terminos', 'Términos y condiciones'],
  ['/blog', 'Blog'],
  [ARTICLE.path, ARTICLE.title],
  ['/blog/diez-minutos-al-dia', 'Diez minutos al día: cómo crear un hábito de estudio que dure'],
  ['/blog/intensivo-flexible-o-en-grupo', 'Intensivo, flexible o en grupo: cómo elegir tu curso de idiomas'],
] as const;

test('each content page is in the prerendered output with its heading, title and description', async ({
  request,
}) => {
  for (const [path, heading] of contentPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<title>[^<]+ · Aula<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
    expect(html, path).toContain(`${heading}</h1>`);
  }
});

test('every prerendered page names its own address as canonical', async () => {
  const dist = path.resolve('apps/school/dist');
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('index.html'));
  expect(files.length).toBeGreaterThanOrEqual(20);
  for (const file of files) {
    const own = `/${path.dirname(file)}`.replace(/^\/\.$/, '/');
    const canonical = (await readFile(path.join(dist, file), 'utf8')).match(
      /<link rel="canonical" href="([^"]+)">/g,
    );
    expect(canonical, own).toHaveLength(1);
    const href = canonical?.[0]?.match(/href="([^"]+)"/)?.[1] ?? '';
    expect(new URL(href).pathname, own).toBe(own);
  }
});

test("'Leer más FAQ' leads to the full FAQ, whose questions open by topic", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Leer más FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await waitForHydration(page);
  // The home page's four questions, then many more by topic.
  await expect(
    page.getByRole('button', { name: '¿Qué herramienta necesito para las clases?' }),
  ).toBeVisible();
  expect(await page.locator('[data-slot="faq-trigger"]').count()).toBeGreaterThan(20);
  await page.getByRole('link', { name: 'Reservas y cancelaciones' }).click();
  await expect(page).toHaveURL('/faq#reservas-y-cancelaciones');
  const question = page.getByRole('button', {
    name: '¿Con cuánta antelación tengo que reservar o cancelar?',
  });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText(/al menos 2 horas de antelación, tanto para reservar como para cancelar/),
  ).toBeVisible();
});

test('a blog article opens from /blog, rendered from its Markdown, and leads back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/blog');
  await waitForHydration(page);
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(contentPages.slice(7).map(([, title]) => title));
  await page.getByRole('link', { name: ARTICLE.title }).click();
  await expect(page).toHaveURL(ARTICLE.path);
  await waitForHydration(page);
  await expect(page).toHaveTitle(`${ARTICLE.title} · Aula`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
  await expect(page.getByText('3 de noviembre de 2026 · Por Lukas Schneider')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nivel B: usuario independiente' })).toBeVisible();
  await expect(page.locator('article strong', { hasText: 'sin esfuerzo' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al blog' }).click();
  await expect(page).toHaveURL('/blog');
  expect(errors).toEqual([]);
});

test('the privacy notice tells how to use each right and where to complain', async ({ page }) => {
  await page.goto('/privacidad');
  await expect(page.getByRole('navigation', { name: 'Índice' })).toBeVisible();
  await page.getByRole('link', { name: 'Tus derechos y cómo ejercerlos' }).click();
  await expect(page).toHaveURL('/privacidad#derechos');
  const rights = page.getByRole('region', { name: 'Tus derechos y cómo ejercerlos' });
  await expect(rights.getByText(/Configuración › Tus datos, «Descargar mis datos»/)).toBeVisible();
  await expect(rights.getByText(/«Eliminar mi cuenta»/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'www.aepd.es' })).toHaveAttribute(
    'href',
    'https://www.aepd.es',
  );
});

test('pages hydrate without errors and never scroll sideways at 320 px', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [path] of contentPages) {
    await page.goto(path);
    await waitForHydration(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect.soft(scrollWidth, `${path} is ${scrollWidth}px wide`).toBeLessThanOrEqual(innerWidth);
  }
  expect(errors).toEqual([]);
});
