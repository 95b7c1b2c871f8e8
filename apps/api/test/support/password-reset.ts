import { desc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { mailOutbox, passwordResetTokens, users } from '../../src/db/schema';
import { generateUrlToken, hashToken } from '../../src/security/tokens';

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

/** A verified account with a live recovery link; returns the link's token. */
export async function pendingPasswordReset(app: App, username: string): Promise<string> {
  const [user] = await app.db
    .insert(users)
    .values({
      name: 'Olga',
      surname: 'Olvidadiza',
      username,
      email: `${username}@aula.test`,
      passwordHash: 'not-a-password-hash',
      verified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('users insert returned no row');
  const token = generateUrlToken();
  await app.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}
