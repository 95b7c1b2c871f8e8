import { twoFactorEndpoints as endpoints } from '@aula/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SignInStep, users } from '../../db/schema';
import { ERROR_MESSAGES, HttpError } from '../../errors';
import { serve } from '../../http/contract-routes';
import type { Attempt } from '../../rate-limit/attempts';
import { logLogin } from '../../security/events';
import { verifyPassword } from '../../security/passwords';
import { type Account, findAccount } from '../accounts';
import { loginAnswer } from '../login-answer';
import { sessionUser } from '../session';
import { type LiveChallenge, liveChallenge, useChallenge } from './challenges';
import { TWO_FACTOR_ANSWERS as ANSWERS } from './messages';
import {
  confirmEnrolment,
  recoveryCodesLeft,
  regenerateRecoveryCodes,
  removeTwoFactor,
  startEnrolment,
  takeCode,
  takeRecoveryCode,
  twoFactorOf,
} from './store';

const SIX_DIGITS = /^\d{6}$/;

/**
 * Two-factor authentication (decision 133): the login's second step and forced enrolment (public, behind a
 * challenge the password step gave), and the account's own settings (behind a session).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const secret = () => app.jwtSecret;

  /** A live challenge of `step` and the enabled, verified account it stands for, or the one refusal of a dead one. */
  async function challenged(token: string, step: SignInStep) {
    const challenge = await liveChallenge(db, token, step);
    const account = challenge && (await findAccount(db, eq(users.id, challenge.userId)));
    if (!challenge || !account || account.disabled || !account.verified) {
      throw new HttpError(401, ANSWERS.challengeExpired);
    }
    return { challenge, account };
  }

  /** Counts a code attempt per challenge and per account; only failures use the limits up (decision 097). */
  const codeAttempt = (challenge: LiveChallenge, account: Account) =>
    app.rateLimits.attempt({ secondFactorChallenge: challenge.key, secondFactorAccount: String(account.id) });

  /** Ends the login halfway: the challenge is used up (once, whoever races) and the attempt given back. */
  async function finishChallenge(
    request: FastifyRequest,
    challenge: LiveChallenge,
    account: Account,
    attempt: Attempt,
  ) {
    if (!(await useChallenge(db, challenge.id))) throw new HttpError(401, ANSWERS.challengeExpired);
    await attempt.succeeded();
    logLogin(request, { username: account.username, outcome: 'success', userId: account.id });
  }

  serve(app, endpoints.secondFactor, {
    handler: async (request) => {
      const { challenge: token, code } = request.body;
      const { challenge, account } = await challenged(token, 'code');
      const attempt = await codeAttempt(challenge, account);
      const state = await twoFactorOf(db, account.id, secret());
      if (SIX_DIGITS.test(code)) {
        if (!(state?.enabled === true && (await takeCode(db, account.id, state, code))))
          throw new HttpError(401, ANSWERS.wrongCode);
      } else {
        const outcome = await takeRecoveryCode(db, account.id, code);
        if (outcome !== 'taken')
          throw new HttpError(401, outcome === 'used' ? ANSWERS.usedRecoveryCode : ANSWERS.wrongCode);
      }
      await finishChallenge(request, challenge, account, attempt);
      return loginAnswer(app, account, { request, remember: challenge.remembered });
    },
  });

  serve(app, endpoints.enrolAtLogin, {
    handler: async (request) => {
      const { account } = await challenged(request.body.challenge, 'enrol');
      const setup = await startEnrolment(db, account.id, account.username, secret());
      // Enrolled in the meantime (another tab): this challenge has nothing left to do.
      if (!setup) throw new HttpError(401, ANSWERS.challengeExpired);
      return setup;
    },
  });

  serve(app, endpoints.confirmEnrolmentAtLogin, {
    handler: async (request) => {
      const { challenge, account } = await challenged(request.body.challenge, 'enrol');
      const attempt = await codeAttempt(challenge, account);
      const state = await twoFactorOf(db, account.id, secret());
      if (!state || state.enabled) throw new HttpError(401, ANSWERS.challengeExpired);
      if (!(await takeCode(db, account.id, state, request.body.code))) {
        throw new HttpError(401, ANSWERS.wrongSetupCode);
      }
      await finishChallenge(request, challenge, account, attempt);
      const recoveryCodes = await confirmEnrolment(db, account.id);
      const answer = await loginAnswer(app, account, { request, remember: challenge.remembered });
      return { ...answer, recoveryCodes };
    },
  });

  // From Configuración, behind a session.

  /** The session's account, after its password (and the account limit on wrong guesses). */
  async function withPassword(request: FastifyRequest, password: string) {
    const { id } = sessionUser(request);
    const account = await findAccount(db, eq(users.id, id));
    if (!account) throw new HttpError(401, ERROR_MESSAGES.unauthenticated);
    const attempt = await app.rateLimits.attempt({ secondFactorAccount: String(id) });
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw new HttpError(403, ANSWERS.wrongPassword);
    }
    return { account, attempt };
  }

  serve(app, endpoints.status, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { id } = sessionUser(request);
      const state = await twoFactorOf(db, id, secret());
      const enabled = state?.enabled === true;
      return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, id) : 0 };
    },
  });

  serve(app, endpoints.setup, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { account, attempt } = await withPassword(request, request.body.password);
      await attempt.succeeded();
      const setup = await startEnrolment(db, account.id, account.username, secret());
      if (!setup) throw new HttpError(409, ANSWERS.alreadyOn);
      return setup;
    },
  });

  serve(app, endpoints.confirm, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { id } = sessionUser(request);
      const state = await twoFactorOf(db, id, secret());
      if (state?.enabled) throw new HttpError(409, ANSWERS.alreadyOn);
      if (!state) throw new HttpError(409, ANSWERS.noSetup);
      const attempt = await app.rateLimits.attempt({ secondFactorAccount: String(id) });
      if (!(await takeCode(db, id, state, request.body.code)))
        throw new HttpError(403, ANSWERS.wrongSetupCode);
      await attempt.succeeded();
      return { recoveryCodes: await confirmEnrolment(db, id), message: ANSWERS.enabled };
    },
  });

  serve(app, endpoints.disable, {
    preHandler: app.authenticate,
    handler: async (request) => {
      // The state first: a 409 is no guess, and must not count against the account's limit.
      const state = await twoFactorOf(db, sessionUser(request).id, secret());
      if (!state?.enabled) throw new HttpError(409, ANSWERS.notOn);
      const { account, attempt } = await withPassword(request, request.body.password);
      if (!(await takeCode(db, account.id, state, request.body.code)))
        throw new HttpError(403, ANSWERS.wrongCode);
      await attempt.succeeded();
      await removeTwoFactor(db, account.id);
      return { message: ANSWERS.disabled };
    },
  });

  serve(app, endpoints.regenerateRecoveryCodes, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const state = await twoFactorOf(db, sessionUser(request).id, secret());
      if (!state?.enabled) throw new HttpError(409, ANSWERS.notOn);
      const { account, attempt } = await withPassword(request, request.body.password);
      await attempt.succeeded();
      return { recoveryCodes: await regenerateRecoveryCodes(db, account.id), message: ANSWERS.regenerated };
    },
  });
};
