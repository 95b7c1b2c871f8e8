import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEFAULT_NOTIFICATION_MAIL_GAP_MS } from '../src/config';
import { notifications } from '../src/db/schema';
import { sendDigests } from '../src/notifications/digest';
import { notify } from '../src/notifications/notify';
import { describeEachDatabase, TEST_JWT_SECRET } from './support/harness';
import { mailsTo, notificationsOf } from './support/notification-mail';
import { makeUser, type TestUser } from './support/teacher';

/**
 * Instant notification e-mails grouped (decision 155): one e-mail per person and link (a conversation) per
 * NOTIFICATION_MAIL_GAP, the rest in the next digest. Time passes by moving the rows' created_at back, the
 * clock the rule reads, never by waiting.
 */
describeEachDatabase('notification e-mail gap', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  const message = (user: TestUser, conversation: number, n: number) =>
    notify(ctx.db, {
      kind: 'message',
      userIds: [user.id],
      title: `Nuevo mensaje ${n}`,
      link: `/teacher/messages/${conversation}`,
    });
  /** Every notice of `user` written so far moves `ms` into the past. */
  const timePasses = (user: TestUser, ms: number) =>
    ctx.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - make_interval(secs => ${ms / 1000})` })
      .where(eq(notifications.userId, user.id));

  it('thirty messages of one conversation in a minute make one e-mail; the rest wait for the digest', async () => {
    const teacher = await makeUser(app, ['TEACHER'], 'Teresa');
    for (let n = 1; n <= 30; n += 1) await message(teacher, 1, n);
    expect((await mailsTo(ctx.db, teacher.email)).map((mail) => mail.subject)).toEqual(['Nuevo mensaje 1']);
    const rows = await notificationsOf(ctx.db, teacher.id);
    expect(rows.filter((row) => row.emailState === 'digest')).toHaveLength(29);
    // Every notice is still in the list.
    expect(rows.every((row) => row.inApp)).toBe(true);

    await sendDigests(ctx.db, {
      timeZone: 'Europe/Madrid',
      now: new Date('2030-01-15T08:00:00Z'),
      publicUrl: 'http://aula.test',
      secret: new TextEncoder().encode(TEST_JWT_SECRET),
    });
    const mails = await mailsTo(ctx.db, teacher.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Nuevo mensaje 1',
      'Tu resumen diario de Aula: 29 avisos',
    ]);
  });

  it('another conversation gets its own e-mail, and the same one again once the gap has passed', async () => {
    const teacher = await makeUser(app, ['TEACHER']);
    await message(teacher, 1, 1);
    await message(teacher, 2, 2);
    await message(teacher, 1, 3);
    await timePasses(teacher, DEFAULT_NOTIFICATION_MAIL_GAP_MS - 1000);
    await message(teacher, 1, 4);
    await timePasses(teacher, 1000);
    await message(teacher, 1, 5);
    const subjects = (await mailsTo(ctx.db, teacher.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(['Nuevo mensaje 1', 'Nuevo mensaje 2', 'Nuevo mensaje 5']);
  });

  it('counts per recipient: one person’s e-mail does not hold back another’s', async () => {
    const [a, b] = [await makeUser(app, ['TEACHER']), await makeUser(app, ['TEACHER'])];
    await message(a, 7, 1);
    await notify(ctx.db, {
      kind: 'message',
      userIds: [a.id, b.id],
      title: 'Nuevo mensaje 2',
      link: '/teacher/messages/7',
    });
    expect((await mailsTo(ctx.db, a.email)).map((mail) => mail.subject)).toEqual(['Nuevo mensaje 1']);
    expect((await mailsTo(ctx.db, b.email)).map((mail) => mail.subject)).toEqual(['Nuevo mensaje 2']);
    const waiting = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.id), eq(notifications.emailState, 'digest')));
    expect(waiting.map((row) => row.title)).toEqual(['Nuevo mensaje 2']);
  });
});
