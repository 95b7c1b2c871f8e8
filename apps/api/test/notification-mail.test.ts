import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { NOTIFICATION_MESSAGES } from '@aula/forms';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { notificationPreferences, users } from '../src/db/schema';
import { notify } from '../src/notifications/notify';
import { readUnsubscribeToken, unsubscribeToken } from '../src/notifications/unsubscribe';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { describeEachDatabase, TEST_JWT_SECRET } from './support/harness';
import { LogCapture } from './support/logs';
import { mailsTo, notificationsOf } from './support/notification-mail';
import { makeUser, type TestUser } from './support/teacher';

const SECRET = new TextEncoder().encode(TEST_JWT_SECRET);

describe('unsubscribe tokens', () => {
  it('name the user and the kind (or the digest), and only with the right signature', () => {
    const token = unsubscribeToken(SECRET, 42, 'grade');
    expect(token).toMatch(/^42\.grade\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: 42, scope: 'grade' });
    const digest = unsubscribeToken(SECRET, 42, 'digest');
    expect(readUnsubscribeToken(SECRET, digest)).toEqual({ userId: 42, scope: 'digest' });
    expect(readUnsubscribeToken(SECRET, `42.digest.${token.split('.')[2]}`)).toBeUndefined();

    const mac = token.split('.')[2];
    expect(readUnsubscribeToken(SECRET, `43.grade.${mac}`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `42.message.${mac}`)).toBeUndefined();
    expect(
      readUnsubscribeToken(new TextEncoder().encode('otra-clave-de-al-menos-32-caracteres'), token),
    ).toBe(undefined);
    expect(readUnsubscribeToken(SECRET, `42.spam.${mac}`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `${token}x`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, '')).toBeUndefined();
  });
});

