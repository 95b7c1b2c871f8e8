import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationEndpoints as endpoints } from '@aula/contract';
import { appPaths } from '@aula/domain';
import {
  defaultPreference,
  EMAIL_DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
} from '@aula/forms';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { notificationPreferences, users } from '../db/schema';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { acceptOneClickForm } from '../mail/one-click';

/**
 * What one link turns off: the e-mails of one kind, or the daily digest (every kind the user gets in it, for
 * the header of a digest that lists several kinds: a header names one address).
 */
export type UnsubscribeScope = NotificationKind | 'digest';

/**
 * The unsubscribe link of a notification e-mail names the user and the scope, signed: `${userId}.${scope}.${mac}`.
 * Stateless, so every instance checks it with the session key they share (JWT_SECRET or the generated one);
 * the MAC is taken over a label of its own, so it can never stand for a session token or anything else signed
 * with that key. Changing that key invalidates the links already sent (they then answer 404).
 */
const PURPOSE = 'aula-notification-unsubscribe';
const TOKEN = /^(\d{1,10})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/;
const INT4_MAX = 2_147_483_647;

function mac(secret: Uint8Array, userId: number, scope: UnsubscribeScope): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}.${scope}`).digest();
}

const isScope = (value: string): value is UnsubscribeScope =>
  value === 'digest' || (NOTIFICATION_KINDS as readonly string[]).includes(value);

export function unsubscribeToken(secret: Uint8Array, userId: number, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${mac(secret, userId, scope).toString('base64url')}`;
}

/** The user and scope a token names, or undefined if it is not one this server signed. */
export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: number; scope: UnsubscribeScope } | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const scope = match[2] ?? '';
  if (userId < 1 || userId > INT4_MAX || !isScope(scope)) return undefined;
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = mac(secret, userId, scope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, scope };
}

/** The app's page that asks for the click (a mail program's link), and the one-click address for the header. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  return {
    page: `${publicUrl}${appPaths.notificationsUnsubscribe(token)}`,
    oneClick: `${publicUrl}/api/notifications/unsubscribe/${token}`,
  };
}

/**
 * Turns the kind's e-mail off for the user, keeping whether they see it in the app. False when the user no
 * longer exists (the account was deleted since the e-mail left).
 */
export async function turnEmailOff(db: Db, userId: number, kind: NotificationKind): Promise<boolean> {
  const rows = await db
    .insert(notificationPreferences)
    .select(
      db
        .select({
          userId: users.id,
          kind: sql<string>`${kind}`.as('kind'),
          inApp: sql<boolean>`${defaultPreference(kind).inApp}`.as('in_app'),
          email: sql<'off'>`'off'`.as('email'),
        })
        .from(users)
        .where(eq(users.id, userId)),
    )
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: 'off' },
    })
    .returning({ userId: notificationPreferences.userId });
  return rows.length > 0;
}

/**
 * Turns the daily digest off for the user: every kind they get in it (chosen, or by default) is no longer
 * e-mailed; what they see in the app stays. False when the user no longer exists.
 */
export async function turnDigestOff(db: Db, userId: number): Promise<boolean> {
  const digestByDefault = NOTIFICATION_KINDS.filter((kind) => defaultPreference(kind).email === 'digest');
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return false;
    if (digestByDefault.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(
          digestByDefault.map((kind) => ({
            userId,
            kind,
            inApp: defaultPreference(kind).inApp,
            email: 'off' as const,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .update(notificationPreferences)
      .set({ email: 'off' })
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.email, 'digest')));
    return true;
  });
}

/**
 * RFC 8058's one click: no session, the token says who and what. Counted per address only when the token is
 * bad, so a mail provider's shared addresses can unsubscribe its many users while guessing stays limited.
 */
export function serveUnsubscribe(app: FastifyInstance): void {
  acceptOneClickForm(app);

  serve(app, endpoints.unsubscribe, {
    handler: async (request) => {
      const attempt = await app.rateLimits.attempt({ unsubscribeIp: request.ip });
      const named = readUnsubscribeToken(app.jwtSecret, request.params.token);
      const done =
        named &&
        (named.scope === 'digest'
          ? await turnDigestOff(app.db, named.userId)
          : await turnEmailOff(app.db, named.userId, named.scope));
      if (!named || !done) throw new HttpError(404, NOTIFICATION_MESSAGES.unsubscribeInvalid);
      await attempt.succeeded();
      const label =
        named.scope === 'digest' ? EMAIL_DELIVERY_LABELS.digest : NOTIFICATION_KIND_LABELS[named.scope];
      return { kind: named.scope, label };
    },
  });
}
