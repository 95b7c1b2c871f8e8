import { googleEndpoints as endpoints } from '@aula/contract';
import { GOOGLE_MESSAGES, type GoogleRefusal } from '@aula/forms';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Db, uniqueViolation } from '../db/client';
import { oidcSignInStates, oidcSignInTickets, users } from '../db/schema';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { logLogin } from '../security/events';
import { generateUrlToken, hashToken } from '../security/tokens';
import { type Account, findAccount } from './accounts';
import { readCookie } from './cookies';
import { accountFor, createLinkedStudent, newAccountDetails } from './google-accounts';
import { GoogleProvider } from './google-provider';
import { AUTH_MESSAGES } from './messages';
import { completeSignIn } from './two-factor/sign-in';

/** How long the provider may take to send the browser back (the state's life). */
export const SIGN_IN_STATE_LIFETIME_MS = 10 * 60 * 1000;
/** A finished sign-in waits this long for the app to exchange its ticket. */
export const SIGN_IN_TICKET_LIFETIME_MS = 2 * 60 * 1000;
/** A new account waits this long for its username. */
export const PENDING_ACCOUNT_LIFETIME_MS = 15 * 60 * 1000;

/** Holds the state in the browser that started the sign-in: the callback and the ticket need both. */
export const STATE_COOKIE = 'aula_google_state';
const COOKIE_PATH = '/api/auth/oidc';

/** The app's page that shows how a sign-in with Google went (apps/school: /login/google). */
const APP_PAGE = '/login/google';

/**
 * Sign-in with Google by OpenID Connect (decision 135): start → provider → callback → a one-time ticket in
 * the app's address → exchange (or username, for a new account) → the login answer of every sign-in.
 */
