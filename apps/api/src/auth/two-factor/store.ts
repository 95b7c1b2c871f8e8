import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { recoveryCodes, twoFactor } from '../../db/schema';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { open, seal } from './secret-box';
import { newTotpSetup, stepOfCode, type TotpSetup } from './totp';

/**
 * An account's TOTP in the database (decision 133): starting and confirming an enrolment, taking a code or a
 * recovery code once, turning it off. `serverSecret` seals the TOTP secret (secret-box.ts).
 */

export interface TwoFactorState {
  enabled: boolean;
  /** Null when it was sealed under another server secret (decision 133): no code matches, recovery codes still work. */
  secret: string | null;
  lastUsedStep: number | null;
}

function openedSecret(box: string, serverSecret: Uint8Array): string | null {
  try {
    return open(box, serverSecret);
  } catch {
    return null;
  }
}

export async function twoFactorOf(
  db: Db,
  userId: number,
  serverSecret: Uint8Array,
): Promise<TwoFactorState | undefined> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row) return undefined;
  return {
    enabled: row.enabledAt !== null,
    secret: openedSecret(row.secretBox, serverSecret),
    lastUsedStep: row.lastUsedStep,
  };
}

/** Whether the account has confirmed a TOTP (one indexed lookup, for the login). */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return row !== undefined;
}

/** A new secret for an account without a confirmed TOTP; it replaces an enrolment left halfway. */
export async function startEnrolment(
  db: Db,
  userId: number,
  username: string,
  serverSecret: Uint8Array,
): Promise<TotpSetup | undefined> {
  const setup = await newTotpSetup(username);
  const secretBox = seal(setup.secret, serverSecret);
  const [row] = await db
    .insert(twoFactor)
    .values({ userId, secretBox })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretBox, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  // No row: a confirmed TOTP is there, and is not replaced.
  return row ? setup : undefined;
}

/**
 * Takes `code` once: true if it is a code of the account's secret for now (±1 step) that was not taken before.
 * The step is recorded with a conditional update, so two requests with the same code cannot both pass.
 */
export async function takeCode(
  db: Db,
  userId: number,
  state: TwoFactorState,
  code: string,
): Promise<boolean> {
  if (state.secret === null) return false;
  const step = await stepOfCode(state.secret, code, state.lastUsedStep);
  if (step === undefined) return false;
  const taken = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))),
    )
    .returning({ userId: twoFactor.userId });
  return taken.length > 0;
}

/**
 * Takes a recovery code once: 'taken' if it was one of the account's unused codes, 'used' if it is one of its
 * codes that was already taken (the person has the password: telling them is a help, not a leak), else 'wrong'.
 */
export async function takeRecoveryCode(
  db: Db,
  userId: number,
  code: string,
): Promise<'taken' | 'used' | 'wrong'> {
  const codeHash = hashRecoveryCode(code);
  const taken = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (taken.length > 0) return 'taken';
  const [used] = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash)));
  return used ? 'used' : 'wrong';
}

async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Turns the enrolment on (after its first code was taken) and returns its ten recovery codes, in clear once. */
export async function confirmEnrolment(db: Db, userId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.update(twoFactor).set({ enabledAt: new Date() }).where(eq(twoFactor.userId, userId));
    return replaceRecoveryCodes(tx, userId);
  });
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  return db.transaction((tx) => replaceRecoveryCodes(tx, userId));
}

/** Turns it off: the secret and the recovery codes go. */
export async function removeTwoFactor(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
