import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import {
  contactMessages,
  dueReminders,
  jobApplications,
  mailOutbox,
  notificationPreferences,
  notifications,
  storedFileChunks,
  storedFiles,
} from '../src/db/schema';
import { sendDigests } from '../src/notifications/digest';
import { sendDueReminders } from '../src/notifications/due-reminders';
import { notify } from '../src/notifications/notify';
import { purgeAgedPublicForms } from '../src/public-forms/retention';
import { createTestDatabase, postgresReachableOrCiFails, type TestDatabase } from './support/databases';
import { makeTempDir, TEST_JWT_SECRET, testConfig } from './support/harness';
import { waitFor } from './support/helpers';
import { makeContactMessage, makePosition } from './support/public-forms';
import { enrol, makeActivity, makeCourse, makeResult, makeUser } from './support/teacher';

const ZONE = 'Europe/Madrid';
// Tuesday 10 March 2026, 09:00 at school: past the digest's hour, and the activity below is due tomorrow.
const NOW = new Date('2026-03-10T08:00:00Z');
const ROUNDS = 4;

/** One instance's periodic jobs at one moment: the reminders and digests (in runNotificationJobs' order), the purge. */
async function runJobs(app: App) {
  const reminded = await sendDueReminders(app.db, ZONE, NOW);
  const digests = await sendDigests(app.db, {
    timeZone: ZONE,
    now: NOW,
    publicUrl: app.config.publicUrl,
    secret: new TextEncoder().encode(TEST_JWT_SECRET),
  });
  const purged = await purgeAgedPublicForms(app.db, app.files, app.log);
  return { reminded, digests, ...purged };
}

/** Three contact messages and two job applications kept past the year /privacidad promises, one of each within. */
async function publicForms(app: App) {
  const db = app.db;
  const position = await makePosition(db);
  const application = async () => {
    const cv = await app.files.save(db, {
      data: Buffer.from('%PDF-1.4 CV'),
      originalName: 'cv.pdf',
      mimeType: 'application/pdf',
    });
    const [row] = await db
      .insert(jobApplications)
      .values({
        positionId: position.id,
        name: 'Lucía',
        email: 'l@example.com',
        languages: 'Inglés',
        cvFileId: cv.id,
      })
      .returning();
    if (!row) throw new Error('job_applications insert returned no row');
    return row;
  };
  const agedMessages = [
    await makeContactMessage(db),
    await makeContactMessage(db),
    await makeContactMessage(db),
  ];
  const agedApplications = [await application(), await application()];
  const yearAndADayAgo = sql`now() - interval '366 days'`;
  await db
    .update(contactMessages)
    .set({ createdAt: yearAndADayAgo })
    .where(
      inArray(
        contactMessages.id,
        agedMessages.map((row) => row.id),
      ),
    );
  await db
    .update(jobApplications)
    .set({ createdAt: yearAndADayAgo })
    .where(
      inArray(
        jobApplications.id,
        agedApplications.map((row) => row.id),
      ),
    );
  return {
    agedCvs: agedApplications.map((row) => row.cvFileId),
    recentMessage: (await makeContactMessage(db)).id,
    recentApplication: (await application()).id,
  };
}

/**
 * Two instances of the server on one PostgreSQL, each with its own connections, run the reminders, the
 * digests and the retention purge at the same moment, round after round: every e-mail is queued once and
 * delivered once between their two mail workers, and the purge deletes each row once without an error.
 */
