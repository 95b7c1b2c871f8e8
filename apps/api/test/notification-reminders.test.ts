import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { activities, dueReminders } from '../src/db/schema';
import { sendDueReminders, tomorrowIn } from '../src/notifications/due-reminders';
import { describeEachDatabase, describeWithDatabase } from './support/harness';
import { waitFor } from './support/helpers';
import { notificationsOf } from './support/notification-mail';
import { enrol, makeActivity, makeCourse, makeResult, makeTest, makeUser } from './support/teacher';

const ZONE = 'Europe/Madrid';

describeEachDatabase('due-tomorrow reminders', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  /** A teacher's course with two students enrolled; each test uses its own days, so runs do not overlap. */
  async function course(overrides: { approved?: boolean; completed?: boolean } = {}) {
    const teacher = await makeUser(app, ['TEACHER']);
    const made = await makeCourse(ctx.db, teacher.id, { name: 'Inglés B1', ...overrides });
    const students = [await makeUser(app, ['STUDENT']), await makeUser(app, ['STUDENT'])];
    for (const student of students) await enrol(ctx.db, made.id, student.id);
    return { course: made, students };
  }

  it('takes tomorrow in the school’s time zone, 23 hours long on the spring change', () => {
    // Saturday 28 March 2026 at 11:00 in Madrid; the clocks go forward that night.
    expect(tomorrowIn(ZONE, new Date('2026-03-28T10:00:00Z'))).toEqual({
      from: new Date('2026-03-28T23:00:00Z'),
      to: new Date('2026-03-29T22:00:00Z'),
    });
    // 00:30 in Madrid is still the day before in UTC.
    expect(tomorrowIn(ZONE, new Date('2026-07-09T22:30:00Z')).from).toEqual(new Date('2026-07-10T22:00:00Z'));
  });

  it('tells each enrolled student who has not handed in, once, whatever the number of runs', async () => {
    const now = new Date('2026-03-28T10:00:00Z');
    const { course: c, students } = await course();
    const [ana, luis] = students as [(typeof students)[0], (typeof students)[0]];
    const outsider = await makeUser(app, ['STUDENT']);
    // 23:30 on Sunday the 29th in Madrid (CEST): tomorrow.
    const task = await makeActivity(ctx.db, c.id, {
      title: 'Redacción',
      dueDate: new Date('2026-03-29T21:30:00Z'),
    });
    // 00:30 on Monday the 30th: the day after tomorrow. 23:30 on Saturday: today.
    await makeActivity(ctx.db, c.id, { title: 'Lejos', dueDate: new Date('2026-03-29T22:30:00Z') });
    await makeActivity(ctx.db, c.id, { title: 'Hoy', dueDate: new Date('2026-03-28T22:30:00Z') });
    await makeResult(app, task.id, luis.id, { withFile: false });

    expect(await sendDueReminders(ctx.db, ZONE, now)).toBe(1);
    expect(await sendDueReminders(ctx.db, ZONE, now)).toBe(0);
    expect(await sendDueReminders(ctx.db, ZONE, new Date('2026-03-28T22:59:00Z'))).toBe(0);

    const rows = await notificationsOf(ctx.db, ana.id);
    expect(
      rows.map(({ kind, title, link, inApp, emailState }) => ({ kind, title, link, inApp, emailState })),
    ).toEqual([
      {
        kind: 'due-tomorrow',
        title: '«Redacción» vence mañana (Inglés B1)',
        link: `/student/course/${c.id}/task/${task.id}`,
        inApp: true,
        emailState: 'digest',
      },
    ]);
    expect(await notificationsOf(ctx.db, luis.id)).toEqual([]);
    expect(await notificationsOf(ctx.db, outsider.id)).toEqual([]);
  });

  it('links a test to its test page', async () => {
    const { course: c, students } = await course();
    const { activity } = await makeTest(ctx.db, c.id, [2]);
    await ctx.db
      .update(activities)
      .set({ dueDate: new Date('2026-05-12T09:00:00Z') })
      .where(eq(activities.id, activity.id));
    expect(await sendDueReminders(ctx.db, ZONE, new Date('2026-05-11T08:00:00Z'))).toBe(2);
    const [row] = await notificationsOf(ctx.db, students[0]?.id ?? 0);
    expect(row?.link).toBe(`/student/course/${c.id}/test/${activity.id}`);
    expect(row?.title).toBe('«Test» vence mañana (Inglés B1)');
  });

  it('leaves out courses that are pending or finished', async () => {
    const pending = await course({ approved: false });
    const finished = await course({ completed: true });
    const due = new Date('2026-09-15T10:00:00Z');
    await makeActivity(ctx.db, pending.course.id, { dueDate: due });
    await makeActivity(ctx.db, finished.course.id, { dueDate: due });
    expect(await sendDueReminders(ctx.db, ZONE, new Date('2026-09-14T10:00:00Z'))).toBe(0);
    for (const student of [...pending.students, ...finished.students]) {
      expect(await notificationsOf(ctx.db, student.id)).toEqual([]);
    }
  });

  it('gives each pair one reminder when several instances run at the same moment', async () => {
    const { course: c, students } = await course();
    const task = await makeActivity(ctx.db, c.id, { dueDate: new Date('2026-11-20T16:00:00Z') });
    const now = new Date('2026-11-19T07:00:00Z');
    const told = await Promise.all([1, 2, 3, 4].map(() => sendDueReminders(ctx.db, ZONE, now)));
    expect(told.reduce((sum, n) => sum + n, 0)).toBe(2);
    for (const student of students) expect(await notificationsOf(ctx.db, student.id)).toHaveLength(1);
    expect(await ctx.db.select().from(dueReminders).where(eq(dueReminders.activityId, task.id))).toHaveLength(
      2,
    );
  });
});

describeWithDatabase('due-tomorrow reminders on a schedule', (ctx) => {
  it('run by the app itself when it is configured with an interval', async () => {
    const app = await ctx.app({ notificationJobsEveryMs: 50 });
    const teacher = await makeUser(app, ['TEACHER']);
    const c = await makeCourse(ctx.db, teacher.id);
    const student = await makeUser(app, ['STUDENT']);
    await enrol(ctx.db, c.id, student.id);
    const { from } = tomorrowIn(ZONE, new Date());
    await makeActivity(ctx.db, c.id, { dueDate: new Date(from.getTime() + 3_600_000) });
    const [row] = await waitFor(async () => {
      const rows = await notificationsOf(ctx.db, student.id);
      return rows.length > 0 && rows;
    }, 'the scheduled reminder');
    expect(row?.kind).toBe('due-tomorrow');
    await app.close();
  });
});
