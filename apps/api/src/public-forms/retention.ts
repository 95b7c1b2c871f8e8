import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { contactMessages, jobApplications } from '../db/schema';
import { loggableError } from '../errors';
import type { FileStorage } from '../files/storage';

/** How long a contact message or a job application is kept: what /privacidad promises (decision 144). */
export const PUBLIC_FORMS_KEPT_DAYS = 365;
const PURGE_INTERVAL_MS = 60 * 60_000;

const olderThanKept = sql`now() - make_interval(days => ${PUBLIC_FORMS_KEPT_DAYS}::integer)`;

/**
 * Deletes the contact messages and job applications older than PUBLIC_FORMS_KEPT_DAYS, by the database's
 * clock, and each deleted application's CV; answers how many of each.
 */
export async function purgeAgedPublicForms(db: Db, files: FileStorage, log: FastifyBaseLogger) {
  const messages = await db
    .delete(contactMessages)
    .where(lte(contactMessages.createdAt, olderThanKept))
    .returning({ id: contactMessages.id });
  const applications = await db
    .delete(jobApplications)
    .where(lte(jobApplications.createdAt, olderThanKept))
    .returning({ cvFileId: jobApplications.cvFileId });
  // The rows are gone (committed); a CV whose bytes cannot be removed now is an orphan the next start removes.
  for (const { cvFileId } of applications) {
    await files.discard(db, cvFileId).catch((error: unknown) => {
      log.warn(loggableError(error), 'could not remove the CV of an expired application');
    });
  }
  return { messages: messages.length, applications: applications.length };
}

/** Runs the purge every hour while the server is up (every instance may: deleting twice is harmless). */
export function schedulePublicFormsPurge(app: { db: Db; files: FileStorage; log: FastifyBaseLogger }) {
  const timer = setInterval(() => {
    purgeAgedPublicForms(app.db, app.files, app.log).catch((error: unknown) =>
      app.log.warn(loggableError(error), 'could not purge aged contact messages and applications'),
    );
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
