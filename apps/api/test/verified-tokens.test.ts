import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../src/auth/verified-tokens';
import { signSessionToken } from '../src/security/session-token';
import { TEST_JWT_SECRET } from './support/harness';

const secret = new TextEncoder().encode(TEST_JWT_SECRET);

describe('tokens checked once (decision 125)', () => {
  it('answers a kept token with its claims until its expiry, and refuses it from then on', async () => {
    const tokens = new VerifiedTokens(secret);
    const issued = new Date();
    const token = await signSessionToken(7, secret, 60, issued);
    const claims = await tokens.claimsOf(token, issued.getTime());
    expect(claims).toMatchObject({ userId: 7, issuedAtMs: issued.getTime() });
    const expiry = (Math.floor(issued.getTime() / 1000) + 60) * 1000;
    expect(await tokens.claimsOf(token, expiry - 1)).toEqual(claims);
    expect(await tokens.claimsOf(token, expiry)).toBeUndefined();
  });

  it('checks every other string itself: a kept token vouches for nothing else', async () => {
    const tokens = new VerifiedTokens(secret);
    const token = await signSessionToken(7, secret, 60);
    expect(await tokens.claimsOf(token)).toMatchObject({ userId: 7 });
    const [header, , signature] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ sub: '8', iat: 1, exp: 4_000_000_000 })).toString(
      'base64url',
    );
    expect(await tokens.claimsOf(`${header}.${otherClaims}.${signature}`)).toBeUndefined();
    const other = new TextEncoder().encode('otra-clave-de-firma-igual-de-larga-0123456789');
    expect(await tokens.claimsOf(await signSessionToken(7, other, 60))).toBeUndefined();
  });
});
