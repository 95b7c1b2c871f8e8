import { and, count, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailRetryPolicy } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { loggableError } from '../errors';
import type { MailTransport } from './transport';

export interface MailService {
  /** Ask the worker to look for due messages now (call after committing a transaction that queued mail). */
  wake(): void;
  /** Resolves once every queued message has been delivered; rejects after timeoutMs. */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  /** Finishes the message being sent, then stops. */
  stop(): Promise<void>;
  readonly transportDescription: string;
}

/** Delay before retry number `attempts` (1 = after the first failure): doubling, capped. */
export function retryDelayMs(attempts: number, policy: MailRetryPolicy): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.initialDelayMs * 2 ** exponent, policy.maxDelayMs);
}

/**
 * How long a sent message stays in the outbox, as the record that it went out (the privacy notice,
 * /privacidad, says 30 days). The worker deletes older ones at most once an hour.
 */
export const SENT_MAIL_KEPT_DAYS = 30;
const SENT_MAIL_PURGE_INTERVAL_MS = 3_600_000;

function millis(ms: number) {
  return sql`(${Math.round(ms)}::integer * interval '1 millisecond')`;
}

/** Deletes the messages sent more than SENT_MAIL_KEPT_DAYS ago, by the database's clock; answers how many. */
export async function purgeSentMail(db: Db): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(lte(mailOutbox.sentAt, sql`now() - make_interval(days => ${SENT_MAIL_KEPT_DAYS}::integer)`))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/**
 * Delivers the outbox one message at a time. A message is claimed by pushing its next_attempt_at past the
 * longest possible send in the same statement that selects it (FOR UPDATE SKIP LOCKED), so instances sharing
 * a PostgreSQL never send the same row twice, and a crashed sender's claim simply expires. The send itself
 * runs outside any transaction: PGlite serves one transaction at a time and SMTP may be slow.
 */
export function startMailWorker(options: {
  db: Db;
  transport: MailTransport;
  retry: MailRetryPolicy;
  log: FastifyBaseLogger;
}): MailService {
  const { db, transport, retry, log } = options;
  let stopped = false;
  let wakeRequested = false;
  let interruptSleep: (() => void) | undefined;
  let cycleWaiters: Array<() => void> = [];

  const cycleFinished = () => {
    const waiters = cycleWaiters;
    cycleWaiters = [];
    for (const resolve of waiters) resolve();
  };
  const nextCycle = () => new Promise<void>((resolve) => cycleWaiters.push(resolve));

  async function claim() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${millis(retry.claimTimeoutMs)}`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row;
  }

  async function deliverDue() {
    while (!stopped) {
      const row = await claim();
      if (!row) return;
      try {
        await transport.deliver(row);
        await db
          .update(mailOutbox)
          .set({ sentAt: sql`now()`, lastError: null })
          .where(sql`${mailOutbox.id} = ${row.id}`);
      } catch (error) {
        const delay = retryDelayMs(row.attempts, retry);
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { mailId: row.id, attempts: row.attempts, retryInMs: delay, reason: message },
          'e-mail not sent yet',
        );
        await db
          .update(mailOutbox)
          .set({ nextAttemptAt: sql`now() + ${millis(delay)}`, lastError: message.slice(0, 1000) })
          .where(sql`${mailOutbox.id} = ${row.id}`);
      }
    }
  }

  async function msUntilNextDue(): Promise<number> {
    const [row] = await db
      .select({
        ms: sql<string | null>`extract(epoch from (min(${mailOutbox.nextAttemptAt}) - now())) * 1000`,
      })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    if (row?.ms == null) return retry.pollIntervalMs;
    // Never spin: something due but not claimable (held by another instance) is looked at again shortly.
    return Math.min(Math.max(Number(row.ms), 50), retry.pollIntervalMs);
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interruptSleep = undefined;
        resolve();
      }
      interruptSleep = done;
    });
  }

  async function loop() {
    let nextPurge = 0;
    while (!stopped) {
      wakeRequested = false;
      let delay = retry.pollIntervalMs;
      try {
        if (Date.now() >= nextPurge) {
          nextPurge = Date.now() + SENT_MAIL_PURGE_INTERVAL_MS;
          await purgeSentMail(db);
        }
        await deliverDue();
        delay = await msUntilNextDue();
      } catch (error) {
        if (stopped) break;
        log.error(loggableError(error), 'mail worker could not read the outbox');
        delay = retry.maxDelayMs;
      }
      cycleFinished();
      if (!stopped && !wakeRequested) await sleep(delay);
    }
    cycleFinished();
  }

  const running = loop();

  async function unsentCount(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
    return row?.n ?? 0;
  }

  function wake() {
    wakeRequested = true;
    interruptSleep?.();
  }

  return {
    transportDescription: transport.description,
    wake,
    async drain({ timeoutMs = 20_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      wake();
      for (;;) {
        const cycle = nextCycle();
        if ((await unsentCount()) === 0) return;
        if (stopped) throw new Error('The mail worker is stopped; the outbox cannot drain.');
        const left = deadline - Date.now();
        if (left <= 0) {
          const [pending] = await db
            .select({ lastError: mailOutbox.lastError })
            .from(mailOutbox)
            .where(isNull(mailOutbox.sentAt))
            .limit(1);
          throw new Error(
            `The outbox did not drain in ${timeoutMs} ms (last error: ${pending?.lastError ?? 'none'})`,
          );
        }
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([cycle, new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
        clearTimeout(timer);
      }
    },
    async stop() {
      stopped = true;
      interruptSleep?.();
      await running;
      transport.close();
    },
  };
}