describeEachDatabase('notification e-mails', (ctx) => {
  let app: App;
  const logs = new LogCapture();
  beforeAll(async () => {
    const rules = { ...DEFAULT_RATE_LIMITS.rules, unsubscribeIp: { points: 3, durationSeconds: 900 } };
    app = await ctx.app(
      { rateLimits: { ...DEFAULT_RATE_LIMITS, rules }, logLevel: 'info' },
      { logStream: logs.stream },
    );
  });

  let addresses = 0;
  const address = () => `10.46.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  const unsubscribe = (token: string, ip = address()) =>
    app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe/${token}`,
      // What a mail program sends for RFC 8058's one click.
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: ip,
    });
  const preferenceOf = async (user: TestUser, kind: string) => {
    const rows = await ctx.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    return rows.find((row) => row.kind === kind);
  };

  it('queues one e-mail per instant notification: subject, links, unsubscribe headers', async () => {
    const student = await makeUser(app, ['STUDENT'], 'Ana');
    await notify(ctx.db, {
      kind: 'grade',
      userIds: [student.id],
      title: 'Nota publicada en «Redacción» (Inglés B1)',
      link: '/student/course/7',
    });
    const [mail, ...more] = await mailsTo(ctx.db, student.email);
    expect(more).toEqual([]);
    const token = unsubscribeToken(SECRET, student.id, 'grade');
    expect(mail?.subject).toBe('Nota publicada en «Redacción» (Inglés B1)');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<http://aula.test/api/notifications/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.textBody).toContain('Hola, Ana:');
    expect(mail?.textBody).toContain('http://aula.test/student/course/7');
    expect(mail?.textBody).toContain('Configuración: http://aula.test/settings');
    expect(mail?.textBody).toContain(
      `Para no recibir más por correo los avisos de «Calificaciones publicadas», abre este enlace: http://aula.test/notificaciones/baja/${token}`,
    );
    expect(mail?.htmlBody).toContain('href="http://aula.test/student/course/7"');
    expect(mail?.htmlBody).toContain('<strong>Nota publicada en «Redacción» (Inglés B1)</strong>');
    expect(mail?.htmlBody).toContain(`href="http://aula.test/notificaciones/baja/${token}"`);
  });

  it('leaves through the outbox with its one-click headers', async () => {
    const student = await makeUser(app, ['STUDENT']);
    await notify(ctx.db, {
      kind: 'message',
      userIds: [student.id],
      title: 'Mensaje nuevo de Marta',
      link: null,
    });
    app.mail.wake();
    await app.mail.drain();
    const outbox = path.join(ctx.dataDir, 'outbox');
    const raws = await Promise.all(
      (await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')),
    );
    const raw = raws.find((text) => text.includes(`To: ${student.email}`)) ?? '';
    const token = unsubscribeToken(SECRET, student.id, 'message');
    expect(raw).toMatch(/^Subject: Mensaje nuevo de Marta$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw.replace(/\r?\n\s+/g, ' ')).toContain(
      `List-Unsubscribe: <http://aula.test/api/notifications/unsubscribe/${token}>`,
    );
  });

  it('escapes what people typed in the HTML part and keeps the subject on one line', async () => {
    const student = await makeUser(app, ['STUDENT'], '<b>Ana</b>');
    await notify(ctx.db, {
      kind: 'message',
      userIds: [student.id],
      title: 'Mensaje de <script>alert(1)</script>\r\nBcc: todos@example.com',
      link: null,
    });
    const [mail] = await mailsTo(ctx.db, student.email);
    expect(mail?.subject).toBe('Mensaje de <script>alert(1)</script> Bcc: todos@example.com');
    expect(mail?.htmlBody).not.toContain('<script>');
    expect(mail?.htmlBody).not.toContain('<b>Ana</b>');
    expect(mail?.htmlBody).toContain('&#60;script&#62;');
    expect(mail?.textBody).not.toContain('Para verlo en Aula');
  });

  it('sends nothing for the digest, nor to unverified or disabled accounts', async () => {
    const digest = await makeUser(app, ['STUDENT']);
    const unverified = await makeUser(app, ['STUDENT']);
    const disabled = await makeUser(app, ['STUDENT']);
    await ctx.db.update(users).set({ verified: false }).where(eq(users.id, unverified.id));
    await ctx.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    await notify(ctx.db, { kind: 'material', userIds: [digest.id], title: 'Nuevo tema', link: null });
    await notify(ctx.db, {
      kind: 'grade',
      userIds: [unverified.id, disabled.id],
      title: 'Nota publicada',
      link: null,
    });
    for (const user of [digest, unverified, disabled]) expect(await mailsTo(ctx.db, user.email)).toEqual([]);
    expect((await notificationsOf(ctx.db, digest.id))[0]?.emailState).toBe('digest');
  });

  it('unsubscribes with one click and no session: that kind’s e-mail off, the app as it was', async () => {
    const student = await makeUser(app, ['STUDENT']);
    const token = unsubscribeToken(SECRET, student.id, 'grade');
    const response = await unsubscribe(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'grade', label: 'Calificaciones publicadas' });
    expect(await preferenceOf(student, 'grade')).toMatchObject({ inApp: true, email: 'off' });
    // The token would unsubscribe again: the request log keeps it out.
    expect(logs.text).toContain('/api/notifications/unsubscribe/[REDACTED]');
    expect(logs.text).not.toContain(token);

    // A stored choice keeps its in-app part; clicking twice is still fine.
    await ctx.db
      .update(notificationPreferences)
      .set({ inApp: false, email: 'instant' })
      .where(eq(notificationPreferences.userId, student.id));
    expect((await unsubscribe(unsubscribeToken(SECRET, student.id, 'grade'))).statusCode).toBe(200);
    expect((await unsubscribe(unsubscribeToken(SECRET, student.id, 'grade'))).statusCode).toBe(200);
    expect(await preferenceOf(student, 'grade')).toMatchObject({ inApp: false, email: 'off' });

    // The next grade reaches neither the list nor the inbox.
    await notify(ctx.db, { kind: 'grade', userIds: [student.id], title: 'Otra nota', link: null });
    expect(await notificationsOf(ctx.db, student.id)).toEqual([]);
  });

  it('turns the daily digest off with one click: every kind in it, chosen or by default, and nothing else', async () => {
    const student = await makeUser(app, ['STUDENT']);
    await ctx.db.insert(notificationPreferences).values([
      { userId: student.id, kind: 'grade', inApp: true, email: 'digest' },
      { userId: student.id, kind: 'material', inApp: false, email: 'digest' },
      { userId: student.id, kind: 'activity', inApp: true, email: 'instant' },
    ]);
    const response = await unsubscribe(unsubscribeToken(SECRET, student.id, 'digest'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'digest', label: 'Resumen diario' });
    expect(await preferenceOf(student, 'grade')).toMatchObject({ inApp: true, email: 'off' });
    expect(await preferenceOf(student, 'material')).toMatchObject({ inApp: false, email: 'off' });
    // Chosen 'at once' stays; a kind left to its default digest is now off, one left to 'at once' stays so.
    expect(await preferenceOf(student, 'activity')).toMatchObject({ email: 'instant' });
    expect(await preferenceOf(student, 'hand-in')).toMatchObject({ inApp: true, email: 'off' });
    expect(await preferenceOf(student, 'message')).toBeUndefined();

    await notify(ctx.db, { kind: 'material', userIds: [student.id], title: 'Tema 5', link: null });
    expect(await notificationsOf(ctx.db, student.id)).toEqual([]);
  });

  it("never changes another user: a token for A with B's number is refused", async () => {
    const a = await makeUser(app, ['STUDENT']);
    const b = await makeUser(app, ['STUDENT']);
    const mac = unsubscribeToken(SECRET, a.id, 'grade').split('.')[2];
    for (const token of [
      `${b.id}.grade.${mac}`,
      `${a.id}.message.${mac}`,
      `${a.id}.grade.${'A'.repeat(43)}`,
    ]) {
      const response = await unsubscribe(token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: NOTIFICATION_MESSAGES.unsubscribeInvalid });
    }
    expect(await preferenceOf(a, 'grade')).toBeUndefined();
    expect(await preferenceOf(b, 'grade')).toBeUndefined();
  });

  it('answers 404 for a deleted account', async () => {
    const gone = await makeUser(app, ['STUDENT']);
    const token = unsubscribeToken(SECRET, gone.id, 'grade');
    await ctx.db.delete(users).where(eq(users.id, gone.id));
    expect((await unsubscribe(token)).json()).toEqual({ error: NOTIFICATION_MESSAGES.unsubscribeInvalid });
  });

  it('limits bad tokens per address, not good ones', async () => {
    const student = await makeUser(app, ['STUDENT']);
    const ip = address();
    for (let i = 0; i < 5; i++) {
      expect((await unsubscribe(unsubscribeToken(SECRET, student.id, 'grade'), ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await unsubscribe('1.grade.x', ip)).statusCode).toBe(404);
    const refused = await unsubscribe(unsubscribeToken(SECRET, student.id, 'grade'), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Demasiados intentos/);
  });
});
