import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Role, users } from '../db/schema';
import { ERROR_MESSAGES, HttpError } from '../errors';
import { verifySessionToken } from '../security/session-token';
import { findAccount } from './accounts';

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

export function registerSession(app: FastifyInstance, secret: Uint8Array): void {
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await verifySessionToken(token, secret) : undefined;
    const account = claims ? await findAccount(app.db, eq(users.id, claims.userId)) : undefined;
    // A password, role or status change moves tokens_valid_after to its own time (auth/account-changes.ts):
    // every token issued before it is refused.
    if (
      !claims ||
      !account ||
      account.disabled ||
      !account.verified ||
      claims.issuedAtMs < account.tokensValidAfter.getTime()
    ) {
      throw new HttpError(401, ERROR_MESSAGES.unauthenticated);
    }
    request.user = { id: account.id, username: account.username, roles: account.roles };
  });

  app.decorate('requireRole', (role: Role): PreHandler => {
    return async (request) => {
      if (!sessionUser(request).roles.includes(role)) throw new HttpError(403, ERROR_MESSAGES.forbidden);
    };
  });
}
