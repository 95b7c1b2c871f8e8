import type { LoginResponse } from '@aula/contract';
import type { FastifyInstance } from 'fastify';
import { signSessionToken } from '../security/session-token';
import { type Account, courseIdsOf } from './accounts';
import { AUTH_MESSAGES } from './messages';

/**
 * What every way of signing in answers once the account is proved (password, second factor, Google): a new
 * session token and the stored user of spec section 7's login.
 */
export async function loginAnswer(app: FastifyInstance, account: Account): Promise<LoginResponse> {
  const token = await signSessionToken(account.id, app.jwtSecret, app.config.jwtExpiresInSeconds);
  return {
    token,
    id: account.id,
    username: account.username,
    name: account.name,
    surname: account.surname,
    email: account.email,
    roles: account.roles,
    courses: await courseIdsOf(app.db, account.id),
    message: AUTH_MESSAGES.loggedIn,
  };
}
