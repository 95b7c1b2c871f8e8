import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request,
  test,
} from '@playwright/test';
import { ADMIN, apiLogin, createVerifiedUser, openAs, type Session } from './support/api';
import { expectNoViolations } from './support/axe';
import { approvedCourseWithWork, SAMPLE_PDF } from './support/student';
import { enrol } from './support/teacher';

/**
 * Messages (spec, "Messages"): a student and their teacher write to each other through the real server, a
 * teacher's announcement reaches every student and a reply goes back to the teacher only, the attachment
 * and search rules hold, and the section fits a 320 px phone with no accessibility violations.
 */

interface School {
  teacher: Session;
  ana: Session;
  luis: Session;
  courseId: number;
}

let school: School;

test.beforeAll(async () => {
  const api: APIRequestContext = await request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
  });
  const teacher = await createVerifiedUser(api, 'TEACHER', 'msgprof');
  const ana = await createVerifiedUser(api, 'STUDENT', 'msgana');
  const luis = await createVerifiedUser(api, 'STUDENT', 'msgluis');
  const course = await approvedCourseWithWork(api, teacher.session);
  await enrol(api, ana.session, course.courseId);
  await enrol(api, luis.session, course.courseId);
  school = {
    teacher: teacher.session,
    // Log in again so the stored users list the course they joined.
    ana: await apiLogin(api, ana.person.username, ana.person.password),
    luis: await apiLogin(api, luis.person.username, luis.person.password),
    courseId: course.courseId,
  };
  // The administrator exists in every run; logging in proves the server is up before the journeys.
  await apiLogin(api, ADMIN.username, ADMIN.password);
  await api.dispose();
});

/** A page of its own (own storage, so its own session) for one person. */
async function pageFor(browser: Browser, session: Session, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openAs(page, session, path);
  return page;
}

/** A toast by its text (Radix also copies the text into a live region for screen readers). */
const toast = (page: Page, text: string) => page.locator('[data-slot=toast]').filter({ hasText: text });

/** The open conversation (the inbox beside it previews the same texts). */
const thread = (page: Page) => page.locator('[data-slot="message-thread"]');

const inboxItem = (page: Page, name: string | RegExp) =>
  page.getByRole('list', { name: 'Conversaciones' }).getByRole('button', { name });

/** The composer inside the open thread (the reply form), or the new-message form. */
const messageBox = (page: Page) => page.getByRole('textbox', { name: /^Mensaje/ });

