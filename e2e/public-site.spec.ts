import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { watchErrors } from './support/page-errors';

/*
 * The public site through the built app and server: prerendered pages, hydration, the navigation bar,
 * the theme, the teachers carousel, the home page's sections and the marketing pages.
 */

const wide = { width: 1280, height: 900 };
/** The footer names the year of the visitor's clock, whenever the page was prerendered. */
const copyright = `© ${new Date().getFullYear()} Aula. Todos los derechos reservados.`;

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Principal', exact: true });

test.describe('prerendered pages', () => {
  test('the home page is complete HTML before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: wide });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Aula · Escuela de idiomas online');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Aprende inglés, español/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Aprende idiomas desde cualquier lugar' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nuestros cursos' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Más información sobre/ })).toHaveCount(3);
    await expect(page.getByText(copyright)).toBeVisible();
    await context.close();
  });

  test('each marketing page has its own title and description in its HTML', async ({ request }) => {
    const pages = [
      ['/course/intensive', 'Curso intensivo · Aula'],
      ['/course/flexible', 'Curso flexible · Aula'],
      ['/course/group', 'Curso en grupo · Aula'],
      ['/quienes-somos', 'Quiénes somos · Aula'],
    ] as const;
    for (const [path, title] of pages) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      expect(html).toContain('<html lang="es">');
      expect(html).not.toMatch(/<script>(?!<\/script>)/);
    }
  });

  test('pages hydrate without a mismatch or any other console error', async ({ page }) => {
    const errors = watchErrors(page);
    for (const path of [
      '/',
      '/course/intensive',
      '/course/flexible',
      '/course/group',
      '/faq',
      '/idiomas/ingles',
      '/cursos?nivel=B1',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    expect(errors).toEqual([]);
  });

  test('a public page downloads neither the router nor the panels or the auth pages', async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ url: response.url(), body: response.text() });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.url).not.toMatch(/panel|login|register|verify|auth/);
      // React Router's own error text: present in its bundle whatever the chunk is called.
      expect(await script.body, script.url).not.toContain('No routes matched location');
    }
  });
});

