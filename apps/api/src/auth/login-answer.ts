import type { LoginResponse } from '@aula/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Account, courseIdsOf } from './accounts';
import { AUTH_MESSAGES } from './messages';
import { openSession } from './sessions';

export interface LoginAnswerOptions {
  /** The login's request: its User-Agent names the device in the sessions list. */
  request?: FastifyRequest;
  /** 'No cerrar sesión' was checked (decision 131). Default: a session that ends with JWT_EXPIRES_IN. */
  remember?: boolean;
}

/**
 * What every way of signing in answers once the account is proved (password, second factor, Google): a new
 * server-side session, its token, and the stored user of spec section 7's login.
 */
export async function loginAnswer(
  app: FastifyInstance,
  account: Account,
  { request, remember = false }: LoginAnswerOptions = {},
): Promise<LoginResponse> {
  const token = await openSession(app, account.id, { remember, userAgent: request?.headers['user-agent'] });
  return {
    token,
    id: account.id,
    username: account.username,
    name: account.name,
    surname: account.surname,
    email: account.email,
    roles: account.roles,
    locale: account.locale,
    courses: await courseIdsOf(app.db, account.id),
    message: AUTH_MESSAGES.loggedIn,
  };
}
