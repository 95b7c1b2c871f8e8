import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers: a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Queues a message in the outbox. Pass the transaction that makes the change the message is about, so the
 * message exists exactly when the change does; after that transaction commits, call `app.mail.wake()` so it
 * leaves at once instead of at the worker's next poll.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/** Queues many messages in one statement (an announcement's notices to a whole course). */
export async function queueMails(db: Db, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length > 0) await db.insert(mailOutbox).values(mails.map(outboxRow));
}

function outboxRow(mail: OutgoingMail) {
  return {
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    headers: mail.headers ?? null,
  };
}
