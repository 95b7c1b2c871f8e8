/**
 * The client the school is configured with in the tests (OIDC_CLIENT_ID / OIDC_CLIENT_SECRET); apart from
 * the provider (oidc-provider.ts), so that playwright.config.ts can read it without loading oidc-provider.
 */
export const TEST_OIDC_CLIENT = {
  clientId: 'aula-escuela',
  clientSecret: 'secreto-de-cliente-de-prueba-0123',
};

/** A login typed at the test provider that makes its e-mail unverified: `sin-verificar:ana@correo.test`. */
export const UNVERIFIED_PREFIX = 'sin-verificar:';
