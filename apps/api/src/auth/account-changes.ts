import { REGISTER_LIMITS, REGISTER_MESSAGES } from '@aula/forms';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { adminActions, ROLES, type Role, sessions, signInChallenges, userRoles, users } from '../db/schema';
import { isCommonPassword } from '../security/common-passwords';
import { hashPassword } from '../security/passwords';
import { removeTwoFactor } from './two-factor/store';

/**
 * Changes to an account that must end its sessions: password, roles, disabling (decision 070), resetting its
 * two-factor authentication (decision 133). Each one runs
 * in a transaction that also moves tokens_valid_after to the moment of the change, so every token issued
 * before it is refused, and writes an audit row in admin_actions (admin_id null: the operator, not a user).
 * The triggers of migration 0008 announce each change to every server, which drop the session state they
 * kept (decision 125).
 * The spec has no screens for these; the operator CLI (src/cli/accounts.ts) is their way in.
 */

/** The `action` of their admin_actions rows. */
export const ACCOUNT_ACTIONS = {
  setPassword: 'SET_PASSWORD',
  setRoles: 'SET_ROLES',
  disable: 'DISABLE_ACCOUNT',
  enable: 'ENABLE_ACCOUNT',
  resetTwoFactor: 'RESET_TWO_FACTOR',
} as const;
type AccountAction = (typeof ACCOUNT_ACTIONS)[keyof typeof ACCOUNT_ACTIONS];

/** A change refused for a reason the operator can fix; the message is Spanish and says which. */
export class AccountChangeError extends Error {
  override name = 'AccountChangeError';
}

export const ACCOUNT_CHANGE_MESSAGES = {
  unknownUser: (username: string) => `No existe ningún usuario «${username}».`,
  noRoles: 'Indica al menos un rol.',
  unknownRole: (role: string) => `Rol desconocido: ${role}. Los roles son ${ROLES.join(', ')}.`,
  lastAdmin: 'Es el último administrador activo: la escuela se quedaría sin administrador.',
} as const;

export interface AccountChange {
  userId: number;
  username: string;
  /** The new tokens_valid_after: tokens issued before it are refused. */
  tokensValidAfter: Date;
}

/** Who made the change, for the audit row. */
export interface Actor {
  /** 'cli' for the operator's command line. */
  via: string;
}

async function changeAccount(
  db: Db,
  username: string,
  actor: Actor,
  action: AccountAction,
  apply: (tx: Tx, userId: number) => Promise<Record<string, unknown>>,
): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username))
      .for('update');
    if (!user) throw new AccountChangeError(ACCOUNT_CHANGE_MESSAGES.unknownUser(username));
    const details = await apply(tx, user.id);
    // The database's clock, not this process's: the CLI may run on another machine than the servers.
    const [bumped] = await tx
      .update(users)
      .set({ tokensValidAfter: sql`clock_timestamp()` })
      .where(eq(users.id, user.id))
      .returning({ tokensValidAfter: users.tokensValidAfter });
    if (!bumped) throw new Error('users update returned no row');
    // The sessions it ended leave the open-sessions list too (decision 131).
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.insert(adminActions).values({
      adminId: null,
      action,
      details: { userId: user.id, username, via: actor.via, ...details },
    });
    return { userId: user.id, username, tokensValidAfter: bumped.tokensValidAfter };
  });
}

/** Refuses a change that would leave no enabled administrator (the next start would create a new one). */
export async function keepAnAdministrator(tx: Tx, userId: number): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'ADMIN'), ne(users.id, userId), eq(users.disabled, false)))
    .limit(1);
  if (!other) throw new AccountChangeError(ACCOUNT_CHANGE_MESSAGES.lastAdmin);
}

export async function isAdministrator(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'ADMIN')));
  return row !== undefined;
}

/** The registration rules that apply to a password alone, with their messages; undefined when it passes. */
export async function passwordProblem(password: string): Promise<string | undefined> {
  if (password.length < REGISTER_LIMITS.passwordMin) return REGISTER_MESSAGES.passwordMin;
  if (password.length > REGISTER_LIMITS.passwordMax) return REGISTER_MESSAGES.passwordMax;
  if (await isCommonPassword(password)) return REGISTER_MESSAGES.passwordCommon;
  return undefined;
}

/**
 * `verify`: the change also verifies the account, for a reset through the e-mailed link, which proved the
 * address (decision 130).
 */
export async function setPassword(
  db: Db,
  username: string,
  password: string,
  actor: Actor,
  { verify = false } = {},
): Promise<AccountChange> {
  const problem = await passwordProblem(password);
  if (problem) throw new AccountChangeError(problem);
  // Hashed before the transaction, which holds PGlite's only connection.
  const passwordHash = await hashPassword(password);
  return changeAccount(db, username, actor, ACCOUNT_ACTIONS.setPassword, async (tx, userId) => {
    await tx
      .update(users)
      .set(verify ? { passwordHash, verified: true } : { passwordHash })
      .where(eq(users.id, userId));
    return verify ? { verified: true } : {};
  });
}

/** Replaces the account's roles with `roles`. */
export async function setRoles(
  db: Db,
  username: string,
  roles: readonly string[],
  actor: Actor,
): Promise<AccountChange & { roles: Role[] }> {
  const wanted = [...new Set(roles.map((role) => role.trim().toUpperCase()).filter(Boolean))];
  if (wanted.length === 0) throw new AccountChangeError(ACCOUNT_CHANGE_MESSAGES.noRoles);
  const unknown = wanted.find((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown) throw new AccountChangeError(ACCOUNT_CHANGE_MESSAGES.unknownRole(unknown));
  const next = ROLES.filter((role) => wanted.includes(role));

  const change = await changeAccount(db, username, actor, ACCOUNT_ACTIONS.setRoles, async (tx, userId) => {
    const current = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    const before = ROLES.filter((role) => current.some((row) => row.role === role));
    if (before.includes('ADMIN') && !next.includes('ADMIN')) await keepAnAdministrator(tx, userId);
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values(next.map((role) => ({ userId, role })));
    return { from: before, to: next };
  });
  return { ...change, roles: next };
}

export async function disableAccount(db: Db, username: string, actor: Actor): Promise<AccountChange> {
  return changeAccount(db, username, actor, ACCOUNT_ACTIONS.disable, async (tx, userId) => {
    if (await isAdministrator(tx, userId)) await keepAnAdministrator(tx, userId);
    await tx.update(users).set({ disabled: true }).where(eq(users.id, userId));
    return {};
  });
}

export async function enableAccount(db: Db, username: string, actor: Actor): Promise<AccountChange> {
  return changeAccount(db, username, actor, ACCOUNT_ACTIONS.enable, async (tx, userId) => {
    await tx.update(users).set({ disabled: false }).where(eq(users.id, userId));
    return {};
  });
}

/**
 * Turns two-factor authentication off for someone who lost the app and the recovery codes; their logins
 * halfway are dropped too. An administrator under ADMIN_2FA=required enrols again at the next login.
 */
export async function resetTwoFactor(db: Db, username: string, actor: Actor): Promise<AccountChange> {
  return changeAccount(db, username, actor, ACCOUNT_ACTIONS.resetTwoFactor, async (tx, userId) => {
    await removeTwoFactor(tx, userId);
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
    return {};
  });
}
