import { publicFormEndpoints as endpoints } from '@aula/contract';
import { DEFAULT_LOCALE, type InterfaceLocale } from '@aula/domain';
import { HONEYPOT_FIELD, PUBLIC_FORM_MESSAGES as M, type NewsletterPayload } from '@aula/forms';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { HttpError, loggableError } from '../errors';
import { serve } from '../http/contract-routes';
import { mailI18n } from '../mail/i18n';
import { acceptOneClickForm } from '../mail/one-click';
import { queueMail } from '../mail/outbox';
import { generateUrlToken, hashToken } from '../security/tokens';
import { newsletterConfirmation, newsletterWelcome } from './mails';

export const NEWSLETTER_CONFIRM_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** The unsubscribe page of the e-mails' link, and the one-click address of their List-Unsubscribe header. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${publicUrl}/newsletter/baja?${query}`,
    oneClick: `${publicUrl}/api/public/newsletter/unsubscribe?${query}`,
  };
}

/**
 * Stores a pending subscription, or a new link for one still pending, and queues its confirmation e-mail; a
 * confirmed address gets nothing. Pending subscriptions whose link has expired are dropped on the way.
 */
async function requestSubscription(
  db: Db,
  email: string,
  locale: InterfaceLocale,
  publicUrl: string,
): Promise<boolean> {
  const token = generateUrlToken();
  return db.transaction(async (tx) => {
    await tx
      .delete(newsletterSubscriptions)
      .where(
        and(
          isNull(newsletterSubscriptions.confirmedAt),
          lt(newsletterSubscriptions.confirmExpiresAt, new Date()),
        ),
      );
    // A new request also takes the language it was made in: the welcome follows the link's language.
    const link = {
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_LIFETIME_MS),
      locale,
    };
    const [pending] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, unsubscribeToken: generateUrlToken(), ...link })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: link,
        setWhere: isNull(newsletterSubscriptions.confirmedAt),
      })
      .returning({ id: newsletterSubscriptions.id });
    if (!pending) return false;
    const confirm = `${publicUrl}/newsletter/confirmar?token=${encodeURIComponent(token)}`;
    await queueMail(tx, newsletterConfirmation(mailI18n(locale), email, confirm));
    return true;
  });
}

/**
 * The newsletter with double opt-in (decision 144). Subscribing answers the same, and as fast, whatever the
 * address is (new, pending, subscribed) or whether the honeypot was filled: the work starts once the answer
 * has gone, as password recovery does (decision 130).
 */
export function serveNewsletter(app: FastifyInstance): void {
  const { db, config } = app;
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  const afterAnswer = (request: FastifyRequest, work: () => Promise<unknown>) => {
    // One turn of the event loop first, so the answer is written before any of this work.
    const done = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .then(() => undefined)
      .catch((error: unknown) =>
        request.log.error(loggableError(error), 'newsletter subscription not stored'),
      )
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  serve(app, endpoints.subscribe, {
    handler: async (request) => {
      await app.rateLimits.attempt({ newsletterIp: request.ip });
      return { message: M.newsletterPending };
    },
    onResponse: async (request, reply) => {
      if (reply.statusCode !== 200) return;
      const body = request.body as NewsletterPayload;
      if (body[HONEYPOT_FIELD]) return;
      afterAnswer(request, async () => {
        // Within the budget's window the link already sent stays the live one: no new link, no new mail.
        if (!(await app.rateLimits.allowMail('newsletter', body.email))) return;
        const locale = body.locale ?? DEFAULT_LOCALE;
        if (await requestSubscription(db, body.email, locale, config.publicUrl)) app.mail.wake();
      });
    },
  });

  serve(app, endpoints.confirmSubscription, {
    handler: async (request) => {
      const attempt = await app.rateLimits.attempt({ newsletterIp: request.ip });
      const confirmed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsletterSubscriptions)
          .set({ confirmedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null })
          .where(
            and(
              eq(newsletterSubscriptions.confirmTokenHash, hashToken(request.body.token)),
              gt(newsletterSubscriptions.confirmExpiresAt, new Date()),
            ),
          )
          .returning();
        if (!row) return false;
        const links = unsubscribeLinks(config.publicUrl, row.unsubscribeToken);
        await queueMail(tx, newsletterWelcome(mailI18n(row.locale), row.email, links));
        return true;
      });
      if (!confirmed) throw new HttpError(400, M.newsletterLinkInvalid);
      await attempt.succeeded();
      app.mail.wake();
      return { message: M.newsletterConfirmed };
    },
  });

  acceptOneClickForm(app);

  // Not rate-limited: the token is 256 random bits, and mail providers send one-click requests from shared
  // addresses. An unknown token unsubscribes nothing and answers the same, so it tells nothing either.
  serve(app, endpoints.unsubscribe, {
    handler: async (request) => {
      await db
        .delete(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.unsubscribeToken, request.query.token));
      return { message: M.newsletterUnsubscribed };
    },
  });
}
