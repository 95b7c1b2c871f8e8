import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { MailService } from '../mail/worker';
import { sendDigests } from './digest';
import { sendDueReminders } from './due-reminders';

interface JobsHost {
  db: Db;
  config: AppConfig;
  jwtSecret: Uint8Array;
  mail: MailService;
  log: FastifyBaseLogger;
}

/** One run of both jobs at `now`; the mail worker is woken if anything was queued. */
export async function runNotificationJobs(host: JobsHost, now: Date): Promise<void> {
  const { db, config, log } = host;
  const reminded = await sendDueReminders(db, config.schoolTimeZone, now).catch((error: unknown) => {
    log.warn({ err: error }, 'could not send the due-tomorrow reminders');
    return 0;
  });
  const digests = await sendDigests(db, {
    timeZone: config.schoolTimeZone,
    now,
    publicUrl: config.publicUrl,
    secret: host.jwtSecret,
  }).catch((error: unknown) => {
    log.warn({ err: error }, 'could not send the daily digests');
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
