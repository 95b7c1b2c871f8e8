import type { App } from '../../src/app';
import { STATE_COOKIE } from '../../src/auth/google-sign-in';
import { oidcSignInTickets } from '../../src/db/schema';
import { generateUrlToken, hashToken } from '../../src/security/tokens';
import { unique } from './helpers';

/**
 * A ticket as a finished callback leaves it, and the cookie of the browser it belongs to: a sign-in to
 * `userId`, or without one a new account waiting for its username.
 */
export async function googleTicket(app: App, userId?: number, expiresInMs = 60_000) {
  const ticket = generateUrlToken();
  const state = generateUrlToken();
  const email = `g_${unique()}@correo.test`;
  await app.db.insert(oidcSignInTickets).values({
    ticketHash: hashToken(ticket),
    stateHash: hashToken(state),
    userId: userId ?? null,
    issuer: 'https://proveedor.test',
    subject: email,
    email,
    name: 'Gala',
    surname: 'Google',
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return { ticket, cookie: `${STATE_COOKIE}=${state}` };
}
