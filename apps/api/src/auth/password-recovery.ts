import { authEndpoints as endpoints } from '@aula/contract';
import { appPaths } from '@aula/domain';
import {
  type ForgotPasswordPayload,
  normalizedText,
  RECOVERY_MESSAGES,
  REGISTER_MESSAGES,
} from '@aula/forms';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens, users } from '../db/schema';
import { HttpError, loggableError } from '../errors';
import { serve } from '../http/contract-routes';
import { mailI18n } from '../mail/i18n';
import { queueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';
import { isCommonPassword } from '../security/common-passwords';
import { generateUrlToken, hashToken } from '../security/tokens';
import { setPassword } from './account-changes';
import { findAccount, ownerEnabled, usernameForLogin } from './accounts';

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Password recovery (decision 130): a link by e-mail, then a new password. Asking for a link answers the
 * same, and as fast, whether the account exists or not.
 */
export function servePasswordRecovery(app: FastifyInstance): void {
  const { db, config } = app;

  /** Links being made after their answer went out; a closing server finishes them first. */
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  /** Looks the account up and, if there is one, stores the link's hash and queues its e-mail. */
  async function sendLink(login: string): Promise<void> {
    // Usernames never hold an '@' (decision 101); e-mails are stored lower-cased.
    const where = login.includes('@')
      ? eq(users.email, normalizedText(login).toLowerCase())
      : usernameForLogin(login);
    const account = await findAccount(db, where);
    if (!account || account.disabled) return;
    // The link already sent stays the one to use: a stranger asking again mails nobody.
    if (!(await app.rateLimits.allowMail('recovery', account.email))) return;
    const token = generateUrlToken();
    // Two single statements, no transaction: a token without its mail is harmless, it only expires.
    await db.insert(passwordResetTokens).values({
      userId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_LIFETIME_MS),
    });
    const link = `${config.publicUrl}${appPaths.resetPassword(token)}`;
    await queueMail(db, passwordResetMail(mailI18n(account.locale), account, link));
    app.mail.wake();
  }

  serve(app, endpoints.forgotPassword, {
    handler: async (request) => {
      const { login } = request.body;
      // Keyed by what was typed, not by an account, so the limit itself tells nothing about existence.
      const named = login.includes('@') ? normalizedText(login).toLowerCase() : login.toLowerCase();
      await app.rateLimits.attempt({ recoveryIp: request.ip, recoveryAccount: named });
      return { message: RECOVERY_MESSAGES.linkSent };
    },
    // The lookup and the writes start once the answer has gone, so it leaves as fast whether the account
    // exists or not, whatever the database is doing (decision 130); the e-mail goes out through the outbox
    // as every other.
    onResponse: async (request, reply) => {
      if (reply.statusCode !== 200) return;
      const { login } = request.body as ForgotPasswordPayload;
      // One turn of the event loop first, so the answer is written before any of this work: a PGlite in
      // this thread (the tests') would otherwise hold it back.
      const work = new Promise((resolve) => setImmediate(resolve))
        .then(() => sendLink(login))
        .catch((error: unknown) => request.log.error(loggableError(error), 'password recovery link not made'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },
  });

  serve(app, endpoints.resetPassword, {
    handler: async (request) => {
      const { token, password } = request.body;
      // After the registration's rules (the schema), before anything that costs: a set lookup.
      if (await isCommonPassword(password)) throw new HttpError(400, REGISTER_MESSAGES.passwordCommon);
      const attempt = await app.rateLimits.attempt({ resetIp: request.ip });
      const tokenHash = hashToken(token);
      // One statement claims the link, so two requests with the same link cannot both use it.
      const [claimed] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
            ownerEnabled(passwordResetTokens.userId),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!claimed) throw new HttpError(400, await refusalOf(app, tokenHash));

      const account = await findAccount(db, eq(users.id, claimed.userId));
      if (!account) throw new HttpError(400, RECOVERY_MESSAGES.linkInvalid);
      // Moves tokens_valid_after: every open session of the account ends (decision 070).
      await setPassword(db, account.username, password, { via: 'password-reset' }, { verify: true });
      // The account's other links die with this one.
      await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, account.id), isNull(passwordResetTokens.usedAt)));
      await attempt.succeeded();
      return { message: RECOVERY_MESSAGES.passwordChanged };
    },
  });
}

/** Why a link cannot be used: only a live-but-expired one is told apart, so its owner knows to ask again. */
async function refusalOf(app: FastifyInstance, tokenHash: string): Promise<string> {
  const [row] = await app.db
    .select({ usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row && !row.usedAt ? RECOVERY_MESSAGES.linkExpired : RECOVERY_MESSAGES.linkInvalid;
}
