import { accountEndpoints as endpoints } from '@aula/contract';
import { appPaths } from '@aula/domain';
import { ACCOUNT_MESSAGES, type ChangeEmailPayload } from '@aula/forms';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uniqueViolation } from '../db/client';
import { emailChangeTokens, passwordResetTokens, users } from '../db/schema';
import { HttpError, loggableError } from '../errors';
import { serve } from '../http/contract-routes';
import { emailChangedNotice, emailChangeInUseNotice, emailChangeMail } from '../mail/email-change-templates';
import { mailI18n } from '../mail/i18n';
import { queueMail } from '../mail/outbox';
import { generateUrlToken, hashToken } from '../security/tokens';
import { ownAccount, proveOwner } from './account-settings';
import { findAccount, ownerEnabled } from './accounts';
import { sessionUser } from './session';

export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Changing the e-mail (decision 132): a link to the new address, and the change only when it is opened. The
 * answer is the same, and as fast, whether the new address belongs to another account or not.
 */
export function serveEmailChange(app: FastifyInstance): void {
  const { db, config } = app;

  /** Links being made after their answer went out; a closing server finishes them first. */
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  /** A link to a free address; to one that has an account, a notice to its owner instead. */
  async function sendLink(userId: number, newEmail: string): Promise<void> {
    const account = await findAccount(db, eq(users.id, userId));
    if (!account) return;
    // Whether the new address holds an account or not, one link or notice per window reaches it.
    if (!(await app.rateLimits.allowMail('emailChange', newEmail))) return;
    // An unverified account does not hold its address: registration gives it away too.
    const [owner] = await db
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(and(eq(users.email, newEmail), eq(users.verified, true)));
    if (owner) {
      // Written to the owner of that address, in their language.
      await queueMail(db, emailChangeInUseNotice(mailI18n(owner.locale), newEmail));
    } else {
      const token = generateUrlToken();
      // Two single statements, no transaction: a token without its mail is harmless, it only expires.
      await db.insert(emailChangeTokens).values({
        userId,
        newEmail,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS),
      });
      const link = `${config.publicUrl}${appPaths.confirmEmail(token)}`;
      await queueMail(db, emailChangeMail(mailI18n(account.locale), account, newEmail, link));
    }
    app.mail.wake();
  }

  serve(app, endpoints.changeEmail, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { currentPassword, email } = request.body;
      const account = await ownAccount(app, request);
      await proveOwner(app, request, account, currentPassword);
      if (email === account.email) throw new HttpError(400, ACCOUNT_MESSAGES.emailUnchanged);
      return { message: ACCOUNT_MESSAGES.emailLinkSent };
    },
    // As password recovery's (decision 130): the lookup and the writes start once the answer has gone, one
    // event-loop turn later, so a free and a taken address are answered alike in time too.
    onResponse: async (request, reply) => {
      if (reply.statusCode !== 200) return;
      const { email } = request.body as ChangeEmailPayload;
      const userId = sessionUser(request).id;
      const work = new Promise((resolve) => setImmediate(resolve))
        .then(() => sendLink(userId, email))
        .catch((error: unknown) => request.log.error(loggableError(error), 'e-mail change link not made'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },
  });

  serve(app, endpoints.confirmEmail, {
    handler: async (request) => {
      const tokenHash = hashToken(request.body.token);
      const attempt = await app.rateLimits.attempt({ verifyIp: request.ip });
      const change = await db
        .transaction(async (tx) => {
          // One statement claims the link, so two requests with the same link cannot both use it.
          const [claimed] = await tx
            .update(emailChangeTokens)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(emailChangeTokens.tokenHash, tokenHash),
                isNull(emailChangeTokens.usedAt),
                gt(emailChangeTokens.expiresAt, new Date()),
                ownerEnabled(emailChangeTokens.userId),
              ),
            )
            .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
          if (!claimed) return undefined;
          const [before] = await tx
            .select({ name: users.name, username: users.username, email: users.email, locale: users.locale })
            .from(users)
            .where(eq(users.id, claimed.userId))
            .for('update');
          if (!before) return undefined;
          // As at registration: an unverified account that holds the address gives it up.
          await tx
            .delete(users)
            .where(
              and(eq(users.email, claimed.newEmail), eq(users.verified, false), ne(users.id, claimed.userId)),
            );
          await tx.update(users).set({ email: claimed.newEmail }).where(eq(users.id, claimed.userId));
          // Links mailed to the old address, and the account's other changes, die with this one.
          await tx
            .update(emailChangeTokens)
            .set({ usedAt: new Date() })
            .where(and(eq(emailChangeTokens.userId, claimed.userId), isNull(emailChangeTokens.usedAt)));
          await tx
            .update(passwordResetTokens)
            .set({ usedAt: new Date() })
            .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
          await queueMail(tx, emailChangedNotice(mailI18n(before.locale), before, claimed.newEmail));
          return claimed;
        })
        .catch((error: unknown) => {
          // The address was taken by an account verified since the link was sent: nothing changed.
          if (uniqueViolation(error) === 'users_email_unique')
            throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
          throw error;
        });
      if (!change) throw new HttpError(400, await refusalOf(app, tokenHash));
      app.mail.wake();
      await attempt.succeeded();
      return { message: ACCOUNT_MESSAGES.emailChanged };
    },
  });
}

/** Why a link cannot be used: only a live-but-expired one is told apart, so its owner knows to ask again. */
async function refusalOf(app: FastifyInstance, tokenHash: string): Promise<string> {
  const [row] = await app.db
    .select({ usedAt: emailChangeTokens.usedAt })
    .from(emailChangeTokens)
    .where(eq(emailChangeTokens.tokenHash, tokenHash));
  return row && !row.usedAt ? ACCOUNT_MESSAGES.emailLinkExpired : ACCOUNT_MESSAGES.emailLinkInvalid;
}
