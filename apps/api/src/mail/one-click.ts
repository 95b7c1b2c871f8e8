import type { FastifyInstance } from 'fastify';

/** The headers that let a mail program unsubscribe with one click (RFC 8058). */
export function oneClickHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Mail programs send RFC 8058's one-click POST as a form (`List-Unsubscribe=One-Click`): it says nothing the
 * link's token does not, so the plugin serving such a link reads and drops it.
 */
export function acceptOneClickForm(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, undefined),
  );
}
