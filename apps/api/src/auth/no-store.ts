import type { FastifyInstance } from 'fastify';

/**
 * Answers about a person (anything sent with a session, and the login's token) must not be kept
 * by a browser's or a proxy's cache, where the next user of a shared computer could read them.
 * Registered once on the /api scope (app.ts); a response that already says `no-store` keeps its header.
 */
export function registerPersonalNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const personal =
      request.user !== null ||
      request.headers.authorization !== undefined ||
      // The login and its second steps (decision 133) answer with a session token or a TOTP secret.
      request.routeOptions.url?.startsWith('/api/auth/login') === true;
    const current = String(reply.getHeader('cache-control') ?? '');
    if (personal && !current.includes('no-store')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
