import { accountEndpoints as endpoints } from '@aula/contract';
import { ACCOUNT_MESSAGES, LOCALE_MESSAGES, REGISTER_MESSAGES } from '@aula/forms';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema';
import { ERROR_MESSAGES, HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { pairKey } from '../rate-limit/attempts';
import { isCommonPassword } from '../security/common-passwords';
import { verifyPassword } from '../security/passwords';
import { setPassword } from './account-changes';
import { type Account, findAccount } from './accounts';
import { loginAnswer } from './login-answer';
import { sessionUser } from './session';

/** The session's own account, as it is now. */
export async function ownAccount(app: FastifyInstance, request: FastifyRequest): Promise<Account> {
  const account = await findAccount(app.db, eq(users.id, sessionUser(request).id));
  if (!account) throw new HttpError(401, ERROR_MESSAGES.unauthenticated);
  return account;
}

/**
 * The current password proves the owner is at the keyboard, not someone at an unlocked screen. A wrong one
 * counts against the login's limits of the account (decision 132): guessing it here or at the login draws
 * on one budget. A right one gives its attempt back.
 */
export async function proveOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Account,
  currentPassword: string,
): Promise<void> {
  const accountKey = account.username.toLowerCase();
  const attempt = await app.rateLimits.attempt({
    loginPair: pairKey(accountKey, request.ip),
    loginAccount: accountKey,
  });
  if (!(await verifyPassword(account.passwordHash, currentPassword)))
    throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong);
  await attempt.succeeded();
}

/** Configuración (decision 132): the account's own name, surname and language (decision 174), and its password. */
export function serveAccountSettings(app: FastifyInstance): void {
  const { db } = app;

  serve(app, endpoints.updateProfile, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { name, surname } = request.body;
      const account = await ownAccount(app, request);
      await db.update(users).set({ name, surname }).where(eq(users.id, account.id));
      const { id, username, email, roles, locale } = account;
      return { id, username, name, surname, email, roles, locale, message: ACCOUNT_MESSAGES.profileSaved };
    },
  });

  serve(app, endpoints.changeLocale, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { locale } = request.body;
      const account = await ownAccount(app, request);
      await db.update(users).set({ locale }).where(eq(users.id, account.id));
      const { id, username, name, surname, email, roles } = account;
      return { id, username, name, surname, email, roles, locale, message: LOCALE_MESSAGES.localeSaved };
    },
  });

  serve(app, endpoints.changePassword, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { currentPassword, password } = request.body;
      const account = await ownAccount(app, request);
      await proveOwner(app, request, account, currentPassword);
      // After the form's rules (the schema), as registration does: a set lookup.
      if (await isCommonPassword(password)) throw new HttpError(400, REGISTER_MESSAGES.passwordCommon);
      // The new session lasts as this one would have ('No cerrar sesión', decision 131).
      const [current] = await db
        .select({ remembered: sessions.remembered })
        .from(sessions)
        .where(eq(sessions.id, sessionUser(request).sessionId));
      // Ends every session of the account, this one too (decisions 070 and 131)...
      await setPassword(db, account.username, password, { via: 'settings' });
      // ...and this browser goes on with a new one.
      const answer = await loginAnswer(app, account, { request, remember: current?.remembered ?? false });
      return { ...answer, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  });
}
