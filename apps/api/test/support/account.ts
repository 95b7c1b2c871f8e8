import { desc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { emailChangeTokens, mailOutbox, users } from '../../src/db/schema';
import { generateUrlToken, hashToken } from '../../src/security/tokens';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function updateProfile(app: App, token: string, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/account/profile', headers: bearer(token), payload });
}

export function changeLocale(app: App, token: string, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/account/locale', headers: bearer(token), payload });
}

export function changePassword(app: App, token: string, payload: object, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'PUT',
    url: '/api/account/password',
    headers: bearer(token),
    payload,
    remoteAddress,
  });
}

export function changeEmail(app: App, token: string, payload: object, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/account/email',
    headers: bearer(token),
    payload,
    remoteAddress,
  });
}

export function confirmEmail(app: App, token: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/account/confirm-email',
    payload: { token },
    remoteAddress,
  });
}

export function me(app: App, token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

/** The e-mails queued for an address, newest first. */
export async function mailsTo(db: Db, email: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
}

/** The token of the last link to `page` (e.g. '/confirm-email') queued for an address, or undefined. */
export async function linkTokenFor(db: Db, email: string, page: string): Promise<string | undefined> {
  const link = new RegExp(`${page}\\?token=([\\w-]+)`);
  for (const mail of await mailsTo(db, email)) {
    const token = link.exec(mail.textBody)?.[1];
    if (token) return token;
  }
  return undefined;
}

/** The token of the last e-mail-change link queued for an address, or undefined if there is none. */
export function emailChangeTokenFor(db: Db, email: string): Promise<string | undefined> {
  return linkTokenFor(db, email, '/confirm-email');
}

/** A verified account that cannot log in with a password, made straight in the database; returns its id. */
export async function insertVerifiedUser(app: App, username: string, name: string, surname: string) {
  const [user] = await app.db
    .insert(users)
    .values({
      name,
      surname,
      username,
      email: `${username}@aula.test`,
      passwordHash: 'not-a-password-hash',
      verified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('users insert returned no row');
  return user.id;
}

/** A verified user with a live e-mail-change link to a fresh address; returns the link's token. */
export async function pendingEmailChange(app: App, username: string): Promise<string> {
  const userId = await insertVerifiedUser(app, username, 'Elena', 'Mudanza');
  const token = generateUrlToken();
  await app.db.insert(emailChangeTokens).values({
    userId,
    newEmail: `nuevo.${username}@aula.test`,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return token;
}
