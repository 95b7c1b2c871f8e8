import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import {
  contactMessages,
  jobApplications,
  mailOutbox,
  newsletterSubscriptions,
  storedFiles,
} from '../src/db/schema';
import { purgeAgedPublicForms } from '../src/public-forms/retention';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { auth, insertUser, tokenFor } from './support/admin';
import { describeEachDatabase } from './support/harness';
import { unique, waitFor } from './support/helpers';
import {
  applicationForm,
  confirmedSubscription,
  lastMailTo,
  makeApplication,
  makeContactMessage,
  makePosition,
  pendingSubscription,
} from './support/public-forms';
import { SAMPLE_FILES } from './support/student-fixtures';

const SCHOOL = 'secretaria@aula.test';
const APPLIED = {
  message:
    'Hemos recibido tu candidatura. Te hemos enviado un correo de confirmación y te escribiremos si tu perfil encaja.',
};
const CONTACTED = { message: 'Hemos recibido tu mensaje. Te responderemos lo antes posible.' };
const PENDING = {
  message: 'Revisa tu correo electrónico: te hemos enviado un enlace para confirmar la suscripción.',
};

describeEachDatabase('public forms', (ctx) => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    const rules = { ...DEFAULT_RATE_LIMITS.rules, contactIp: { points: 3, durationSeconds: 3600 } };
    app = await ctx.app({ schoolEmail: SCHOOL, rateLimits: { ...DEFAULT_RATE_LIMITS, rules } });
    const user = await insertUser(ctx.db, { roles: ['ADMIN'] });
    admin = auth(await tokenFor(app, user.id));
  });

  /** A fresh address per call, so the per-address limits of one test do not reach another. */
  let addresses = 0;
  const address = () => `10.45.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  const apply = (positionId: number, form = applicationForm(), ip = address()) =>
    app.inject({
      method: 'POST',
      url: `/api/public/job-positions/${positionId}/applications`,
      remoteAddress: ip,
      ...form,
    });
  const contact = (payload: object, ip = address()) =>
    app.inject({ method: 'POST', url: '/api/public/contact', payload, remoteAddress: ip });
  const subscribe = (email: string, extra: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email, ...extra },
      remoteAddress: address(),
    });

  it('lists only open positions', async () => {
    const open = await makePosition(ctx.db);
    const closed = await makePosition(ctx.db, 'closed');
    const response = await app.inject({ method: 'GET', url: '/api/public/job-positions' });
    const ids = response.json().map((position: { id: number }) => position.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
  });

  it('stores an application with its CV, acknowledges it, and the administrator reads, downloads and marks it', async () => {
    const position = await makePosition(ctx.db);
    const email = `ana.${unique()}@example.com`;
    const response = await apply(position.id, applicationForm({ email, name: 'Ana <b>Ruiz</b>' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual(APPLIED);

    const ack = await lastMailTo(ctx.db, email, 'Hemos recibido tu candidatura');
    expect(ack?.textBody).toContain(`«${position.title}»`);
    expect(ack?.htmlBody).toBeNull();
    const notice = await lastMailTo(ctx.db, SCHOOL, `Nueva candidatura: ${position.title}`);
    expect(notice?.textBody).toContain('Nombre: Ana <b>Ruiz</b>');

    const list = await app.inject({ method: 'GET', url: '/api/admin/job-applications', headers: admin });
    const mine = list.json().find((a: { email: string }) => a.email === email);
    expect(mine).toMatchObject({ positionId: position.id, status: 'new', cvName: 'curriculum.pdf' });

    const cv = await app.inject({
      method: 'GET',
      url: `/api/admin/job-applications/${mine.id}/cv`,
      headers: admin,
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(cv.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    const marked = await app.inject({
      method: 'PUT',
      url: `/api/admin/job-applications/${mine.id}/status`,
      headers: admin,
      payload: { status: 'contacted' },
    });
    expect(marked.json()).toMatchObject({ id: mine.id, status: 'contacted' });
  });

  it('lets the administrator delete an application with its CV, and a contact message', async () => {
    const files = async () => (await ctx.db.select().from(storedFiles)).length;
    const application = await makeApplication(app);
    const before = await files();
    const url = `/api/admin/job-applications/${application.id}`;
    const deleted = await app.inject({ method: 'DELETE', url, headers: admin });
    expect(deleted.json()).toEqual({ message: 'Candidatura eliminada, con su currículum.' });
    expect(await files()).toBe(before - 1);
    expect((await app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);

    const message = await makeContactMessage(ctx.db);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/admin/contact-messages/${message.id}`,
      headers: admin,
    });
    expect(gone.json()).toEqual({ message: 'Mensaje eliminado.' });
    expect(await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, message.id))).toEqual([]);
  });

  it('forgets contact messages and applications after a year, with their CVs, as /privacidad says', async () => {
    const files = async () => (await ctx.db.select().from(storedFiles)).length;
    const [oldApplication, newApplication] = [await makeApplication(app), await makeApplication(app)];
    const [oldMessage, newMessage] = [await makeContactMessage(ctx.db), await makeContactMessage(ctx.db)];
    const yearAndADayAgo = sql`now() - interval '366 days'`;
    const almostAYearAgo = sql`now() - interval '364 days'`;
    await ctx.db
      .update(jobApplications)
      .set({ createdAt: yearAndADayAgo })
      .where(eq(jobApplications.id, oldApplication.id));
    await ctx.db
      .update(jobApplications)
      .set({ createdAt: almostAYearAgo })
      .where(eq(jobApplications.id, newApplication.id));
    await ctx.db
      .update(contactMessages)
      .set({ createdAt: yearAndADayAgo })
      .where(eq(contactMessages.id, oldMessage.id));
    await ctx.db
      .update(contactMessages)
      .set({ createdAt: almostAYearAgo })
      .where(eq(contactMessages.id, newMessage.id));
    const before = await files();

    expect(await purgeAgedPublicForms(ctx.db, app.files, app.log)).toEqual({ messages: 1, applications: 1 });
    const applicationIds = (await ctx.db.select().from(jobApplications)).map((row) => row.id);
    expect(applicationIds).toContain(newApplication.id);
    expect(applicationIds).not.toContain(oldApplication.id);
    const messageIds = (await ctx.db.select().from(contactMessages)).map((row) => row.id);
    expect(messageIds).toContain(newMessage.id);
    expect(messageIds).not.toContain(oldMessage.id);
    expect(await files()).toBe(before - 1);
    expect(
      await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, oldApplication.cvFileId)),
    ).toEqual([]);
  });

  it('refuses a CV that is not a PDF inside, and an application to a closed position, keeping nothing', async () => {
    const files = async () => (await ctx.db.select().from(storedFiles)).length;
    const before = await files();
    const position = await makePosition(ctx.db);
    const fake = await apply(position.id, applicationForm({}, SAMPLE_FILES.exe));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ error: 'El contenido del archivo no corresponde a su extensión.' });

    const closed = await makePosition(ctx.db, 'closed');
    const late = await apply(closed.id);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ error: 'Esta oferta ya no está abierta.' });
    const rows = await ctx.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.positionId, position.id));
    expect(rows).toEqual([]);
    expect(await files()).toBe(before);
  });

  it('refuses a CV over 5 MB with 413 while it streams, keeping nothing', async () => {
    const files = async () => (await ctx.db.select().from(storedFiles)).length;
    const before = await files();
    const position = await makePosition(ctx.db);
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await apply(position.id, applicationForm({}, big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'El archivo es demasiado grande. Máximo 5 MB.' });
    expect(await files()).toBe(before);
  });

  it('keeps no subscription of a filled newsletter honeypot', async () => {
    const email = `bot.${unique()}@example.com`;
    const response = await subscribe(email, { website: 'http://spam.example' });
    expect(response.json()).toEqual(PENDING);
    // A real subscription sent after it: once its e-mail is queued, the bot's work would have been done.
    const real = `r.${unique()}@example.com`;
    await subscribe(real);
    await waitFor(() => lastMailTo(ctx.db, real, 'Confirma tu suscripción'), 'the later subscription');
    const rows = await ctx.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toEqual([]);
  });

  it('answers a filled honeypot as a success and keeps nothing of it', async () => {
    const position = await makePosition(ctx.db);
    const email = `bot.${unique()}@example.com`;
    const files = async () => (await ctx.db.select().from(storedFiles)).length;
    const before = await files();
    const application = await apply(position.id, applicationForm({ email, website: 'http://spam.example' }));
    expect(application.statusCode).toBe(201);
    expect(application.json()).toEqual(APPLIED);
    const message = await contact({
      name: 'Bot',
      email,
      subject: 'Oferta',
      message: 'Compra',
      website: 'http://spam.example',
    });
    expect(message.json()).toEqual(CONTACTED);
    expect(await ctx.db.select().from(jobApplications).where(eq(jobApplications.email, email))).toEqual([]);
    expect(await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toEqual([]);
    expect(await files()).toBe(before);
  });

  it('stores a contact message and e-mails it to the school as plain text', async () => {
    const email = `c.${unique()}@example.com`;
    const subject = `Horarios ${unique()}`;
    const typed = '<script>alert(1)</script> ¿Hay clases por la tarde?';
    const response = await contact({ name: 'Carmen', email, subject, message: typed });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(CONTACTED);
    const mail = await lastMailTo(ctx.db, SCHOOL, `Contacto: ${subject}`);
    expect(mail?.textBody).toContain(typed);
    expect(mail?.htmlBody).toBeNull();
    const list = await app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: admin });
    expect(list.json()).toContainEqual(expect.objectContaining({ email, subject, message: typed }));
  });

  it("sends the school's copies of a contact message and an application with the visitor as Reply-To", async () => {
    const contactFrom = `carmen.${unique()}@example.com`;
    const contactSubject = `Matricula ${unique()}`;
    const sent = await contact({
      name: 'Carmen',
      email: contactFrom,
      subject: contactSubject,
      message: 'Hola',
    });
    expect(sent.statusCode).toBe(201);
    const position = await makePosition(ctx.db);
    const applicant = `ana.${unique()}@example.com`;
    expect((await apply(position.id, applicationForm({ email: applicant }))).statusCode).toBe(201);

    app.mail.wake();
    await app.mail.drain();
    const outbox = path.join(ctx.dataDir, 'outbox');
    const raws = await Promise.all(
      (await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')),
    );
    const copyOf = (subject: string) =>
      raws.find((raw) => raw.includes(`To: ${SCHOOL}`) && raw.includes(subject)) ?? '';
    expect(copyOf(contactSubject)).toMatch(new RegExp(`^Reply-To: ${contactFrom}$`, 'm'));
    expect(copyOf(applicant)).toMatch(new RegExp(`^Reply-To: ${applicant}$`, 'm'));
    // The visitor's own acknowledgement needs no Reply-To: it answers nobody.
    const ack = raws.find((raw) => raw.includes(`To: ${applicant}`)) ?? '';
    expect(ack).toContain('Subject:');
    expect(ack).not.toMatch(/^Reply-To:/m);
  });

  it('refuses bodies beyond the limits in Spanish, and a fourth message from one address within the hour', async () => {
    const base = { name: 'Carmen', email: 'c@example.com', subject: 'Hola' };
    const long = await contact({ ...base, message: 'a'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'El mensaje no puede superar los 5000 caracteres' });
    const huge = await contact({ ...base, message: 'a'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'El cuerpo de la petición es demasiado grande.' });

    const ip = address();
    for (let i = 0; i < 3; i++)
      expect((await contact({ ...base, message: 'Hola' }, ip)).statusCode).toBe(201);
    const limited = await contact({ ...base, message: 'Hola' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Demasiados intentos\. Inténtalo de nuevo en \d+ minutos?\.$/);
  });

  it('answers a new, a pending and a subscribed address alike; mails only the first two', async () => {
    const fresh = `n.${unique()}@example.com`;
    const pending = await pendingSubscription(ctx.db);
    const confirmed = await confirmedSubscription(ctx.db);
    for (const email of [fresh, pending.email, confirmed.email]) {
      const response = await subscribe(email.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(PENDING);
    }
    const subject = 'Confirma tu suscripción al boletín de Aula';
    await waitFor(() => lastMailTo(ctx.db, fresh, subject), 'the new address gets its link');
    await waitFor(() => lastMailTo(ctx.db, pending.email, subject), 'the pending one gets a new link');
    await app.mail.drain();
    expect(await lastMailTo(ctx.db, confirmed.email, subject)).toBeUndefined();
  });

  it('confirms with the link, sends the welcome with one-click unsubscribe, and unsubscribes by it', async () => {
    const email = `w.${unique()}@example.com`;
    await subscribe(email);
    const mail = await waitFor(
      () => lastMailTo(ctx.db, email, 'Confirma tu suscripción'),
      'the confirmation e-mail',
    );
    const token = /confirmar\?token=([\w-]+)/.exec(mail.textBody)?.[1];
    const confirm = () =>
      app.inject({ method: 'POST', url: '/api/public/newsletter/confirm', payload: { token } });
    expect((await confirm()).json()).toEqual({
      message: 'Tu suscripción al boletín está confirmada. ¡Gracias!',
    });
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'El enlace de confirmación no es válido o ha caducado. Suscríbete de nuevo.',
    });

    const welcome = await lastMailTo(ctx.db, email, 'Bienvenida al boletín');
    const oneClick = /^<(.+)>$/.exec(welcome?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(welcome?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClick).toMatch(/^http:\/\/aula\.test\/api\/public\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
    expect(welcome?.textBody).toContain('http://aula.test/newsletter/baja?token=');

    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv',
      headers: admin,
    });
    expect(csv.body).toContain(`"${email}"`);

    // As a mail program sends it (RFC 8058).
    const unsubscribed = await app.inject({
      method: 'POST',
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.json()).toEqual({
      message: 'Te has dado de baja del boletín. No recibirás más correos.',
    });
    const left = await ctx.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(left).toEqual([]);
  });

  it('exports only confirmed addresses, with formulas made inert', async () => {
    const pending = await pendingSubscription(ctx.db);
    const formula = await confirmedSubscription(ctx.db, `=cmd.${unique()}@example.com`);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv',
      headers: admin,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe('"correo_electronico","confirmado"');
    expect(csv.body).toContain(`"'${formula.email}"`);
    expect(csv.body).not.toContain(pending.email);
  });

  it('lets the administrator publish, edit and close a position', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/job-positions',
      headers: admin,
      payload: { title: '  Profesora de alemán ', description: 'Grupos de tarde.' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Profesora de alemán', status: 'open', applications: 0 });
    const closed = await app.inject({
      method: 'PUT',
      url: `/api/admin/job-positions/${created.json().id}`,
      headers: admin,
      payload: { title: 'Profesora de alemán', description: 'Grupos de tarde.', status: 'closed' },
    });
    expect(closed.json()).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    const blank = await app.inject({
      method: 'POST',
      url: '/api/admin/job-positions',
      headers: admin,
      payload: { title: ' ', description: 'x' },
    });
    expect(blank.json()).toEqual({ error: 'El título de la oferta es obligatorio' });
  });
});
