import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { newsletterSubscriptions, notifications, users } from '../src/db/schema';
import { mailI18n } from '../src/mail/i18n';
import { type DigestOptions, sendDigests } from '../src/notifications/digest';
import { NOTICES } from '../src/notifications/events';
import { notify } from '../src/notifications/notify';
import { changeLocale, me } from './support/account';
import { describeEachDatabase, TEST_JWT_SECRET } from './support/harness';
import {
  login,
  register,
  sessionFor,
  unique,
  userByUsername,
  validRegistration,
  waitFor,
} from './support/helpers';
import { mailsTo, notificationsOf } from './support/notification-mail';
import { forgotPassword } from './support/password-reset';
import { applicationForm, lastMailTo, makePosition } from './support/public-forms';
import { makeUser } from './support/teacher';

const SAVED = 'Tu idioma se ha guardado.';
const INVALID = { error: 'Elige uno de los idiomas de la lista.' };
const SECRET = new TextEncoder().encode(TEST_JWT_SECRET);

describeEachDatabase('the account language and the e-mails written in it', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  let addresses = 0;
  const address = () => `10.74.${Math.floor(++addresses / 250)}.${addresses % 250}`;

  it('saves a language from the list, answers the account with it, and the login and /me agree', async () => {
    const user = await sessionFor(app);
    expect((await me(app, user.token)).json()).toMatchObject({ locale: 'es' });
    const response = await changeLocale(app, user.token, { locale: 'de' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: user.username,
      name: user.name,
      surname: user.surname,
      email: user.email,
      roles: ['STUDENT'],
      locale: 'de',
      message: SAVED,
    });
    expect((await userByUsername(ctx.db, user.username))?.locale).toBe('de');
    expect((await me(app, user.token)).json()).toMatchObject({ locale: 'de' });
    // Another device signing in later gets it with the session.
    expect((await login(app, user.username, user.password)).json()).toMatchObject({ locale: 'de' });
  });

  it('refuses a language not on the list, a missing one and other fields, in Spanish, and keeps the old one', async () => {
    const user = await sessionFor(app);
    await changeLocale(app, user.token, { locale: 'fr' });
    for (const payload of [{ locale: 'it' }, { locale: 'EN' }, { locale: 7 }, {}]) {
      const response = await changeLocale(app, user.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
    const extra = await changeLocale(app, user.token, { locale: 'en', name: 'Otro' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ error: 'La petición contiene campos no permitidos.' });
    expect((await userByUsername(ctx.db, user.username))?.locale).toBe('fr');
    expect((await changeLocale(app, 'no.es-un.token', { locale: 'en' })).statusCode).toBe(401);
  });

  it('starts a registered account in the language it was read in, with its verification e-mail', async () => {
    const payload = { ...validRegistration(), locale: 'en' };
    expect((await register(app, payload)).statusCode).toBe(201);
    const [mail] = await mailsTo(ctx.db, payload.email);
    expect(mail?.subject).toBe('Verify your Aula account');
    expect(mail?.textBody).toContain(`This account has the username ‘${payload.username}’.`);
    expect(mail?.textBody).toContain(
      'Thank you for signing up to Aula. To activate your account, open this link:',
    );
    expect(mail?.textBody).toMatch(/\nThe Aula team$/);
    expect(mail?.htmlBody).toContain('<html lang="en">');
    expect(mail?.htmlBody).toContain('Verify my account</a>');
    expect((await userByUsername(ctx.db, payload.username))?.locale).toBe('en');

    const refused = await register(app, { ...validRegistration(), locale: 'pt' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(INVALID);
  });

  it('mails the password-recovery link in the account’s language', async () => {
    const user = await sessionFor(app);
    await changeLocale(app, user.token, { locale: 'de' });
    await forgotPassword(app, user.username, address());
    const mail = await waitFor(
      async () => (await mailsTo(ctx.db, user.email)).find((row) => row.subject.includes('Passwort')),
      'the German recovery e-mail',
    );
    expect(mail.subject).toBe('Setzen Sie Ihr Aula-Passwort zurück');
    expect(mail.textBody).toMatch(/^Guten Tag,\n\njemand möchte das Passwort des Aula-Kontos/);
    expect(mail.textBody).toContain('Um ein neues Passwort festzulegen, öffnen Sie diesen Link:');
    expect(mail.textBody).toContain('Der Link ist 1 Stunde lang gültig');
    expect(mail.htmlBody).toContain('Passwort zurücksetzen</a>');
  });

  it('writes a notification e-mail and a digest in the account’s language, dates on the school’s clock', async () => {
    const claire = await makeUser(app, ['STUDENT'], 'Claire');
    await ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, claire.id));
    const ana = await makeUser(app, ['STUDENT'], 'Ana');
    await notify(ctx.db, { ...NOTICES.grade('Redacción'), userIds: [claire.id, ana.id] });
    const [mail] = await mailsTo(ctx.db, claire.email);
    const title = 'Votre note pour «\u00a0Redacción\u00a0» est disponible';
    expect(mail?.subject).toBe(title);
    expect(mail?.textBody).toMatch(
      new RegExp(`^Bonjour Claire,\n\n${title}\n\nPour la consulter sur Aula, ouvrez ce lien\u00a0:`),
    );
    // The list in the app shows the sentence as the e-mail did; a Spanish reader of the same event reads Spanish.
    expect((await notificationsOf(ctx.db, claire.id)).map((row) => row.title)).toEqual([title]);
    expect((await mailsTo(ctx.db, ana.email))[0]?.subject).toBe('Ya tienes la calificación de «Redacción»');
    expect(mail?.textBody).toContain('Vous pouvez choisir comment recevoir chaque type de notification');
    expect(mail?.textBody).toContain(
      'Pour ne plus recevoir par e-mail les notifications «\u00a0Notes publiées\u00a0», ouvrez ce lien\u00a0:',
    );
    expect(mail?.htmlBody).toContain('<html lang="fr">');

    const tom = await makeUser(app, ['STUDENT'], 'Tom');
    await ctx.db.update(users).set({ locale: 'en' }).where(eq(users.id, tom.id));
    for (const title of ['Unit 3', 'Unit 4']) {
      await notify(ctx.db, { kind: 'material', userIds: [tom.id], title, link: null });
    }
    // 16:05 UTC is 17:05 in Madrid in winter: the date is written on the school's clock.
    await ctx.db
      .update(notifications)
      .set({ createdAt: new Date('2026-01-14T16:05:00Z') })
      .where(eq(notifications.userId, tom.id));
    const options: DigestOptions = {
      timeZone: 'Europe/Madrid',
      now: new Date('2026-01-15T07:00:00Z'),
      publicUrl: 'http://aula.test',
      secret: SECRET,
    };
    await sendDigests(ctx.db, options);
    const [digest] = await mailsTo(ctx.db, tom.email);
    expect(digest?.subject).toBe('Your daily Aula summary: 2 notifications');
    expect(digest?.textBody).toContain('Here are your notifications since the last summary.');
    expect(digest?.textBody).toContain('New material\n');
    expect(digest?.textBody).toContain('- Unit 3 (14 January at 17:05)');
  });

  it('writes a class’s new time in the reader’s language, on the school’s clock', () => {
    const change = {
      kind: 'moved',
      classStart: new Date('2026-03-02T09:00:00Z'),
      timeZone: 'Europe/Madrid',
    } as const;
    const notice = NOTICES.timetable({ name: 'Alemán B1' }, change);
    expect(notice.title).toBe('Clase cambiada en «Alemán B1»: ahora el lunes, 2 de marzo, 10:00');
    expect(notice.titleIn?.(mailI18n('de'))).toBe(
      'Unterricht in „Alemán B1“ verlegt: jetzt am Montag, 2. März um 10:00',
    );
    expect(notice.titleIn?.(mailI18n('en'))).toBe(
      'Class moved in ‘Alemán B1’: now on Monday 2 March at 10:00',
    );
  });

  it('writes the newsletter’s e-mails in the language the visitor subscribed in', async () => {
    const email = `nl.${unique()}@example.com`;
    const subscribe = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/public/newsletter', payload, remoteAddress: address() });
    const refused = await subscribe({ email, locale: 'xx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(INVALID);

    expect((await subscribe({ email, locale: 'fr' })).statusCode).toBe(200);
    const mail = await waitFor(() => lastMailTo(ctx.db, email, 'Confirmez'), 'the French confirmation');
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter d’Aula');
    expect(mail.textBody).toContain('Pour confirmer votre inscription, ouvrez ce lien\u00a0:');
    const [row] = await ctx.db
      .select({ locale: newsletterSubscriptions.locale })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row?.locale).toBe('fr');
    const token = /confirmar\?token=([\w-]+)/.exec(mail.textBody)?.[1];
    await app.inject({ method: 'POST', url: '/api/public/newsletter/confirm', payload: { token } });
    const welcome = await lastMailTo(ctx.db, email, 'Bienvenue');
    expect(welcome?.textBody).toContain('Votre inscription à la newsletter d’Aula est confirmée.');
    expect(welcome?.textBody).toContain('Pour vous désinscrire de la newsletter, ouvrez ce lien\u00a0:');
  });

  it('acknowledges an application in the visitor’s language; the school’s copy stays in Spanish', async () => {
    const position = await makePosition(ctx.db);
    const email = `cv.${unique()}@example.com`;
    const apply = (locale: string) =>
      app.inject({
        method: 'POST',
        url: `/api/public/job-positions/${position.id}/applications`,
        remoteAddress: address(),
        ...applicationForm({ email, locale }),
      });
    expect((await apply('de')).statusCode).toBe(201);
    const ack = await lastMailTo(ctx.db, email, 'Wir haben');
    expect(ack?.subject).toBe('Wir haben Ihre Bewerbung erhalten');
    expect(ack?.textBody).toContain(`Wir haben Ihre Bewerbung auf die Stelle „${position.title}“`);
    const refused = await apply('klingon');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(INVALID);
  });
});
