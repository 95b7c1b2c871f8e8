import * as client from 'openid-client';
import { isLoopbackHttp, type OidcConfig } from '../config';

/** What the rule of decision 135 needs from a validated ID token. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  fullName: string | undefined;
}

export interface SignInStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Seconds any call to the provider may take before the sign-in gives up. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The school's OpenID client (openid-client): the provider's metadata is discovered at the first sign-in
 * and kept; a failed discovery is forgotten, so the next sign-in tries again.
 */
export class GoogleProvider {
  private discovered: Promise<client.Configuration> | undefined;

  constructor(
    private readonly oidc: OidcConfig,
    private readonly redirectUri: string,
  ) {}

  private configuration(): Promise<client.Configuration> {
    if (!this.discovered) {
      const issuer = new URL(this.oidc.issuer);
      this.discovered = client
        .discovery(issuer, this.oidc.clientId, this.oidc.clientSecret, undefined, {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // openid-client refuses plain http; a test's provider on loopback is the one exception (config.ts).
          ...(isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          this.discovered = undefined;
          throw error;
        });
    }
    return this.discovered;
  }

  /** The provider's address to send the browser to, with a fresh state, nonce and PKCE verifier. */
  async start(): Promise<SignInStart> {
    const configuration = await this.configuration();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, state, nonce, codeVerifier };
  }

  /**
   * Exchanges the callback's code (with the PKCE verifier) and validates the ID token: issuer, audience,
   * signature, expiry, state and nonce. Throws on any of it.
   */
  async finish(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<ProviderIdentity> {
    const configuration = await this.configuration();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the token answer had no ID token');
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: text(claims.email),
      // Only a true boolean counts: anything else is an e-mail the provider does not vouch for.
      emailVerified: claims.email_verified === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      fullName: text(claims.name),
    };
  }
}
