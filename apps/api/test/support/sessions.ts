import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { sessions } from '../../src/db/schema';
import { signSessionToken } from '../../src/security/session-token';

export interface SessionOptions {
  /** When the session opened and its token was issued (default now). */
  issuedAt?: Date;
  expiresInSeconds?: number;
  /** The key that signs the token: another one makes a forged token for a real session. */
  secret?: Uint8Array;
}

/** Opens a server-side session straight in the database (decision 131); returns its id. */
export async function insertSession(
  db: Db,
  userId: number,
  { issuedAt = new Date(), expiresInSeconds = 3600 }: SessionOptions = {},
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insert(sessions).values({
    id,
    userId,
    device: 'Navegador de prueba',
    remembered: false,
    createdAt: issuedAt,
    lastUsedAt: issuedAt,
    expiresAt: new Date(issuedAt.getTime() + expiresInSeconds * 1000),
  });
  return id;
}

/** A session token as the login route makes it, for a session opened for this one token. */
export async function sessionToken(
  app: { db: Db; jwtSecret: Uint8Array },
  userId: number,
  options: SessionOptions = {},
): Promise<string> {
  const sessionId = await insertSession(app.db, userId, options);
  const { issuedAt, expiresInSeconds = 3600, secret = app.jwtSecret } = options;
  return signSessionToken({ userId, sessionId }, secret, expiresInSeconds, issuedAt);
}
