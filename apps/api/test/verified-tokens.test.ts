import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../src/auth/verified-tokens';
import { signSessionToken } from '../src/security/session-token';
import { TEST_JWT_SECRET } from './support/harness';

const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const SESSION = { userId: 7, sessionId: 'sesion-7' };

describe('tokens checked once (decision 125)', () => {
  it('answers a kept token with its claims until its expiry, and refuses it from then on', async () => {
    const tokens = new VerifiedTokens(secret);
    const issued = new Date();
    const token = await signSessionToken(SESSION, secret, 60, issued);
    const claims = await tokens.claimsOf(token, issued.getTime());
    expect(claims).toMatchObject({ userId: 7, sessionId: 'sesion-7', issuedAtMs: issued.getTime() });
    const expiry = (Math.floor(issued.getTime() / 1000) + 60) * 1000;
    expect(await tokens.claimsOf(token, expiry - 1)).toEqual(claims);
    expect(await tokens.claimsOf(token, expiry)).toBeUndefined();
  });

  it('checks every other string itself: a kept token vouches for nothing else', async () => {
    const tokens = new VerifiedTokens(secret);
    const token = await signSessionToken(SESSION, secret, 60);
    expect(await tokens.claimsOf(token)).toMatchObject({ userId: 7 });
    const [header, , signature] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ sub: '8', iat: 1, exp: 4_000_000_000 })).toString(
      'base64url',
    );
    expect(await tokens.claimsOf(`${header}.${otherClaims}.${signature}`)).toBeUndefined();
    const other = new TextEncoder().encode('otra-clave-de-firma-igual-de-larga-0123456789');
    expect(await tokens.claimsOf(await signSessionToken(SESSION, other, 60))).toBeUndefined();
  });

  it('refuses a well-signed token that names no server-side session (issued before decision 131)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const withoutSid = await new SignJWT({ iat_ms: now * 1000 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(secret);
    expect(await new VerifiedTokens(secret).claimsOf(withoutSid)).toBeUndefined();
  });
});