export async function googleSignInRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const provider =
    config.oidc && new GoogleProvider(config.oidc, `${config.publicUrl}/api/auth/oidc/callback`);
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  const setStateCookie = (reply: FastifyReply, state: string, maxAgeSeconds: number) =>
    reply.header(
      'set-cookie',
      `${STATE_COOKIE}=${state}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
    );
  const backToApp = (reply: FastifyReply, query: Record<string, string>) =>
    reply.redirect(`${APP_PAGE}?${new URLSearchParams(query)}`, 302);
  const refuse = (reply: FastifyReply, reason: GoogleRefusal) => backToApp(reply, { error: reason });

  // Tickets and states only ever go to the person signing in: no cache keeps any of these answers.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.googleStatus, { handler: async () => ({ available: provider !== undefined }) });

  serve(app, endpoints.googleStart, {
    handler: async (request, reply) => {
      if (!provider) return refuse(reply, 'unavailable');
      const start = await provider.start().catch((error: unknown) => {
        request.log.warn({ err: error }, 'OpenID provider unreachable');
      });
      if (!start) return refuse(reply, 'provider');
      // Sign-ins nobody finished are dropped here, where they are made: one indexed statement each.
      await db.delete(oidcSignInStates).where(lt(oidcSignInStates.expiresAt, new Date()));
      await db.delete(oidcSignInTickets).where(lt(oidcSignInTickets.expiresAt, new Date()));
      await db.insert(oidcSignInStates).values({
        stateHash: hashToken(start.state),
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        expiresAt: new Date(Date.now() + SIGN_IN_STATE_LIFETIME_MS),
      });
      setStateCookie(reply, start.state, SIGN_IN_STATE_LIFETIME_MS / 1000);
      return reply.redirect(start.url.href, 302);
    },
  });

  serve(app, endpoints.googleCallback, {
    handler: async (request, reply) => {
      if (!provider) return refuse(reply, 'unavailable');
      const callbackUrl = new URL(request.url, config.publicUrl);
      const state = callbackUrl.searchParams.get('state');
      // The state must be the one this browser was given at the start: a callback made for another browser
      // (someone else's sign-in) is refused here.
      if (!state || state !== readCookie(request, STATE_COOKIE)) return refuse(reply, 'state');
      // One statement spends the state, so a replayed callback (a reload, a second tab) is refused.
      const [claimed] = await db
        .update(oidcSignInStates)
        .set({ usedAt: new Date() })
        .where(and(eq(oidcSignInStates.stateHash, hashToken(state)), isNull(oidcSignInStates.usedAt)))
        .returning();
      if (!claimed) return refuse(reply, 'state');
      if (claimed.expiresAt.getTime() <= Date.now()) return refuse(reply, 'expired');
      if (callbackUrl.searchParams.has('error')) return refuse(reply, 'failed');

      const identity = await provider
        .finish(callbackUrl, { state, nonce: claimed.nonce, codeVerifier: claimed.codeVerifier })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'OpenID sign-in refused');
        });
      if (!identity) return refuse(reply, 'failed');
      // Before any account is looked up: an unverified e-mail is refused the same whether it has one or not.
      if (!identity.emailVerified || !identity.email) return refuse(reply, 'unverified');

      const verified = { ...identity, email: identity.email };
      const details = newAccountDetails(verified);
      const userId = await accountFor(db, { ...verified, email: details.email });
      const ticket = generateUrlToken();
      const lifetime = userId === undefined ? PENDING_ACCOUNT_LIFETIME_MS : SIGN_IN_TICKET_LIFETIME_MS;
      await db.insert(oidcSignInTickets).values({
        ticketHash: hashToken(ticket),
        stateHash: claimed.stateHash,
        userId: userId ?? null,
        issuer: identity.issuer,
        subject: identity.subject,
        ...details,
        expiresAt: new Date(Date.now() + lifetime),
      });
      return backToApp(reply, userId === undefined ? { signup: ticket } : { ticket });
    },
  });

  /** Which ticket row this call may use: unused, this browser's (its state cookie), of this kind. */
  function usableTicket(request: FastifyRequest, ticket: string, kind: 'sign-in' | 'new-account') {
    const state = readCookie(request, STATE_COOKIE);
    if (!ticket || !state) throw new HttpError(400, GOOGLE_MESSAGES.state);
    return and(
      eq(oidcSignInTickets.ticketHash, hashToken(ticket)),
      eq(oidcSignInTickets.stateHash, hashToken(state)),
      isNull(oidcSignInTickets.usedAt),
      kind === 'sign-in' ? isNotNull(oidcSignInTickets.userId) : isNull(oidcSignInTickets.userId),
    );
  }

  /** Spends the ticket in one statement, so two calls with it cannot both use it; or refuses in Spanish. */
  async function spendTicket(
    request: FastifyRequest,
    ticket: string,
    kind: 'sign-in' | 'new-account',
    run: Db = db,
  ) {
    const [row] = await run
      .update(oidcSignInTickets)
      .set({ usedAt: new Date() })
      .where(usableTicket(request, ticket, kind))
      .returning();
    if (!row) throw new HttpError(400, GOOGLE_MESSAGES.state);
    if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(400, GOOGLE_MESSAGES.expired);
    return row;
  }

  /**
   * The one place a sign-in with Google gets its session: a disabled account is refused like a wrong
   * password; an account with two-factor authentication (or an administrator who must enrol) gets the
   * second step, as a password login does (decision 133). `signedIn` is the status of a session granted at once.
   */
  async function grantSession(
    request: FastifyRequest,
    reply: FastifyReply,
    account: Account | undefined,
    signedIn: 200 | 201,
  ) {
    if (!account || account.disabled) {
      logLogin(request, {
        username: account?.username ?? '',
        outcome: 'failure',
        userId: account?.id,
        reason: 'disabled',
      });
      throw new HttpError(401, AUTH_MESSAGES.badCredentials);
    }
    setStateCookie(reply, '', 0);
    const outcome = await completeSignIn(app, account, { request });
    if (outcome.status === 202) return reply.status(202).send(outcome.answer);
    logLogin(request, { username: account.username, outcome: 'success', userId: account.id });
    return reply.status(signedIn).send(outcome.answer);
  }

  serve(app, endpoints.googleExchange, {
    handler: async (request, reply) => {
      const row = await spendTicket(request, request.body.ticket, 'sign-in');
      const account = row.userId === null ? undefined : await findAccount(db, eq(users.id, row.userId));
      return grantSession(request, reply, account, 200);
    },
  });

  serve(app, endpoints.googleUsername, {
    handler: async (request, reply) => {
      const { ticket, username } = request.body;
      // Making the account hashes a password: only for a ticket that can be used, not for anyone's guess.
      const [usable] = await db
        .select({ id: oidcSignInTickets.id })
        .from(oidcSignInTickets)
        .where(usableTicket(request, ticket, 'new-account'));
      if (!usable) throw new HttpError(400, GOOGLE_MESSAGES.state);
      let userId: number;
      try {
        // The ticket is spent in the account's transaction: a taken username leaves it for the next try.
        userId = await createLinkedStudent(db, username, (tx) =>
          spendTicket(request, ticket, 'new-account', tx),
        );
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_unique' || constraint === 'users_username_folded_unique')
          throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
        // Someone made an account with this e-mail meanwhile: the next sign-in finds it.
        if (constraint === 'users_email_unique' || constraint === 'external_identities_issuer_subject_unique')
          throw new HttpError(400, GOOGLE_MESSAGES.state);
        throw error;
      }
      reply.status(201);
      return grantSession(request, reply, await findAccount(db, eq(users.id, userId)), 201);
    },
  });
}
