import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../db/schema';
import { ERROR_MESSAGES, HttpError } from '../errors';
import { openSessionFeed, type SessionFeed } from './session-feed';
import { SessionStates } from './session-states';
import { VerifiedTokens } from './verified-tokens';

export interface SessionUser {
  id: number;
  username: string;
  roles: Role[];
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid Bearer session token of an existing, enabled user, or 401. Sets request.user. */
    authenticate: PreHandler;
    /** preHandler, after authenticate: the session user holds `role`, or 403. */
    requireRole(role: Role): PreHandler;
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
  app.addHook('onReady', async () => {
    feed = await openSessionFeed(app.database, states.changed, app.log.child({ module: 'sessions' }));
    states.listenTo(feed);
  });
  app.addHook('onClose', async () => feed?.close());
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await tokens.claimsOf(token) : undefined;
    const state = claims ? await states.stateOf(claims.userId) : undefined;
    // A password, role or status change moves tokens_valid_after to its own time (auth/account-changes.ts):
    // every token issued before it is refused.
    if (
      !claims ||
      !state ||
      state.disabled ||
      !state.verified ||
      claims.issuedAtMs < state.tokensValidAfterMs
    ) {
      throw new HttpError(401, ERROR_MESSAGES.unauthenticated);
    }
    request.user = { id: state.id, username: state.username, roles: state.roles };
  });

  app.decorate('requireRole', (role: Role): PreHandler => {
    return async (request) => {
      if (!sessionUser(request).roles.includes(role)) throw new HttpError(403, ERROR_MESSAGES.forbidden);
    };
  });
}