/** A message sent through the API, for journeys that need one to exist. */
async function apiSend(page: Page, from: Session, to: Session, courseId: number, body: string) {
  const response = await page.request.post('/api/messages', {
    headers: { Authorization: `Bearer ${from.token}` },
    multipart: { recipientId: String(to.id), courseId: String(courseId), body },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Holds the POST to this path until the returned function is called; released, it goes through as it was
 * and the path is no longer watched.
 */
async function holdUpload(page: Page, pathname: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let passed = Promise.resolve();
  const matches = (url: URL) => url.pathname === pathname;
  await page.route(matches, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    passed = released.then(() => route.continue());
    return passed;
  });
  return async () => {
    release();
    await passed;
    await page.unroute(matches);
  };
}

async function send(page: Page, button: Locator, path: RegExp) {
  // The POST's answer, not the inbox's GET of the same path refetching meanwhile.
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && path.test(new URL(response.url()).pathname),
  );
  await button.click();
  expect((await answer).status()).toBe(201);
}

test('a student writes to their teacher with an attachment; replies and read receipts come back', async ({
  browser,
}) => {
  const { teacher, ana, courseId } = school;
  const student = await pageFor(browser, ana, '/student?seccion=mensajes');
  await expect(student.getByText('No tienes mensajes.')).toBeVisible();
  await student.getByRole('button', { name: 'Nuevo mensaje' }).click();
  await expect(student.getByRole('heading', { name: 'Nuevo mensaje' })).toBeFocused();
  await student.getByLabel(/^Para/).selectOption(`${teacher.id}:${courseId}`);
  await messageBox(student).fill('Hola, profe:\n¿Puedo entregar la redacción el lunes?\nGracias');
  await student
    .getByLabel(/Adjunto/)
    .setInputFiles({ name: 'borrador.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  // The upload is held until its progress bar has been seen: on this link the file would be gone before
  // any check ran. Released, it goes on unchanged and the bar leaves with the sent message.
  const release = await holdUpload(student, '/api/messages');
  const upload = student.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/messages',
  );
  const sending = send(student, student.getByRole('button', { name: 'Enviar' }), /^\/api\/messages$/);
  // By XMLHttpRequest: fetch cannot report how much of a body has gone.
  expect((await upload).resourceType()).toBe('xhr');
  const progress = student.getByRole('progressbar', { name: /^Subiendo adjunto: \d+%$/ });
  await expect(progress).toBeVisible();
  await release();
  await sending;
  await expect(toast(student, 'Mensaje enviado.')).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(student).toHaveURL(/seccion=mensajes&conversacion=\d+/);
  // Plain text, shown with its line breaks.
  const body = thread(student).getByText(/^Hola, profe:/);
  await expect(body).toHaveCSS('white-space', 'pre-wrap');
  // The form sends line breaks as CRLF; the server keeps them as LF, as the textarea counted them.
  expect(await body.textContent()).toBe('Hola, profe:\n¿Puedo entregar la redacción el lunes?\nGracias');
  await expect(student.getByRole('button', { name: /^Descargar borrador\.pdf/ })).toBeVisible();
  await expect(student.getByText('Enviado', { exact: true })).toBeVisible();

  const teacherPage = await pageFor(browser, teacher, '/teacher?seccion=mensajes');
  const fromAna = inboxItem(teacherPage, new RegExp(`^${ana.name} ${ana.surname}`));
  await expect(fromAna).toContainText('1 mensaje sin leer');
  await expect(fromAna).toContainText('¿Puedo entregar');
  const marked = teacherPage.waitForResponse((response) => response.url().endsWith('/read'));
  await fromAna.click();
  await expect(
    teacherPage.getByRole('heading', { level: 3, name: `${ana.name} ${ana.surname}` }),
  ).toBeFocused();
  expect((await marked).status()).toBe(204);
  await expect(fromAna).not.toContainText('sin leer');
  await messageBox(teacherPage).fill('Sí, el lunes está bien.');
  await send(teacherPage, teacherPage.getByRole('button', { name: 'Enviar' }), /^\/api\/messages\/\d+$/);
  await expect(thread(teacherPage).getByText('Sí, el lunes está bien.')).toBeVisible();

  // Ana's open conversation shows the reply without a reload (the live stream), which marks it read; the
  // teacher's 'Enviado' then turns into 'Leído', also without a reload (often before this line runs).
  await expect(thread(student).getByText('Sí, el lunes está bien.')).toBeVisible();
  await expect(teacherPage.getByText('Leído', { exact: true })).toBeVisible();
  await teacherPage.reload();
  await expect(teacherPage.getByText('Leído', { exact: true })).toBeVisible();

  // The teacher's 'Mensaje' buttons lead to the conversation with that student about that course.
  await teacherPage.goto(`/teacher/course/${courseId}`);
  await teacherPage
    .getByRole('button', { name: /^Mensaje a / })
    .first()
    .click();
  await expect(teacherPage).toHaveURL(
    /seccion=mensajes&(conversacion=\d+|nuevo=mensaje&para=\d+&curso=\d+)$/,
  );
  await teacherPage.goto(`/teacher?seccion=mensajes&para=${ana.id}&curso=${courseId}`);
  await expect(teacherPage).toHaveURL(/seccion=mensajes&conversacion=\d+$/);
  await expect(thread(teacherPage).getByText('Sí, el lunes está bien.')).toBeVisible();
});

test("a teacher's announcement reaches every student; a reply goes back to the teacher only", async ({
  browser,
}) => {
  const { teacher, ana, luis, courseId } = school;
  const subject = `Cambio de aula ${Date.now().toString(36)}`;
  const teacherPage = await pageFor(browser, teacher, '/teacher?seccion=mensajes');
  await teacherPage.getByRole('button', { name: 'Nuevo anuncio' }).click();
  await teacherPage.getByLabel(/^Curso/).selectOption(String(courseId));
  await teacherPage.getByLabel(/^Asunto/).fill(subject);
  await messageBox(teacherPage).fill('El jueves la clase será en el aula 4.');
  await send(
    teacherPage,
    teacherPage.getByRole('button', { name: 'Enviar anuncio' }),
    /^\/api\/messages\/announcements$/,
  );
  await expect(toast(teacherPage, 'Anuncio enviado.')).toBeVisible();
  await expect(teacherPage.getByText('Para 2 estudiantes')).toBeVisible();

  const anaPage = await pageFor(browser, ana, '/student?seccion=mensajes');
  await inboxItem(anaPage, new RegExp(`Anuncio: ${subject}`)).click();
  await expect(thread(anaPage).getByText('El jueves la clase será en el aula 4.')).toBeVisible();
  await messageBox(anaPage).fill('Ese día llegaré tarde.');
  await send(anaPage, anaPage.getByRole('button', { name: 'Enviar' }), /^\/api\/messages\/\d+$/);
  await expect(anaPage.getByText(`Solo para ${teacher.name} ${teacher.surname}`)).toBeVisible();

  const luisPage = await pageFor(browser, luis, '/student?seccion=mensajes');
  await inboxItem(luisPage, new RegExp(`Anuncio: ${subject}`)).click();
  await expect(thread(luisPage).getByText('El jueves la clase será en el aula 4.')).toBeVisible();
  await expect(luisPage.getByText('Ese día llegaré tarde.')).toHaveCount(0);

  await teacherPage.reload();
  await expect(thread(teacherPage).getByText('Ese día llegaré tarde.')).toBeVisible();
  await expect(teacherPage.getByText(`Respuesta privada de ${ana.name} ${ana.surname}`)).toBeVisible();
});

test('an attachment over 10 MB is refused before anything is sent', async ({ page }) => {
  const { teacher, luis, courseId } = school;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/messages')) {
      sent.push(request.url());
    }
  });
  await openAs(page, luis, `/student?seccion=mensajes&nuevo=mensaje&para=${teacher.id}&curso=${courseId}`);
  await expect(page.getByLabel(/^Para/)).toHaveValue(`${teacher.id}:${courseId}`);
  await messageBox(page).fill('Te mando el vídeo de la presentación.');
  await page.getByLabel(/Adjunto/).setInputFiles({
    name: 'presentacion.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('El adjunto es demasiado grande. Máximo 10MB.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('El adjunto es demasiado grande. Máximo 10MB.')).toBeVisible();
  expect(sent).toEqual([]);
});

