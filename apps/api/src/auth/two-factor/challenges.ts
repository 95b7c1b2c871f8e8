import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SignInStep, signInChallenges } from '../../db/schema';
import { generateUrlToken, hashToken } from '../../security/tokens';

/** Long enough to open the app and type a code, short enough that a stolen challenge is soon worthless. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export interface LiveChallenge {
  id: number;
  userId: number;
  /** The key its attempts are counted under (the hash: the challenge itself is never kept). */
  key: string;
  /** The session to open at the end is one that 'No cerrar sesión' asked for. */
  remembered: boolean;
}

/** A new challenge for the login's next step; only its SHA-256 is stored. */
export async function issueChallenge(
  db: Db,
  userId: number,
  step: SignInStep,
  remembered: boolean,
): Promise<string> {
  const challenge = generateUrlToken();
  await db.insert(signInChallenges).values({
    userId,
    step,
    remembered,
    tokenHash: hashToken(challenge),
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
  return challenge;
}

/** The challenge if it is one of `step`, unused and not expired. */
export async function liveChallenge(
  db: Db,
  challenge: string,
  step: SignInStep,
): Promise<LiveChallenge | undefined> {
  const key = hashToken(challenge);
  const [row] = await db
    .select({
      id: signInChallenges.id,
      userId: signInChallenges.userId,
      remembered: signInChallenges.remembered,
    })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, key),
        eq(signInChallenges.step, step),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    );
  return row ? { ...row, key } : undefined;
}

/** Uses the challenge up; false if another request did first (one conditional update decides). */
export async function useChallenge(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return used.length > 0;
}
