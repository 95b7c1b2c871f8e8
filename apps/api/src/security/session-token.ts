import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface SessionClaims {
  userId: number;
  /** The server-side session (decision 131): ended or expired, the token is refused. */
  sessionId: string;
  /** When the token was issued, in milliseconds since the epoch. */
  issuedAtMs: number;
  /** From this instant on (`exp`) the token is refused. */
  expiresAtMs: number;
}

/**
 * The standard `iat` counts whole seconds: a token issued just before a password change and one issued just
 * after it, in the same second, would look alike. `iat_ms` tells them apart (decision 070).
 */
const ISSUED_AT_MS = 'iat_ms';
const SESSION_ID = 'sid';

export function signSessionToken(
  session: { userId: number; sessionId: string },
  secret: Uint8Array,
  expiresInSeconds: number,
  now = new Date(),
): Promise<string> {
  const { userId, sessionId } = session;
  const seconds = Math.floor(now.getTime() / 1000);
  return new SignJWT({ [ISSUED_AT_MS]: now.getTime(), [SESSION_ID]: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + expiresInSeconds)
    .sign(secret);
}

/** iat_ms when it agrees with iat; otherwise the start of iat's second, the earliest it can mean. */
function issuedAtMs(iat: number, claimed: unknown): number {
  const start = iat * 1000;
  return Number.isSafeInteger(claimed) && (claimed as number) >= start && (claimed as number) < start + 1000
    ? (claimed as number)
    : start;
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
      // A token from before server-side sessions has no sid: refused (decision 131).
      requiredClaims: ['sub', 'iat', 'exp', SESSION_ID],
    });
    const userId = Number(payload.sub);
    const sessionId = payload[SESSION_ID];
    if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(payload.iat)) return undefined;
    if (typeof sessionId !== 'string' || sessionId === '') return undefined;
    return {
      userId,
      sessionId,
      issuedAtMs: issuedAtMs(payload.iat as number, payload[ISSUED_AT_MS]),
      expiresAtMs: (payload.exp as number) * 1000,
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
