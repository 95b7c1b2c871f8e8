import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type Role, sessions } from '../db/schema';
import { ERROR_MESSAGES, HttpError, loggableError } from '../errors';
import { openSessionFeed, type SessionChanged, type SessionFeed } from './session-feed';
import { type LiveSession, SessionStates } from './session-states';
import { purgeExpiredSessions } from './sessions';
import { VerifiedTokens } from './verified-tokens';

export interface SessionUser {
  id: number;
  username: string;
  roles: Role[];
  /** The server-side session the token names (decision 131). */
  sessionId: string;
  /** When that session expires: what outlives the request (a live stream) ends then. */
  sessionExpiresAtMs: number;
}

/** "Last use" in the sessions list is written at most this often per session, never once per request. */
export const LAST_USE_WRITE_INTERVAL_MS = 5 * 60_000;
/** How often each server process deletes expired sessions. */
const PURGE_INTERVAL_MS = 60 * 60_000;

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid Bearer session token of an existing, enabled user, or 401. Sets request.user. */
    authenticate: PreHandler;
    /** preHandler, after authenticate: the session user holds `role`, or 403. */
    requireRole(role: Role): PreHandler;
    /** Told of every session change this process hears (a user's id, or undefined for anyone's). */
    sessionChanges: Set<SessionChanged>;
  }
  interface FastifyRequest {
    /** The session user; set only on routes behind `app.authenticate`. */
    user: SessionUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The session user of a route behind `app.authenticate`. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, ERROR_MESSAGES.unauthenticated);
  return request.user;
}

/** Session checks without a query of their own when the user's state is known (decision 125). */
export function registerSession(app: FastifyInstance, secret: Uint8Array): void {
  const tokens = new VerifiedTokens(secret);
  const states = new SessionStates(app.db);
  // Opened once the app is ready, so a start-up that fails leaves no connection behind; until then (and
  // whenever the feed is down) every request reads the user's state.
  let feed: SessionFeed | undefined;
  const sessionChanges = new Set<SessionChanged>();
  app.decorate('sessionChanges', sessionChanges);
  const changed: SessionChanged = (userId) => {
    states.changed(userId);
    for (const listener of sessionChanges) listener(userId);
  };
  app.addHook('onReady', async () => {
    feed = await openSessionFeed(app.database, changed, app.log.child({ module: 'sessions' }));
    states.listenTo(feed);
  });
  const purge = setInterval(() => {
    purgeExpiredSessions(app.db).catch((error) =>
      app.log.warn(loggableError(error), 'could not purge sessions'),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await feed?.close();
  });
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await tokens.claimsOf(token) : undefined;
    const state = claims ? await states.stateOf(claims.userId) : undefined;
    // Logout and 'Cerrar las demás sesiones' delete the session (decision 131).
    const session = claims && state?.sessions.get(claims.sessionId);
    const now = Date.now();
    // A password, role or status change moves tokens_valid_after to its own time (auth/account-changes.ts):
    // every token issued before it is refused.
    if (
      !claims ||
      !state ||
      !session ||
      session.expiresAtMs <= now ||
      state.disabled ||
      !state.verified ||
      claims.issuedAtMs < state.tokensValidAfterMs
    ) {
      throw new HttpError(401, ERROR_MESSAGES.unauthenticated);
    }
    noteUse(app.db, request.log, claims.sessionId, session, now);
    request.user = {
      id: state.id,
      username: state.username,
      roles: state.roles,
      sessionId: claims.sessionId,
      sessionExpiresAtMs: session.expiresAtMs,
    };
  });

  app.decorate('requireRole', (role: Role): PreHandler => {
    return async (request) => {
      if (!sessionUser(request).roles.includes(role)) throw new HttpError(403, ERROR_MESSAGES.forbidden);
    };
  });
}

/**
 * Writes a session's last use when the one known is older than the interval, without waiting for it: the
 * request does not pay for it, and the kept state is raised at once, so concurrent requests do not write too.
 */
function noteUse(db: Db, log: FastifyBaseLogger, sessionId: string, session: LiveSession, now: number): void {
  if (now - session.lastUsedAtMs < LAST_USE_WRITE_INTERVAL_MS) return;
  session.lastUsedAtMs = now;
  writeLastUse(db, sessionId, new Date(now)).catch((error) =>
    log.warn(loggableError(error), "could not write a session's last use"),
  );
}

async function writeLastUse(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
}
