import { randomBytes } from 'node:crypto';
import { and, desc, eq, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { signSessionToken } from '../security/session-token';
import { deviceLabel } from './device-label';

/**
 * Server-side sessions (decision 131): a row per login, its id in the token's `sid`. Ending a session deletes
 * its row; migration 0010's trigger announces it, so every server refuses the token on its next request.
 */

export interface OpenSessionOptions {
  /** 'No cerrar sesión': the longer lifetime (SESSION_REMEMBER_FOR) instead of JWT_EXPIRES_IN. */
  remember?: boolean;
  userAgent?: string;
  now?: Date;
}

/** 128 random bits, URL-safe: not guessable, not derived from anything. */
function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** Opens a session for a proved account and returns its token. Also purges the user's expired sessions. */
export async function openSession(
  app: FastifyInstance,
  userId: number,
  { remember = false, userAgent, now = new Date() }: OpenSessionOptions = {},
): Promise<string> {
  const lifetimeSeconds = remember ? app.config.sessionRememberForSeconds : app.config.jwtExpiresInSeconds;
  const sessionId = newSessionId();
  await app.db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  await app.db.insert(sessions).values({
    id: sessionId,
    userId,
    device: deviceLabel(userAgent),
    remembered: remember,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
  });
  return signSessionToken({ userId, sessionId }, app.jwtSecret, lifetimeSeconds, now);
}

/** Ends one of a user's sessions; false when the user has no such session (another's counts as none). */
export async function endSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every session of a user, or every one but `except` (the caller's own: 'Cerrar las demás sesiones').
 * For whatever must log a user out everywhere: a password change, an account's deletion. Returns how many.
 */
export async function endSessions(db: Db, userId: number, { except }: { except?: string } = {}) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), except === undefined ? undefined : ne(sessions.id, except)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** A user's sessions that have not expired, most recently used first. */
export async function openSessionsOf(db: Db, userId: number, now = new Date()) {
  const rows = await db
    .select({
      id: sessions.id,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.filter((row) => row.expiresAt > now);
}

/** Deletes every expired session (each login also purges its own user's). */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const purged = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
  return purged.length;
}
