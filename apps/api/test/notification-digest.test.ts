import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { digestRuns, notifications, users } from '../src/db/schema';
import { type DigestOptions, schoolDayAt, sendDigests } from '../src/notifications/digest';
import { notify } from '../src/notifications/notify';
import { unsubscribeToken } from '../src/notifications/unsubscribe';
import { describeEachDatabase, TEST_JWT_SECRET } from './support/harness';
import { mailsTo, notificationsOf } from './support/notification-mail';
import { makeUser, type TestUser } from './support/teacher';

const SECRET = new TextEncoder().encode(TEST_JWT_SECRET);
const ZONE = 'Europe/Madrid';

describeEachDatabase('daily digest', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  const at = (iso: string): DigestOptions => ({
    timeZone: ZONE,
    now: new Date(iso),
    publicUrl: 'http://aula.test',
    secret: SECRET,
  });

  /** A notice for the digest (the default of 'material' and 'activity'), written at `createdAt`. */
  async function waiting(user: TestUser, kind: 'material' | 'activity', title: string, createdAt: string) {
    await notify(ctx.db, { kind, userIds: [user.id], title, link: '/student/course/3' });
    await ctx.db
      .update(notifications)
      .set({ createdAt: new Date(createdAt) })
      .where(eq(notifications.title, title));
  }

  // Every run sends to every user with notices waiting: each test looks at its own users' mail only.
  it('knows the school’s day and hour', () => {
    expect(schoolDayAt(ZONE, new Date('2026-01-15T05:59:00Z'))).toEqual({ day: '2026-01-15', hour: 6 });
    expect(schoolDayAt(ZONE, new Date('2026-06-30T22:30:00Z'))).toEqual({ day: '2026-07-01', hour: 0 });
  });

  it('waits for 07:00 at school, then sends one e-mail listing the notices and marks them sent', async () => {
    const ana = await makeUser(app, ['STUDENT'], 'Ana');
    await waiting(ana, 'material', 'Nuevo material en Inglés B1: Tema 3', '2026-01-14T16:05:00Z');
    await waiting(ana, 'material', 'Nuevo material en Inglés B1: Tema 4', '2026-01-14T18:40:00Z');

    // 06:59 in Madrid (UTC+1 in winter).
    await sendDigests(ctx.db, at('2026-01-15T05:59:00Z'));
    expect(await mailsTo(ctx.db, ana.email)).toEqual([]);

    await sendDigests(ctx.db, at('2026-01-15T06:00:00Z'));
    const [mail, ...more] = await mailsTo(ctx.db, ana.email);
    expect(more).toEqual([]);
    const token = unsubscribeToken(SECRET, ana.id, 'material');
    expect(mail?.subject).toBe('Tu resumen diario de Aula: 2 avisos');
    expect(mail?.textBody).toContain('Hola, Ana:');
    expect(mail?.textBody).toContain('Nuevo material\n');
    expect(mail?.textBody).toContain('- Nuevo material en Inglés B1: Tema 3 (14 de enero a las 17:05)');
    expect(mail?.textBody).toContain('- Nuevo material en Inglés B1: Tema 4 (14 de enero a las 19:40)');
    expect(mail?.textBody).toContain('  http://aula.test/student/course/3');
    expect(mail?.textBody).toContain(`http://aula.test/notificaciones/baja/${token}`);
    expect(mail?.htmlBody).toContain(
      '<a href="http://aula.test/student/course/3">Nuevo material en Inglés B1: Tema 3</a>',
    );
    // One kind only: one click turns it off.
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<http://aula.test/api/notifications/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((await notificationsOf(ctx.db, ana.id)).map((row) => row.emailState)).toEqual(['sent', 'sent']);

    // Later that day: nothing again; what arrives waits for the next morning.
    await waiting(ana, 'activity', 'Nueva tarea en Inglés B1: Redacción', '2026-01-15T10:00:00Z');
    await sendDigests(ctx.db, at('2026-01-15T20:00:00Z'));
    expect(await mailsTo(ctx.db, ana.email)).toHaveLength(1);
    await sendDigests(ctx.db, at('2026-01-16T06:30:00Z'));
    const next = (await mailsTo(ctx.db, ana.email))[1];
    expect(next?.subject).toBe('Tu resumen diario de Aula: 1 aviso');
    expect(next?.textBody).toContain('Redacción');
    expect(next?.textBody).not.toContain('Tema 3');
  });

  it('groups several kinds, each with its own unsubscribe link, and one click in the header ends the digest', async () => {
    const luis = await makeUser(app, ['STUDENT']);
    await waiting(luis, 'activity', 'Nueva tarea en Francés A2: Diálogo', '2026-02-02T09:00:00Z');
    await waiting(luis, 'material', 'Nuevo material en Francés A2: Tema 1', '2026-02-02T10:00:00Z');
    await sendDigests(ctx.db, at('2026-02-03T08:00:00Z'));
    const [mail] = await mailsTo(ctx.db, luis.email);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<http://aula.test/api/notifications/unsubscribe/${unsubscribeToken(SECRET, luis.id, 'digest')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const kind of ['activity', 'material'] as const) {
      expect(mail?.textBody).toContain(
        `http://aula.test/notificaciones/baja/${unsubscribeToken(SECRET, luis.id, kind)}`,
      );
    }
    const text = mail?.textBody ?? '';
    expect(text.indexOf('Nuevas actividades')).toBeLessThan(text.indexOf('Nuevo material'));
  });

  it('sends one digest per user and day when several instances run at once', async () => {
    const eva = await makeUser(app, ['STUDENT']);
    await waiting(eva, 'material', 'Nuevo material en Alemán A1: Tema 9', '2026-03-03T09:00:00Z');
    const sent = await Promise.all([1, 2, 3, 4].map(() => sendDigests(ctx.db, at('2026-03-04T07:00:00Z'))));
    expect(await mailsTo(ctx.db, eva.email)).toHaveLength(1);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    const runs = await ctx.db.select().from(digestRuns).where(eq(digestRuns.userId, eva.id));
    expect(runs.map((run) => run.day)).toEqual(['2026-03-04']);
  });

  it('does not keep notices waiting for someone who cannot be written to', async () => {
    const unverified = await makeUser(app, ['STUDENT']);
    await ctx.db.update(users).set({ verified: false }).where(eq(users.id, unverified.id));
    await waiting(unverified, 'material', 'Nuevo material en Italiano: Tema 2', '2026-04-01T09:00:00Z');
    await sendDigests(ctx.db, at('2026-04-02T07:00:00Z'));
    expect(await mailsTo(ctx.db, unverified.email)).toEqual([]);
    expect((await notificationsOf(ctx.db, unverified.id)).map((row) => row.emailState)).toEqual([null]);
  });
});
