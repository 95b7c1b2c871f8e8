import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, bearer, openAs } from './support/api';
import { expectNoViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { expectMailTo, newsletterConfirmLinkFor, newsletterUnsubscribeLinkFor } from './support/outbox';

/** The public site's forms (decision 144), through the built app and the real server. */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const SCHOOL_EMAIL = 'escuela@aula.local';
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an application with a CV reaches the admin section, which downloads the CV and marks it', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const ref = stamp();
  const title = `Profesora de francés ${ref}`;
  const created = await request.post('/api/admin/job-positions', {
    headers: bearer(admin),
    data: { title, description: 'Grupos de tarde, niveles B1 a C1.' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/trabajo-con-nosotros');
  await page.getByRole('link', { name: 'Ver ofertas de trabajo' }).click();
  await expect(page).toHaveURL(/\/ofertas-trabajo$/);
  await waitForHydration(page);
  const offer = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await offer.getByRole('button', { name: 'Presentar candidatura' }).click();
  const form = page.getByRole('form', { name: `Candidatura: ${title}` });
  const email = `claire.${stamp()}@example.com`;
  await form.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  await form.getByLabel('Nombre y apellidos').fill('Claire <b>Dubois</b>');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Idiomas').fill('Francés (nativo), español (C1)');
  await form.getByLabel('Carta de presentación').fill('Doy clases desde 2012.');
  await form.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(form.getByText('Adjunta tu currículum en PDF')).toBeVisible();
  // Nothing typed is lost on an error.
  await expect(form.getByLabel('Idiomas')).toHaveValue('Francés (nativo), español (C1)');
  await form
    .getByLabel(/Currículum/)
    .setInputFiles({ name: 'cv-claire.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(page.getByText('Candidatura enviada')).toBeVisible();
  // Read as ASCII: the messages travel quoted-printable, and the number is unique to this run.
  await expectMailTo(email, ref, 'application acknowledgement');
  await expectMailTo(SCHOOL_EMAIL, ref, 'school notice');

  await openAs(page, admin, '/admin?seccion=candidaturas');
  const row = page.getByRole('listitem').filter({ hasText: email });
  // What the applicant typed is shown as text, never as markup.
  await expect(row.getByRole('heading', { name: `Claire <b>Dubois</b> · ${title}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Descargar currículum' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cv-claire.pdf');
  expect((await readFile(await file.path())).equals(PDF)).toBe(true);
  await row.getByLabel('Estado').selectOption('contacted');
  await expect(row.getByLabel('Estado')).toHaveValue('contacted');
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: email }).getByLabel('Estado')).toHaveValue(
    'contacted',
  );
  await expectNoViolations(page, 'admin, candidaturas');
  for (const section of ['ofertas-empleo', 'mensajes-contacto', 'boletin']) {
    await page.goto(`/admin?seccion=${section}`);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expectNoViolations(page, `admin, ${section}`);
  }
});

test('a contact message reaches the outbox, and the admin answers it to the visitor', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await waitForHydration(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(main.getByText('El asunto es obligatorio')).toBeVisible();
  const ref = stamp();
  const subject = `Horarios ${ref}`;
  await main.getByLabel('Nombre').fill('Carmen');
  const email = `carmen.${stamp()}@example.com`;
  await main.getByLabel('Correo electrónico').fill(email);
  await main.getByLabel('Asunto').fill(subject);
  await main.getByLabel('Mensaje').fill(`¿Hay clases de alemán por la tarde? Referencia ${ref}`);
  await main.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(main.getByText('Hemos recibido tu mensaje. Te responderemos lo antes posible.')).toBeVisible();
  await expectMailTo(SCHOOL_EMAIL, `Referencia ${ref}`, 'contact message');
  await expectMailTo(SCHOOL_EMAIL, `Subject: Contacto: ${subject}`, 'contact message subject');

  await openAs(
    page,
    await apiLogin(request, ADMIN.username, ADMIN.password),
    '/admin?seccion=mensajes-contacto',
  );
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(row.getByRole('link', { name: 'Responder' })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await expect(row.getByRole('button', { name: 'Eliminar' })).toBeVisible();
});

test('before a prerendered page is live, its forms cannot be sent by the browser itself', async ({
  browser,
}) => {
  // Without scripts the page stays as prerendered: a native submit would put every field in the address.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contacto');
  await expect(page.getByRole('main').getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await context.close();
});

test('newsletter: the footer subscribes, the e-mail link confirms, the newsletter link unsubscribes', async ({
  page,
}) => {
  const email = `boletin.${stamp()}@example.com`;
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Correo electrónico').fill(email);
  await footer.getByRole('button', { name: 'Enviar' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    'Revisa tu correo electrónico: te hemos enviado un enlace para confirmar la suscripción.',
  );

  await page.goto(await newsletterConfirmLinkFor(email));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirmar la suscripción' }).click();
  await expect(page.getByText('Tu suscripción al boletín está confirmada. ¡Gracias!')).toBeVisible();

  // The welcome is a newsletter e-mail: one-click unsubscribe headers (RFC 8058) and a link to the page.
  await expectMailTo(email, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', 'newsletter welcome');
  await page.goto(await newsletterUnsubscribeLinkFor(email));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByText('Te has dado de baja del boletín. No recibirás más correos.')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the forms, their errors and the newsletter pages at 320 px have no axe violations (${theme})`, async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
    await request.post('/api/admin/job-positions', {
      headers: bearer(admin),
      data: { title: `Profesor de inglés ${stamp()}`, description: 'Cursos intensivos de mañana.' },
    });
    await page.setViewportSize({ width: 320, height: 720 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto('/contacto');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('El mensaje es obligatorio')).toBeVisible();
    await expectNoViolations(page, `contacto with errors (${theme})`);
    expect(await noSidewaysScroll()).toBe(true);

    await page.goto('/ofertas-trabajo');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Presentar candidatura' }).first().click();
    await page.getByRole('button', { name: 'Enviar candidatura' }).click();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await expectNoViolations(page, `ofertas-trabajo with errors (${theme})`);
    expect(await noSidewaysScroll()).toBe(true);

    for (const path of [
      '/trabajo-con-nosotros',
      '/newsletter/confirmar?token=x',
      '/newsletter/baja?token=x',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `${path} (${theme})`);
      expect(await noSidewaysScroll(), path).toBe(true);
    }
  });
}
