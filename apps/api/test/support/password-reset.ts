import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { passwordResetTokens } from '../../src/db/schema';
import { generateUrlToken, hashToken } from '../../src/security/tokens';
import { insertVerifiedUser, linkTokenFor } from './account';

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
export function resetTokenFor(db: Db, email: string): Promise<string | undefined> {
  return linkTokenFor(db, email, '/reset-password');
}

/** A verified account with a live recovery link; returns the link's token. */
export async function pendingPasswordReset(app: App, username: string): Promise<string> {
  const userId = await insertVerifiedUser(app, username, 'Olga', 'Olvidadiza');
  const token = generateUrlToken();
  await app.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}
