import type { LoginResponse, SecondStep } from '@aula/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Account } from '../accounts';
import { type LoginAnswerOptions, loginAnswer } from '../login-answer';
import { issueChallenge } from './challenges';
import { TWO_FACTOR_ANSWERS } from './messages';
import { hasTwoFactor } from './store';

/** What signing in ends with: a session, or the challenge of a second step (decision 133). */
export type SignInOutcome = { status: 200; answer: LoginResponse } | { status: 202; answer: SecondStep };

/**
 * The one way every sign-in (password, Google) ends once the account is proved: an account with TOTP gets a
 * challenge for its code; an administrator without one, under ADMIN_2FA=required, a challenge to enrol;
 * everyone else the login answer.
 */
export async function completeSignIn(
  app: FastifyInstance,
  account: Account,
  { request, remember = false }: LoginAnswerOptions & { request: FastifyRequest },
): Promise<SignInOutcome> {
  if (await hasTwoFactor(app.db, account.id)) {
    const challenge = await issueChallenge(app.db, account.id, 'code', remember);
    return { status: 202, answer: { step: 'code', challenge, message: TWO_FACTOR_ANSWERS.codeNeeded } };
  }
  if (app.config.adminTwoFactor === 'required' && account.roles.includes('ADMIN')) {
    const challenge = await issueChallenge(app.db, account.id, 'enrol', remember);
    return { status: 202, answer: { step: 'enrol', challenge, message: TWO_FACTOR_ANSWERS.enrolmentNeeded } };
  }
  return { status: 200, answer: await loginAnswer(app, account, { request, remember }) };
}
