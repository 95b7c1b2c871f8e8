import { desc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';

export function forgotPassword(app: App, login: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { login },
    remoteAddress,
  });
}

export function resetPassword(
  app: App,
  token: string,
  password: string,
  { passwordConfirm = password, remoteAddress = '127.0.0.1' } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password, passwordConfirm },
    remoteAddress,
  });
}

/** The token of the last password-recovery e-mail queued for an address, or undefined if there is none. */
export async function resetTokenFor(db: Db, email: string): Promise<string | undefined> {
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id));
  for (const mail of mails) {
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.textBody)?.[1];
    if (token) return token;
  }
  return undefined;
}
