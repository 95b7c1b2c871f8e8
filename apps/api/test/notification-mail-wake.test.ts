import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { notificationPreferences } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import { waitFor } from './support/helpers';
import { mailsTo } from './support/notification-mail';
import { auth, type TeacherWorld, teacherWorld } from './support/teacher';

/**
 * A notice queued deep inside a route (a new activity tells its students) leaves at once when the student
 * wants it by e-mail at once: the worker here would otherwise look at the outbox only once an hour.
 */
describeEachDatabase('notification e-mails leave after the write that queued them', (ctx) => {
  let app: App;
  let w: TeacherWorld;
  beforeAll(async () => {
    app = await ctx.app({
      mailRetry: { initialDelayMs: 20, maxDelayMs: 200, pollIntervalMs: 3_600_000, claimTimeoutMs: 10_000 },
    });
    w = await teacherWorld(app);
  });

  it('sends the instant notice of a new activity without waiting for the poll', async () => {
    await app.db
      .insert(notificationPreferences)
      .values({ userId: w.student.id, kind: 'activity', inApp: true, email: 'instant' });
    const created = await app.inject({
      method: 'POST',
      url: `/api/teacher/course/${w.course.id}/activity`,
      headers: { ...auth(w.teacher.token), 'content-type': 'application/json' },
      payload: { title: 'Redacción', type: 'TASK', dueDate: '2030-07-01T12:00:00+02:00' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mail = await waitFor(
      async () => (await mailsTo(app.db, w.student.email)).find((queued) => queued.sentAt !== null),
      'the notice e-mail sent without the hourly poll',
    );
    expect(mail?.subject).toContain('Redacción');
    await app.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, w.student.id));
  });
});
