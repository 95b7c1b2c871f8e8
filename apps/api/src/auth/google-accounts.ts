import { normalizedText, REGISTER_LIMITS } from '@aula/forms';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { externalIdentities, userRoles, users } from '../db/schema';
import { HttpError } from '../errors';
import { hashPassword } from '../security/passwords';
import { generateUrlToken } from '../security/tokens';
import { usernameFolded } from './accounts';
import type { ProviderIdentity } from './google-provider';
import { AUTH_MESSAGES } from './messages';

/** A provider account with an e-mail the provider verified. */
export type VerifiedIdentity = ProviderIdentity & { email: string };

/**
 * The rule of decision 135 for a verified e-mail: the account this provider account was linked to, else the
 * verified account with that e-mail (linked from now on), else none (a new account is to be made).
 */
export async function accountFor(db: Db, identity: VerifiedIdentity): Promise<number | undefined> {
  const [linked] = await db
    .select({ userId: externalIdentities.userId })
    .from(externalIdentities)
    .where(
      and(eq(externalIdentities.issuer, identity.issuer), eq(externalIdentities.subject, identity.subject)),
    );
  if (linked) return linked.userId;
  // An unverified account with this address proves nothing about who made it: it counts as none, as for
  // a second registration with the same e-mail.
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, identity.email), eq(users.verified, true)));
  if (!owner) return undefined;
  await db
    .insert(externalIdentities)
    .values({ userId: owner.id, issuer: identity.issuer, subject: identity.subject })
    .onConflictDoNothing();
  return owner.id;
}

/** The e-mail as stored (lower-cased, NFKC) and the names the new account gets from the provider's claims. */
export function newAccountDetails(identity: VerifiedIdentity) {
  const clip = (value: string) => normalizedText(value).slice(0, REGISTER_LIMITS.nameMax);
  const [first = '', ...rest] = normalizedText(identity.fullName ?? '').split(/\s+/);
  return {
    email: normalizedText(identity.email).toLowerCase(),
    name: clip(identity.givenName ?? first) || clip(identity.email.split('@')[0] ?? ''),
    surname: clip(identity.familyName ?? rest.join(' ')),
  };
}

export interface PendingAccount {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  surname: string;
}

/**
 * A verified STUDENT account with the chosen username, linked to the provider account, in one transaction
 * that also spends the ticket (`spend`): a taken username rolls it all back and leaves the ticket for the
 * next try. Its password is a random one nobody knows: password recovery gives it one.
 */
export async function createLinkedStudent(
  db: Db,
  username: string,
  spend: (tx: Db) => Promise<PendingAccount>,
): Promise<number> {
  const passwordHash = await hashPassword(generateUrlToken());
  return db.transaction(async (tx) => {
    const pending = await spend(tx);
    // Someone's unverified registration of this address gives way, as it does to a second registration.
    await tx.delete(users).where(and(eq(users.email, pending.email), eq(users.verified, false)));
    const [taken] = await tx.select({ id: users.id }).from(users).where(usernameFolded(username));
    if (taken) throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
    const { name, surname, email } = pending;
    const [user] = await tx
      .insert(users)
      .values({ name, surname, username, email, passwordHash, verified: true })
      .returning({ id: users.id });
    if (!user) throw new Error('users insert returned no row');
    await tx.insert(userRoles).values({ userId: user.id, role: 'STUDENT' });
    await tx
      .insert(externalIdentities)
      .values({ userId: user.id, issuer: pending.issuer, subject: pending.subject });
    return user.id;
  });
}
