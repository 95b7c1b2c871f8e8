import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface SessionClaims {
  userId: number;
  /** Issued-at, in seconds since the epoch. */
  issuedAt: number;
}

export function signSessionToken(
  userId: number,
  secret: Uint8Array,
  expiresInSeconds: number,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${expiresInSeconds}s`)
    .sign(secret);
}

/**
 * Checks signature, algorithm (pinned: 'none' or an asymmetric algorithm is refused) and expiry.
 * Returns undefined for any token that is not one of ours and still valid.
 */
export async function verifySessionToken(
  token: string,
  secret: Uint8Array,
): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.iat !== 'number') return undefined;
    return { userId, issuedAt: payload.iat };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