test.describe('navigation bar', () => {
  test.use({ viewport: wide });

  test('links lead to their pages and the current one is highlighted', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = navigation(page);
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');

    await nav.getByRole('link', { name: 'Quiénes somos' }).click();
    await expect(page).toHaveURL('/quienes-somos');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Nuestra historia' })).toBeVisible();
    await expect(navigation(page).getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navigation(page).getByRole('link', { name: 'Trabaja con nosotros' })).not.toHaveAttribute(
      'aria-current',
    );

    await navigation(page).getByRole('link', { name: 'Trabaja con nosotros' }).click();
    await expect(page).toHaveURL('/trabajo-con-nosotros');
    await expect(navigation(page).getByRole('link', { name: 'Trabaja con nosotros' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await navigation(page).getByRole('link', { name: 'Aula' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aprende idiomas desde cualquier lugar');
  });

  test('the dropdowns list their routes and are highlighted by the path prefix', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const idiomas = navigation(page).getByRole('button', { name: 'Idiomas' });
    await expect(idiomas).not.toHaveAttribute('data-active');
    await idiomas.click();
    await expect(idiomas).toHaveAttribute('aria-expanded', 'true');
    const languageLinks = navigation(page).getByRole('link', { name: /^(Inglés|Español|Alemán|Francés)$/ });
    await expect(languageLinks).toHaveCount(4);
    await navigation(page).getByRole('link', { name: 'Inglés' }).click();

    await expect(page).toHaveURL('/idiomas/ingles');
    await waitForHydration(page);
    await expect(navigation(page).getByRole('button', { name: 'Idiomas' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(navigation(page).getByRole('button', { name: 'Cursos' })).not.toHaveAttribute('data-active');

    const cursos = navigation(page).getByRole('button', { name: 'Cursos' });
    await cursos.click();
    await expect(navigation(page).getByRole('link', { name: 'Intensivo' })).toHaveAttribute(
      'href',
      '/cursos/intensivo',
    );
    await expect(navigation(page).getByRole('link', { name: 'Flexible' })).toHaveAttribute(
      'href',
      '/cursos/flexible',
    );
    await navigation(page).getByRole('link', { name: 'Grupal' }).click();
    await expect(page).toHaveURL('/cursos/grupal');
    await expect(navigation(page).getByRole('button', { name: 'Cursos' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(navigation(page).getByRole('button', { name: 'Idiomas' })).not.toHaveAttribute(
      'data-active',
    );
  });

  test('a dropdown works by keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const idiomas = navigation(page).getByRole('button', { name: 'Idiomas' });
    await idiomas.focus();
    await page.keyboard.press('Enter');
    await expect(idiomas).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(navigation(page).getByRole('link', { name: 'Inglés' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(idiomas).toHaveAttribute('aria-expanded', 'false');
    await expect(idiomas).toBeFocused();
    // Enter on a link inside the dropdown follows it.
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(navigation(page).getByRole('link', { name: 'Español' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/idiomas/espanol');
  });

  test('on a 375 px screen the menu collapses and expands', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    const nav = navigation(page);
    const menu = nav.getByRole('button', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Quiénes somos' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Registrarse' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Tema oscuro' })).toBeVisible();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'Quiénes somos',
      'Trabaja con nosotros',
      'Inglés',
      'Grupal',
      'Iniciar sesión',
      'Registrarse',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Quiénes somos' })).toBeHidden();

    await menu.click();
    await nav.getByRole('link', { name: 'Francés' }).click();
    await expect(page).toHaveURL('/idiomas/frances');
    await waitForHydration(page);
    await expect(navigation(page).getByRole('button', { name: 'Menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await navigation(page).getByRole('button', { name: 'Menú' }).click();
    await expect(navigation(page).getByRole('link', { name: 'Francés' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('theme', () => {
  test('light by default; the toggle switches to dark and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const body = page.locator('body');
    const toggle = page.getByRole('button', { name: 'Tema oscuro' });
    await expect(body).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(body).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBackground = await body.evaluate((element) => getComputedStyle(element).backgroundColor);

    await page.reload();
    await waitForHydration(page);
    await expect(body).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Tema oscuro' })).toHaveAttribute('aria-pressed', 'true');
    expect(await body.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(darkBackground);

    // Another page of the site opens dark too, and switching back is remembered as well.
    await page.goto('/course/group');
    await waitForHydration(page);
    await expect(body).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Tema oscuro' }).click();
    await page.reload();
    await expect(body).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the stored theme is applied before the first paint, with JavaScript modules still loading', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Hold back the app's modules: only the tiny theme-init.js may act.
    await page.route('**/assets/*.js', () => {});
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('teachers carousel', () => {
  const sizes = [
    { width: 375, cards: 1 },
    { width: 800, cards: 2 },
    { width: 1280, cards: 3 },
  ];

  for (const { width, cards } of sizes) {
    test(`at ${width} px it shows ${cards} card(s) and wraps around both ways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForHydration(page);
      const carousel = page.getByRole('region', { name: 'Profesores', exact: true });
      await carousel.scrollIntoViewIfNeeded();
      const visibleCards = carousel.locator('[data-slot="teacher-card"]:visible');
      const names = () => visibleCards.getByRole('heading').allTextContents();

      await expect(visibleCards).toHaveCount(cards);
      const first = await names();
      expect(first[0]).toBe('Emma Thompson');

      await carousel.getByRole('button', { name: 'Profesor siguiente' }).click();
      await expect(visibleCards).toHaveCount(cards);
      expect((await names())[0]).toBe('James Wilson');

      await carousel.getByRole('button', { name: 'Profesor anterior' }).click();
      await carousel.getByRole('button', { name: 'Profesor anterior' }).click();
      await expect(visibleCards).toHaveCount(cards);
      // Wrapped from the first teacher back to the last one.
      expect((await names())[0]).toBe('Lukas Schneider');
      if (cards > 1) expect((await names())[1]).toBe('Emma Thompson');

      // Six steps forward come back to where they started.
      for (let step = 0; step < 6; step += 1) {
        await carousel.getByRole('button', { name: 'Profesor siguiente' }).click();
      }
      expect((await names())[0]).toBe('Lukas Schneider');
    });
  }

  test('the six sample teachers and their languages', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Profesores', exact: true });
    const seen: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      const card = carousel.locator('[data-slot="teacher-card"]:visible').first();
      // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out on screen, spaces included
      seen.push((await card.innerText()).replace(/\s+/g, ' ').trim());
      await carousel.getByRole('button', { name: 'Profesor siguiente' }).click();
    }
    expect(seen).toEqual([
      'Emma Thompson Enseña: Inglés Habla: Inglés, Español',
      'James Wilson Enseña: Inglés Habla: Inglés, Español',
      'Claire Dubois Enseña: Francés Habla: Francés, Inglés',
      'Louis Martin Enseña: Francés Habla: Francés, Inglés',
      'Lucía Fernández Enseña: Español Habla: Español, Inglés',
      'Lukas Schneider Enseña: Alemán Habla: Alemán, Inglés',
    ]);
  });
});

test.describe('home page', () => {
  test.use({ viewport: wide });

  test("'Ver cursos' opens the live catalogue", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Ver cursos' }).click();
    await expect(page).toHaveURL('/cursos');
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos abiertos' })).toBeVisible();
    await expect(page).toHaveTitle('Cursos de idiomas abiertos · Aula');
  });

  test('testimonials carry a 5-star rating that screen readers can read', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Opiniones de nuestros estudiantes' });
    await expect(section.getByRole('figure')).toHaveCount(3);
    await expect(section.getByText('Valoración: 5 de 5 estrellas')).toHaveCount(3);
  });

  test('the FAQ opens one answer at a time and links to the FAQ page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);
    await faq.getByRole('button', { name: /materiales/ }).click();
    await expect(faq.getByText(/Libros digitales/)).toBeVisible();
    await faq.getByRole('button', { name: /nivel/ }).click();
    await expect(faq.getByText(/del nivel A1 al C2/)).toBeVisible();
    await expect(faq.getByText(/Libros digitales/)).toBeHidden();
    await faq.getByRole('link', { name: 'Leer más FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  });

  test('the footer: link groups, social links, copyright and a newsletter with double opt-in', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const groups = footer.getByRole('navigation', { name: 'Pie de página' });
    const hrefs = await groups
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/sobre-nosotros',
      '/ofertas-trabajo',
      '/opiniones',
      '/blog',
      '/idiomas/espanol',
      '/idiomas/ingles',
      '/idiomas/aleman',
      '/idiomas/frances',
      '/faq',
      '/contacto',
      '/privacidad',
      '/terminos',
    ]);
    await expect(groups.getByRole('heading')).toHaveText(['Compañía', 'Idiomas', 'Contacto', 'Legal']);
    await expect(footer.getByRole('list', { name: 'Redes sociales' }).getByRole('link')).toHaveCount(3);
    await expect(footer.getByText(copyright)).toBeVisible();

    const email = footer.getByLabel('Correo electrónico');
    await email.fill('ana@correo');
    await footer.getByRole('button', { name: 'Enviar' }).click();
    await expect(footer.getByRole('alert')).toHaveText(/Introduce un correo electrónico válido/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // An invalid address never leaves the page; a valid one asks for confirmation (decision 144).
    expect(posts).toEqual([]);
    await email.fill('ana@correo.es');
    await footer.getByRole('button', { name: 'Enviar' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      'Revisa tu correo electrónico: te hemos enviado un enlace para confirmar la suscripción.',
    );
    expect(posts.map((url) => new URL(url).pathname)).toEqual(['/api/public/newsletter']);
  });
});

test.describe('marketing pages', () => {
  test.use({ viewport: wide });

  const pages = [
    {
      button: 'Más información sobre Intensivo',
      path: '/course/intensive',
      heading: 'Curso intensivo',
      figures: [
        '4 semanas',
        '20 h de clase por semana',
        '5 días de clase por semana',
        '1-3 estudiantes por clase',
        'Clases presenciales y virtuales',
        'Material premium',
        'Evaluaciones semanales',
        'Certificado internacional',
        'Soporte 24/7',
        'Práctica diaria de conversación',
      ],
    },
    {
      button: 'Más información sobre Flexible',
      path: '/course/flexible',
      heading: 'Curso flexible',
      figures: [
        'Mañana de 6:00 a 9:00 a. m.',
        'Tarde de 12:00 a 8:00 p. m.',
        'Noche de 8:00 a 11:00 p. m.',
        'Clases disponibles de 6:00 a. m. a 11:00 p. m.',
        'Reserva o cancela cada clase con al menos 2 horas de antelación.',
      ],
    },
    {
      button: 'Más información sobre Grupo',
      path: '/course/group',
      heading: 'Curso en grupo',
      figures: [
        '4-6 estudiantes · grupo reducido',
        '7-10 estudiantes · grupo estándar',
        '11-15 estudiantes · grupo amplio',
        'Nuestra metodología',
        'Nuestra comunidad',
      ],
    },
  ];

  for (const { button, path, heading, figures } of pages) {
    test(`${path}: from its course card, with every figure, and back with 'Volver'`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const main = page.getByRole('main');
      // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out on screen, spaces included
      const text = (await main.innerText()).replace(/\s+/g, ' ');
      for (const figure of figures) expect(text).toContain(figure);
      await expect(main.getByRole('figure')).toHaveCount(2);

      await main.getByRole('link', { name: 'Volver' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Aprende idiomas desde cualquier lugar',
      );
    });
  }
});

test.describe('the catalogue behind the Idiomas and Cursos menus', () => {
  test('each language and format page is the catalogue filtered, with its own heading, title and address', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    for (const [path, heading] of [
      ['/idiomas/ingles', 'Cursos de inglés'],
      ['/idiomas/espanol', 'Cursos de español'],
      ['/idiomas/aleman', 'Cursos de alemán'],
      ['/idiomas/frances', 'Cursos de francés'],
      ['/cursos/intensivo', 'Cursos intensivos'],
      ['/cursos/flexible', 'Cursos flexibles'],
      ['/cursos/grupal', 'Cursos en grupo'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('form', { name: 'Filtrar cursos' }), path).toBeVisible();
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      );
      await waitForHydration(page);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('an address the site does not have', () => {
  test('an unknown route gets the Spanish 404 page inside the site, and the site keeps working from there', async ({
    page,
  }) => {
    await page.setViewportSize(wide);
    const errors = watchErrors(page);
    const response = await page.goto('/esta-pagina-no-existe');
    // The server says 404 to crawlers and browsers alike; the browser logs that status of the page itself once.
    expect(response?.status()).toBe(404);
    const notFoundLogged = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada · Aula');
    await expect(navigation(page)).toBeVisible();

    // The single-page app moves to a public page without a full load, and updates the title.
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    await navigation(page).getByRole('link', { name: 'Quiénes somos' }).click();
    await expect(page).toHaveURL('/quienes-somos');
    await expect(page.getByRole('heading', { level: 2, name: 'Nuestra historia' })).toBeVisible();
    await expect(page).toHaveTitle('Quiénes somos · Aula');
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect(navigation(page).getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(errors).toEqual([notFoundLogged]);
  });
});
