import { authEndpoints as endpoints } from '@aula/contract';
import { normalizedText, RECOVERY_MESSAGES, REGISTER_MESSAGES } from '@aula/forms';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens, users } from '../db/schema';
import { HttpError } from '../errors';
import { queueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';
import { serve } from '../routes/serve';
import { isCommonPassword } from '../security/common-passwords';
import { generateUrlToken, hashToken } from '../security/tokens';
import { setPassword } from './account-changes';
import { findAccount, usernameForLogin } from './accounts';

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Password recovery (decision 130): a link by e-mail, then a new password. Asking for a link answers the
 * same whether the account exists or not, and does the same work up to the two inserts that queue the mail.
 */
export function servePasswordRecovery(app: FastifyInstance): void {
  const { db, config } = app;

  serve(app, endpoints.forgotPassword, {
    handler: async (request) => {
      const { login } = request.body;
      // Usernames never hold an '@' (spec section 5 and decision 101); e-mails are stored lower-cased.
      const byEmail = login.includes('@');
      const email = normalizedText(login).toLowerCase();
      // Keyed by what was typed, not by an account, so the limit itself tells nothing about existence.
      await app.rateLimits.attempt({
        recoveryIp: request.ip,
        recoveryAccount: byEmail ? email : login.toLowerCase(),
      });
      const token = generateUrlToken();
      const tokenHash = hashToken(token);
      const account = await findAccount(db, byEmail ? eq(users.email, email) : usernameForLogin(login));
      if (account && !account.disabled) {
        // Two single statements, no transaction: a token without its mail is harmless, it only expires.
        await db.insert(passwordResetTokens).values({
          userId: account.id,
          tokenHash,
          expiresAt: new Date(Date.now() + PASSWORD_RESET_LIFETIME_MS),
        });
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await queueMail(db, passwordResetMail(account, link));
        app.mail.wake();
      }
      return { message: RECOVERY_MESSAGES.linkSent };
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
