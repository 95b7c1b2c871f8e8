import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { loggableError } from '../errors';
import type { FileStorage } from '../files/storage';
import { DEFAULT_STORAGE_QUOTAS } from '../files/storage-quotas';
import type { MailService } from '../mail/worker';
import { sweepUnusedRecordings } from '../questions/recordings';
import { sendDigests } from './digest';
import { sendDueReminders } from './due-reminders';

interface JobsHost {
  db: Db;
  config: AppConfig;
  jwtSecret: Uint8Array;
  mail: MailService;
  files: FileStorage;
  log: FastifyBaseLogger;
}

/** Deletes the recordings no answer or draft has named for the grace period (decision 161). */
export async function sweepRecordings(host: JobsHost, now: Date): Promise<number> {
  const grace = (host.config.storageQuotas ?? DEFAULT_STORAGE_QUOTAS).recordingGraceMs;
  const swept = await sweepUnusedRecordings(host.db, host.files, now, grace).catch((error: unknown) => {
    host.log.warn(loggableError(error), 'could not delete the unused recordings');
    return 0;
  });
  if (swept > 0) host.log.info({ swept }, 'deleted recordings no answer uses');
  return swept;
}

/**
 * One run of the periodic jobs at `now`: the reminders and digests (the mail worker is woken if anything was
 * queued), and the sweep of unused recordings.
 */
export async function runNotificationJobs(host: JobsHost, now: Date): Promise<void> {
  const { db, config, log } = host;
  await sweepRecordings(host, now);
  const reminded = await sendDueReminders(db, config.schoolTimeZone, now).catch((error: unknown) => {
    log.warn(loggableError(error), 'could not send the due-tomorrow reminders');
    return 0;
  });
  const digests = await sendDigests(db, {
    timeZone: config.schoolTimeZone,
    now,
    publicUrl: config.publicUrl,
    secret: host.jwtSecret,
  }).catch((error: unknown) => {
    log.warn(loggableError(error), 'could not send the daily digests');
    return 0;
  });
  if (reminded + digests > 0) {
    log.info({ reminded, digests }, 'notification jobs queued their e-mails');
    host.mail.wake();
  }
}

/**
 * Runs the jobs every `everyMs` while the server is up (an unref'd timer, one run at a time). The returned
 * stop waits for a run under way, so the database is not closed beneath it.
 */
export function scheduleNotificationJobs(host: JobsHost, everyMs: number): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runNotificationJobs(host, new Date()).finally(() => {
      running = undefined;
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