describe.runIf(await postgresReachableOrCiFails())('periodic jobs on two instances of one school', () => {
  let database: TestDatabase;
  const dirs: string[] = [];
  let apps: App[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    for (let i = 0; i < 2; i++) {
      const dir = await makeTempDir('aula-jobs-');
      dirs.push(dir);
      apps.push(await buildApp(testConfig(dir, { databaseUrl: database.url }), { print: () => {} }));
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
    await database?.dispose();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('sends each reminder and digest once and purges each aged form once', async () => {
    const [app] = apps as [App, App];
    const db = app.db;
    const teacher = await makeUser(app, ['TEACHER'], 'Elena');
    const course = await makeCourse(db, teacher.id, { name: 'Inglés B1' });
    // Ana's reminder waits for the digest (the default), Luis wants it at once, Marta has a material notice
    // waiting too, and Pablo has handed in: no reminder.
    const [ana, luis, marta, pablo] = [
      await makeUser(app, ['STUDENT'], 'Ana'),
      await makeUser(app, ['STUDENT'], 'Luis'),
      await makeUser(app, ['STUDENT'], 'Marta'),
      await makeUser(app, ['STUDENT'], 'Pablo'),
    ];
    for (const student of [ana, luis, marta, pablo]) await enrol(db, course.id, student.id);
    const task = await makeActivity(db, course.id, { dueDate: new Date('2026-03-11T15:00:00Z') });
    await makeResult(app, task.id, pablo.id, { withFile: false });
    await db
      .insert(notificationPreferences)
      .values({ userId: luis.id, kind: 'due-tomorrow', inApp: true, email: 'instant' });
    await notify(db, {
      kind: 'material',
      userIds: [marta.id],
      title: 'Nuevo material: Tema 3',
      link: '/student/course/1',
    });
    await notify(db, { kind: 'enrolment', userIds: [teacher.id], title: 'Nueva inscripción', link: null });

    const forms = await publicForms(app);

    const totals = { reminded: 0, digests: 0, messages: 0, applications: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const runs = await Promise.allSettled(apps.map(runJobs));
      const failures = runs.flatMap((run) => (run.status === 'rejected' ? [String(run.reason)] : []));
      expect(failures, `round ${round + 1}`).toEqual([]);
      for (const run of runs) {
        if (run.status !== 'fulfilled') continue;
        for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += run.value[key];
      }
    }
    // Ana, Luis and Marta were reminded; Ana, Marta and the teacher got a digest.
    expect(totals).toEqual({ reminded: 3, digests: 3, messages: 3, applications: 2 });

    const queued = await db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox);
    const kindOf = (subject: string) =>
      subject.startsWith('Tu resumen diario de Aula') ? 'digest' : subject;
    expect(queued.map((mail) => `${mail.to} ${kindOf(mail.subject)}`).sort()).toEqual(
      [
        `${ana.email} digest`,
        `${marta.email} digest`,
        `${teacher.email} digest`,
        `${luis.email} «Redacción» vence mañana (Inglés B1)`,
      ].sort(),
    );
    expect(await db.select().from(dueReminders).where(eq(dueReminders.activityId, task.id))).toHaveLength(3);
    const reminders = await db.select().from(notifications).where(eq(notifications.kind, 'due-tomorrow'));
    expect(reminders.map((row) => row.userId).sort()).toEqual([ana.id, luis.id, marta.id].sort());

    // Between them the two mail workers deliver each message once.
    for (const instance of apps) instance.mail.wake();
    await waitFor(
      async () => (await db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length === 0,
      'the outbox to be delivered',
    );
    const delivered = (
      await Promise.all(dirs.map((dir) => readdir(path.join(dir, 'outbox')).catch(() => [])))
    ).flat();
    expect(delivered.filter((file) => file.endsWith('.eml'))).toHaveLength(queued.length);

    // The aged forms are gone with their CVs' rows and bytes; the recent ones stay.
    expect((await db.select({ id: contactMessages.id }).from(contactMessages)).map((row) => row.id)).toEqual([
      forms.recentMessage,
    ]);
    expect((await db.select({ id: jobApplications.id }).from(jobApplications)).map((row) => row.id)).toEqual([
      forms.recentApplication,
    ]);
    expect(await db.select().from(storedFiles).where(inArray(storedFiles.id, forms.agedCvs))).toEqual([]);
    expect(
      await db.select().from(storedFileChunks).where(inArray(storedFileChunks.fileId, forms.agedCvs)),
    ).toEqual([]);
  });
});
