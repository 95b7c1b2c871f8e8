import { authEndpoints as endpoints } from '@aula/contract';
import { appPaths, DEFAULT_LOCALE } from '@aula/domain';
import { firstRegistrationError, REGISTER_MESSAGES, type RegisterValues, safeReturnPath } from '@aula/forms';
import { and, eq, gt, isNull, notExists, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uniqueViolation } from '../db/client';
import { userRoles, users, verificationTokens } from '../db/schema';
import { ERROR_MESSAGES, HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { mailI18n } from '../mail/i18n';
import { queueMail } from '../mail/outbox';
import { emailInUseNotice, verificationMail } from '../mail/templates';
import { pairKey, TooManyAttempts } from '../rate-limit/attempts';
import { isCommonPassword } from '../security/common-passwords';
import { type LoginFailureReason, logLogin } from '../security/events';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../security/passwords';
import { generateUrlToken, hashToken } from '../security/tokens';
import { serveAccountSettings } from './account-settings';
import { findAccount, usernameFolded, usernameForLogin } from './accounts';
import { DeviceCookies } from './device-cookies';
import { serveEmailChange } from './email-change';
import { AUTH_MESSAGES } from './messages';
import { servePasswordRecovery } from './password-recovery';
import { sessionUser } from './session';
import { serveSessions } from './session-routes';
import { completeSignIn } from './two-factor/sign-in';

export const VERIFICATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Rolls a registration back when its address has had its e-mail for now. */
class NothingMailed extends Error {}

/** Whatever the body is, the registration page's first message for it (spec section 5 order). */
function registrationBodyError(body: unknown): string | undefined {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: keyof RegisterValues) =>
    typeof record[key] === 'string' ? (record[key] as string) : '';
  const values: RegisterValues = {
    name: text('name'),
    surname: text('surname'),
    username: text('username'),
    email: text('email'),
    password: text('password'),
    passwordConfirm: text('passwordConfirm'),
  };
  // undefined when the fields are fine: then the schema's own first issue (role, unknown field) is the answer.
  return firstRegistrationError(values) ?? undefined;
}

