import { type SessionClaims, verifySessionToken } from '../security/session-token';

/** About one token per active user of a large school; beyond it the oldest are verified again. */
const MAX_KEPT = 20_000;

/**
 * Tokens whose signature has been checked, with their claims. Checking an HMAC through WebCrypto costs more
 * than the rest of a session check; the same string checks the same way until it expires, so each token is
 * checked once. Expiry is still compared on every use, and the user's state (revocation) is not kept here.
 */
export class VerifiedTokens {
  private readonly kept = new Map<string, SessionClaims>();

  constructor(private readonly secret: Uint8Array) {}

  async claimsOf(token: string, nowMs = Date.now()): Promise<SessionClaims | undefined> {
    const kept = this.kept.get(token);
    if (kept) {
      if (nowMs < kept.expiresAtMs) return kept;
      this.kept.delete(token);
      return undefined;
    }
    const claims = await verifySessionToken(token, this.secret);
    if (claims) this.keep(token, claims);
    return claims;
  }

  private keep(token: string, claims: SessionClaims): void {
    if (this.kept.size >= MAX_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(token, claims);
  }
}
