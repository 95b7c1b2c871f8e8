import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum recommended parameters (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 iterations, 1 lane. About 30–60 ms per hash on one core of a small server. The parameters are stored in
 * each hash, so raising them later only affects new hashes.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id: the package's const enum cannot be imported under isolatedModules.
  memoryCost: 19_456, // KiB
  timeCost: 2,
  parallelism: 1,
} as const;

let hashOptions: { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number } = ARGON2_OPTIONS;

/**
 * For test suites only: hundreds of registrations and logins at full cost would dominate their run time.
 * Verification reads the parameters from each hash, so nothing else changes.
 */
export function useCheapPasswordHashingForTests(): void {
  hashOptions = { ...ARGON2_OPTIONS, memoryCost: 64, timeCost: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for logins of unknown users: the answer's timing then does
 * not tell whether a username exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('aula-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
