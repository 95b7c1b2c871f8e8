import { NOTIFICATION_MESSAGES } from '@aula/forms';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { notificationPreferences } from '../src/db/schema';
import { notify } from '../src/notifications/notify';
import { describeEachDatabase } from './support/harness';
import { mailsTo, notificationsOf } from './support/notification-mail';
import { auth, makeUser, UNAUTHENTICATED } from './support/teacher';

const STUDENT_DEFAULTS = [
  { kind: 'message', inApp: true, email: 'instant' },
  { kind: 'activity', inApp: true, email: 'digest' },
  { kind: 'material', inApp: true, email: 'digest' },
  { kind: 'grade', inApp: true, email: 'instant' },
  { kind: 'due-tomorrow', inApp: true, email: 'digest' },
  { kind: 'timetable', inApp: true, email: 'digest' },
];

describeEachDatabase('notification preferences', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  const read = (token: string | undefined) =>
    app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: auth(token) });
  const save = (token: string | undefined, preferences: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: auth(token),
      payload: { preferences },
    });

  it("lists the kinds of the user's roles with the defaults until they choose", async () => {
    const student = await makeUser(app, ['STUDENT']);
    const response = await read(student.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ preferences: STUDENT_DEFAULTS });

    const admin = await makeUser(app, ['ADMIN']);
    expect((await read(admin.token)).json().preferences.map((p: { kind: string }) => p.kind)).toEqual([
      'message',
      'course-pending',
    ]);
  });

  it('gives a teacher who also studies the union of both lists, each kind once, in the kinds’ order', async () => {
    const both = await makeUser(app, ['STUDENT', 'TEACHER']);
    const kinds = (await read(both.token)).json().preferences.map((p: { kind: string }) => p.kind);
    expect(kinds).toEqual([
      'message',
      'course-approved',
      'course-rejected',
      'course-finished',
      'enrolment',
      'hand-in',
      'activity',
      'material',
      'grade',
      'due-tomorrow',
      'timetable',
    ]);
  });

  it('stores the choices sent and answers the whole list; the next read shows them', async () => {
    const student = await makeUser(app, ['STUDENT']);
    const response = await save(student.token, [
      { kind: 'grade', inApp: false, email: 'digest' },
      { kind: 'message', inApp: true, email: 'off' },
    ]);
    expect(response.statusCode).toBe(200);
    const expected = STUDENT_DEFAULTS.map((p) =>
      p.kind === 'grade'
        ? { kind: 'grade', inApp: false, email: 'digest' }
        : p.kind === 'message'
          ? { kind: 'message', inApp: true, email: 'off' }
          : p,
    );
    expect(response.json()).toEqual({ preferences: expected });
    expect((await read(student.token)).json()).toEqual({ preferences: expected });

    // Changing a stored choice updates its row.
    await save(student.token, [{ kind: 'grade', inApp: true, email: 'off' }]);
    const grade = (await read(student.token))
      .json()
      .preferences.find((p: { kind: string }) => p.kind === 'grade');
    expect(grade).toEqual({ kind: 'grade', inApp: true, email: 'off' });
  });

  it('takes the last choice of a kind sent twice', async () => {
    const student = await makeUser(app, ['STUDENT']);
    const response = await save(student.token, [
      { kind: 'material', inApp: true, email: 'instant' },
      { kind: 'material', inApp: false, email: 'off' },
    ]);
    expect(response.statusCode).toBe(200);
    const material = response.json().preferences.find((p: { kind: string }) => p.kind === 'material');
    expect(material).toEqual({ kind: 'material', inApp: false, email: 'off' });
  });

  it("refuses a kind that is not for the user's roles, and stores nothing of that request", async () => {
    const teacher = await makeUser(app, ['TEACHER']);
    const response = await save(teacher.token, [
      { kind: 'message', inApp: false, email: 'off' },
      { kind: 'grade', inApp: false, email: 'off' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: NOTIFICATION_MESSAGES.kindUnknown });
    const stored = await ctx.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, teacher.id));
    expect(stored).toEqual([]);
  });

  it('refuses unknown kinds and deliveries with their Spanish messages', async () => {
    const student = await makeUser(app, ['STUDENT']);
    const kind = await save(student.token, [{ kind: 'spam', inApp: true, email: 'off' }]);
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toEqual({ error: NOTIFICATION_MESSAGES.kindUnknown });
    const delivery = await save(student.token, [{ kind: 'grade', inApp: true, email: 'weekly' }]);
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json()).toEqual({ error: NOTIFICATION_MESSAGES.deliveryUnknown });
    const extra = await save(student.token, [{ kind: 'grade', inApp: true, email: 'off', userId: 1 }]);
    expect(extra.json()).toEqual({ error: NOTIFICATION_MESSAGES.unknownField });
  });

  it('needs a session', async () => {
    expect((await read(undefined)).json()).toEqual(UNAUTHENTICATED);
    expect((await save(undefined, [{ kind: 'message', inApp: true, email: 'off' }])).statusCode).toBe(401);
  });

  it('is what notify() follows: no row and no mail when both are off, a mail without a row when only e-mail is on', async () => {
    const student = await makeUser(app, ['STUDENT']);
    await save(student.token, [
      { kind: 'grade', inApp: false, email: 'off' },
      { kind: 'material', inApp: false, email: 'instant' },
    ]);
    await notify(ctx.db, { kind: 'grade', userIds: [student.id], title: 'Nota publicada', link: null });
    await notify(ctx.db, { kind: 'material', userIds: [student.id], title: 'Nuevo tema', link: null });
    const rows = await notificationsOf(ctx.db, student.id);
    expect(rows.map((row) => [row.kind, row.inApp, row.emailState])).toEqual([['material', false, 'sent']]);
    expect((await mailsTo(ctx.db, student.email)).map((mail) => mail.subject)).toEqual(['Nuevo tema']);
  });
});