/**
 * Registration, login, e-mail verification, password recovery, the session check (spec section 7) and the
 * account's own settings (decision 132), their paths and shapes
 * in @aula/contract (decision 120).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const devices = new DeviceCookies(app.jwtSecret, config.publicUrl);

  serve(app, endpoints.register, {
    config: { bodyErrorMessage: registrationBodyError },
    handler: async (request, reply) => {
      const input = request.body;
      // After every rule of the form (spec section 5), before anything that costs: a set lookup.
      if (await isCommonPassword(input.password)) throw new HttpError(400, REGISTER_MESSAGES.passwordCommon);
      await app.rateLimits.attempt({ registerIp: request.ip });
      // Hashing takes tens of milliseconds: do it before the transaction, which holds PGlite's only connection.
      const passwordHash = await hashPassword(input.password);
      const token = generateUrlToken();
      // A same-site path to come back to after verifying and signing in (decision 143); anything else dropped.
      const next = safeReturnPath(input.next);
      const link = `${config.publicUrl}${appPaths.verify(token, next)}`;

      try {
        await db.transaction(async (tx) => {
          // "Regístrate de nuevo" after an expired link must work: an unverified account that no live token
          // can verify any more is abandoned, and gives its username and e-mail back.
          const liveToken = tx
            .select({ one: sql`1` })
            .from(verificationTokens)
            .where(
              and(
                eq(verificationTokens.userId, users.id),
                isNull(verificationTokens.usedAt),
                gt(verificationTokens.expiresAt, new Date()),
              ),
            );
          // A later registration with the same unverified e-mail replaces the pending one: whoever
          // registered someone else's address first cannot block its owner.
          const sameUsername = usernameFolded(input.username);
          await tx
            .delete(users)
            .where(
              and(
                eq(users.verified, false),
                or(and(sameUsername, notExists(liveToken)), eq(users.email, input.email)),
              ),
            );

          const taken = await tx
            .select({ username: users.username, locale: users.locale })
            .from(users)
            .where(or(sameUsername, eq(users.email, input.email)));
          const folded = input.username.toLowerCase();
          if (taken.some((user) => user.username.toLowerCase() === folded)) {
            throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
          }
          // One link or notice per window reaches an address (decision 155): past it, nothing changes, so
          // the account and link already mailed stay the live ones, and the answer is the usual one.
          if (!(await app.rateLimits.allowMail('registration', input.email))) throw new NothingMailed();
          const [holder] = taken;
          if (holder) {
            // A verified account has this address: its owner is told, in their language, and the answer is
            // the usual one.
            const notice = emailInUseNotice(
              mailI18n(holder.locale),
              input.email,
              `${config.publicUrl}/login`,
            );
            await queueMail(tx, notice);
            return;
          }

          const [user] = await tx
            .insert(users)
            .values({
              name: input.name,
              surname: input.surname,
              username: input.username,
              email: input.email,
              passwordHash,
              locale: input.locale,
            })
            .returning({ id: users.id });
          if (!user) throw new Error('users insert returned no row');
          await tx.insert(userRoles).values(input.roles.map((role) => ({ userId: user.id, role })));
          await tx.insert(verificationTokens).values({
            userId: user.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_LIFETIME_MS),
          });
          const to = { email: input.email, username: input.username };
          await queueMail(tx, verificationMail(mailI18n(input.locale ?? DEFAULT_LOCALE), to, link));
        });
      } catch (error) {
        if (error instanceof NothingMailed)
          return reply.status(201).send({ message: AUTH_MESSAGES.registered });
        // Two registrations racing past the check above meet the unique constraints.
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_unique' || constraint === 'users_username_folded_unique')
          throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
        // The other registration of this address got in first: answered like any registration.
        if (constraint !== 'users_email_unique') throw error;
      }
      app.mail.wake();
      return reply.status(201).send({ message: AUTH_MESSAGES.registered });
    },
  });

  serve(app, endpoints.login, {
    handler: async (request, reply) => {
      const { username, password, remember } = request.body;
      // Counted before the password is checked, so concurrent guesses cannot slip past the limit; a success
      // or a refusal gives the attempt back (decision 097). Guesses from one address at one account are
      // limited always; the per-account and per-address limits only for an address that has never signed
      // in to this account, so a stranger cannot lock the owner (nor a classroom) out.
      // Usernames are unique whatever their case (decision 101), so the limits count them case-folded too.
      // A browser that signed in to this account before (its device cookie, decision 156) is counted on its
      // own budget only: strangers' guesses from the same school address cannot lock its owner out.
      const accountKey = username.toLowerCase();
      const device = devices.deviceOf(request, accountKey);
      const known = !device && (await app.rateLimits.isKnownAddress(accountKey, request.ip));
      const attempt = await app.rateLimits
        .attempt(
          device
            ? { loginDevice: device }
            : {
                loginPair: pairKey(accountKey, request.ip),
                ...(known ? {} : { loginAccount: accountKey, loginIp: request.ip }),
              },
        )
        .catch((error: unknown) => {
          if (error instanceof TooManyAttempts) logLogin(request, { username, outcome: 'limited' });
          throw error;
        });
      const account = await findAccount(db, usernameForLogin(username));
      const passwordMatches = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password);
      const refuse = (status: 401 | 403, reason: LoginFailureReason, message: string) => {
        logLogin(request, { username, outcome: 'failure', userId: account?.id, reason });
        return new HttpError(status, message);
      };
      // Unknown user, wrong password and disabled account look the same from outside.
      if (!account) throw refuse(401, 'unknown-user', AUTH_MESSAGES.badCredentials);
      if (!passwordMatches) throw refuse(401, 'wrong-password', AUTH_MESSAGES.badCredentials);
      if (account.disabled) throw refuse(401, 'disabled', AUTH_MESSAGES.badCredentials);
      // Whoever knows the password is no guesser: the attempt is given back from here on, and this
      // address is the owner's from now on.
      await attempt.succeeded();
      await app.rateLimits.rememberAddress(accountKey, request.ip);
      // Said only to whoever knows the password, so it does not reveal that the account exists.
      if (!account.verified) throw refuse(403, 'unverified', AUTH_MESSAGES.unverified);
      // Before any second step: the cookie only spares the password's lockout, the second factor stays.
      devices.issue(reply, accountKey);

      const outcome = await completeSignIn(app, account, { request, remember });
      // A second step still to come is logged as a success once it is done (two-factor/routes.ts).
      if (outcome.status === 200) logLogin(request, { username, outcome: 'success', userId: account.id });
      return reply.status(outcome.status).send(outcome.answer);
    },
  });

  // The contract reads a repeated or odd token parameter as missing: that is the 400 tokenMissing below.
  serve(app, endpoints.verify, {
    handler: async (request) => {
      const { token } = request.query;
      if (!token) throw new HttpError(400, AUTH_MESSAGES.tokenMissing);

      const attempt = await app.rateLimits.attempt({ verifyIp: request.ip });
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(verificationTokens)
          .where(eq(verificationTokens.tokenHash, hashToken(token)))
          .for('update');
        if (!row || row.usedAt) throw new HttpError(400, AUTH_MESSAGES.tokenInvalid);
        if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(400, AUTH_MESSAGES.tokenExpired);
        await tx
          .update(verificationTokens)
          .set({ usedAt: new Date() })
          .where(eq(verificationTokens.id, row.id));
        await tx.update(users).set({ verified: true }).where(eq(users.id, row.userId));
      });
      await attempt.succeeded();
      return { message: AUTH_MESSAGES.verified };
    },
  });

  servePasswordRecovery(app);
  serveAccountSettings(app);
  serveEmailChange(app);
  serveSessions(app);

  // The one auth route that needs a session: the check is the route's own, not a hook on the whole plugin
  // as the areas have.
  serve(app, endpoints.me, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const account = await findAccount(db, eq(users.id, sessionUser(request).id));
      if (!account) throw new HttpError(401, ERROR_MESSAGES.unauthenticated);
      const { id, username, name, surname, email, roles, locale } = account;
      return { id, username, name, surname, email, roles, locale, timeZone: app.config.schoolTimeZone };
    },
  });
};
