import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { TEST_OIDC_CLIENT, UNVERIFIED_PREFIX } from './oidc-client';

export { TEST_OIDC_CLIENT, UNVERIFIED_PREFIX };

export interface TestOidcProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with its development login form: any login is
 * accepted and is the account. A login is an e-mail, verified unless it starts with UNVERIFIED_PREFIX; the
 * subject is the login itself, so the same login is the same provider account. Consent is taken as given.
 */
export async function startTestOidcProvider(redirectUri: string, port = 0): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.clientId,
        client_secret: TEST_OIDC_CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // Like Google: the e-mail and the names are in the ID token itself.
    conformIdTokenClaims: false,
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // Set, so the provider does not warn that it uses its defaults.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['clave-de-cookies-del-proveedor-de-prueba'] },
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => {
        const unverified = login.startsWith(UNVERIFIED_PREFIX);
        const email = unverified ? login.slice(UNVERIFIED_PREFIX.length) : login;
        const local = email.split('@')[0] ?? email;
        const given = local.charAt(0).toUpperCase() + local.slice(1);
        return {
          sub: login,
          email,
          email_verified: !unverified,
          given_name: given,
          family_name: 'Prueba',
          name: `${given} Prueba`,
        };
      },
    }),
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookies for one site, enough to walk the provider's redirects with fetch. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in at the provider as `login` through its login form, from the authorization address the school
 * redirected to; returns the callback address the provider sends the browser back to (code and state).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header() },
      ...(body ? { body } : {}),
    });
    jar.store(response);
    body = undefined;
    const location = response.headers.get('location');
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      await response.text();
      body = new URLSearchParams({ prompt: 'login', login, password: 'cualquiera' });
      continue;
    }
    if (!location) throw new Error(`the provider answered ${response.status} at ${url.pathname}`);
    const next = new URL(location, url);
    if (next.origin !== url.origin && !next.pathname.startsWith('/interaction/')) return next;
    url = next;
  }
  throw new Error('the provider never sent the browser back');
}
