import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The server writes each e-mail to DATA_DIR/outbox as an .eml file when no SMTP server is configured. */
function outboxDir() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'outbox');
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of the message. */
function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A message with its body decoded and its headers as written: the headers are not quoted-printable, and
 * decoding them turned a link whose token starts with '3D' (X-Aula-Link: …token=3D…) into a shorter one.
 */
function readable(raw: string) {
  const bodyStart = raw.search(/\r?\n\r?\n/);
  return bodyStart === -1 ? raw : raw.slice(0, bodyStart) + decodeQuotedPrintable(raw.slice(bodyStart));
}

function messagesTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => readable(readFileSync(path.join(outboxDir(), f), 'utf8')))
    .filter((m) => m.toLowerCase().includes(`to: ${address.toLowerCase()}`));
}

/** Waits for an e-mail to `address` with a link to `page` and returns the link's path (e.g. /verify?token=…). */
async function linkTo(address: string, page: string, what: string): Promise<string> {
  // A registration that started on a course's 'Inscribirse' carries the way back (decision 143).
  const pattern = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[A-Za-z0-9_-]+(?:&next=[%A-Za-z0-9_.~-]+)?`);
  let link = '';
  await expect
    .poll(
      () => {
        const match = messagesTo(address)
          .map((m) => m.match(pattern))
          .find(Boolean);
        link = match?.[0] ?? '';
        return link;
      },
      { message: `${what} e-mail to ${address}`, timeout: 15_000 },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Waits for the verification e-mail to `address` and returns the path of its link (e.g. /verify?token=…). */
export function verificationLinkFor(address: string): Promise<string> {
  return linkTo(address, '/verify', 'verification');
}

/** Waits for the password-recovery e-mail to `address` and returns the path of its link. */
export function resetLinkFor(address: string): Promise<string> {
  return linkTo(address, '/reset-password', 'password-recovery');
}

/** Waits for the e-mail-change link sent to the new `address` and returns the path of its link. */
export function emailChangeLinkFor(address: string): Promise<string> {
  return linkTo(address, '/confirm-email', 'e-mail change');
}

/** Waits for an e-mail to `address` whose (decoded) text contains `text`. */
export async function expectMailTo(address: string, text: string, what: string): Promise<void> {
  await expect
    .poll(() => messagesTo(address).some((message) => message.includes(text)), {
      message: `${what} e-mail to ${address}`,
      timeout: 15_000,
    })
    .toBe(true);
}

/** Waits for the newsletter's confirmation e-mail to `address` and returns the path of its link. */
export function newsletterConfirmLinkFor(address: string): Promise<string> {
  return linkTo(address, '/newsletter/confirmar', 'newsletter confirmation');
}

/** Waits for a newsletter e-mail to `address` and returns the path of its unsubscribe page. */
export function newsletterUnsubscribeLinkFor(address: string): Promise<string> {
  return linkTo(address, '/newsletter/baja', 'newsletter');
}
