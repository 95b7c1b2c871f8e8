import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailOutboxRow } from '../db/schema';

/** Delivers one outbox row; throws if it could not, so the worker retries later. */
export interface MailTransport {
  readonly description: string;
  deliver(row: MailOutboxRow): Promise<void>;
  close(): void;
}

function envelope(row: MailOutboxRow, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'aula.local';
  return {
    from,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    headers: row.headers ?? undefined,
    // The same Message-ID on every attempt lets a receiving server drop a duplicate if a retry follows a
    // send whose success could not be recorded.
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`,
    date: row.createdAt,
  };
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Fail within seconds rather than nodemailer's minutes-long defaults: the worker retries anyway, and
    // its claim on the message must outlast a send.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let host = 'SMTP';
  try {
    const url = new URL(smtpUrl);
    host = `${url.protocol}//${url.host}`;
  } catch {}
  return {
    description: `SMTP via ${host}`,
    async deliver(row) {
      await transporter.sendMail(envelope(row, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP every message is written as a complete RFC 822 file, DATA_DIR/outbox/<created>-<id>.eml, whose
 * path is logged; its first link is repeated in an X-Aula-Link header: enough to verify an account on a
 * development machine or in an end-to-end test. The link itself is not logged: it carries a verification
 * token, and tokens never reach a log (decision 073).
 */
export function fileTransport(outboxDir: string, from: string, log: FastifyBaseLogger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${outboxDir} (no SMTP_URL)`,
    async deliver(row) {
      const link = /https?:\/\/\S+/.exec(row.textBody)?.[0];
      // The body is quoted-printable (links come out split and with '=3D'); this header carries the first
      // link verbatim for whoever reads the file: a developer, or an end-to-end test.
      const headers = {
        ...row.headers,
        ...(link ? { 'X-Aula-Link': { prepared: true, value: link } } : {}),
      };
      const info = await composer.sendMail({ ...envelope(row, from), headers });
      const stamp = row.createdAt.toISOString().replace(/[-:.]/g, '');
      const file = path.join(outboxDir, `${stamp}-${row.id}.eml`);
      // The message carries a live verification link: the server's user's only (decision 096).
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message, { mode: 0o600 });
      await rename(partial, file);
      log.info({ file, to: row.toAddress, subject: row.subject }, 'e-mail written to the outbox folder');
    },
    close: () => composer.close(),
  };
}