test('a message stopped on its way keeps its text and file, and arrives when sent again', async ({
  browser,
}) => {
  const { teacher, luis, courseId } = school;
  const page = await pageFor(
    browser,
    luis,
    `/student?seccion=mensajes&nuevo=mensaje&para=${teacher.id}&curso=${courseId}`,
  );
  await expect(page.getByLabel(/^Para/)).toHaveValue(`${teacher.id}:${courseId}`);
  const text = `Le adjunto el resumen ${Date.now().toString(36)}`;
  await messageBox(page).fill(text);
  await page
    .getByLabel(/Adjunto/)
    .setInputFiles({ name: 'resumen.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  // Held, so the upload is still on its way when it is stopped; the browser then drops the request.
  const release = await holdUpload(page, '/api/messages');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('progressbar', { name: /^Subiendo adjunto: \d+%$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar envío' }).click();

  const composer = page.locator('[data-slot="message-composer"]');
  await expect(composer.getByRole('status')).toHaveText('Envío cancelado.');
  await expect(composer.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(messageBox(page)).toHaveValue(text);
  await expect(page.getByLabel(/Adjunto/)).toHaveAccessibleDescription(/resumen\.pdf/);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeFocused();
  await release();

  await send(page, page.getByRole('button', { name: 'Enviar' }), /^\/api\/messages$/);
  await expect(toast(page, 'Mensaje enviado.')).toBeVisible();
  await expect(thread(page).getByText(text)).toBeVisible();
  await expect(thread(page).getByRole('button', { name: /^Descargar resumen\.pdf/ })).toBeVisible();
  await expect(page).toHaveURL(/conversacion=\d+$/);
  // The stopped one never reached the server: the message is there once.
  await page.reload();
  await expect(thread(page).getByText(text)).toHaveCount(1);

  // A reply with a file stops the same way.
  const conversationId = new URL(page.url()).searchParams.get('conversacion');
  await messageBox(page).fill('Y la bibliografía.');
  await page
    .getByLabel(/Adjunto/)
    .setInputFiles({ name: 'bibliografia.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  const releaseReply = await holdUpload(page, `/api/messages/${conversationId}`);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('button', { name: 'Cancelar envío' }).click();
  await expect(composer.getByRole('status')).toHaveText('Envío cancelado.');
  await expect(messageBox(page)).toHaveValue('Y la bibliografía.');
  await expect(page.getByLabel(/Adjunto/)).toHaveAccessibleDescription(/bibliografia\.pdf/);
  await releaseReply();
});

test("search finds a message among one's own", async ({ page }) => {
  const { teacher, ana, courseId } = school;
  const word = `palabraunica${Date.now().toString(36)}`;
  await apiSend(page, ana, teacher, courseId, `Busca esto: ${word}`);

  await openAs(page, ana, '/student?seccion=mensajes');
  await page.getByLabel('Buscar en mis mensajes').fill(word);
  await expect(page.getByRole('list', { name: 'Conversaciones' }).getByRole('button')).toHaveCount(1);
  await expect(inboxItem(page, new RegExp(`${teacher.name} ${teacher.surname}`))).toContainText(word);
  await page.getByLabel('Buscar en mis mensajes').fill(`${word}-nada`);
  await expect(page.getByText('Ningún mensaje coincide con la búsqueda.')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the messages section fits 320 px with no accessibility violations (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await apiSend(
      page,
      school.ana,
      school.teacher,
      school.courseId,
      `Una línea larga sin espacios: ${'a'.repeat(80)}`,
    );
    await openAs(page, school.ana, '/student?seccion=mensajes');
    const firstConversation = page.getByRole('list', { name: 'Conversaciones' }).getByRole('button').first();
    await expect(firstConversation).toBeVisible();
    await expectFitsAndPasses(page, `the inbox (${theme})`);

    await firstConversation.click();
    await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversaciones' })).toBeHidden();
    await expectFitsAndPasses(page, `a conversation (${theme})`);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(firstConversation).toBeFocused();

    await page.getByRole('button', { name: 'Nuevo mensaje' }).click();
    await expect(page.getByLabel(/^Para/)).toBeVisible();
    await expectFitsAndPasses(page, `the new message (${theme})`);
  });
}

async function expectFitsAndPasses(page: Page, where: string) {
  await expect(page.locator('[data-slot="spinner"], .animate-spin')).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  await expectNoViolations(page, where);
}
