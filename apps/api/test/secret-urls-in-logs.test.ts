import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { describeWithDatabase } from './support/harness';
import { LogCapture } from './support/logs';

/** The app's pages, read from its router: a page whose path names a token is a secret URL too. */
const appRoutes = readFileSync(new URL('../../school/src/routes.tsx', import.meta.url), 'utf8');

/**
 * Every kind of URL that carries a secret, as mail programs, browsers and the identity provider request it:
 * `SECRET` marks where the secret goes.
 */
const SECRET_URLS: [method: 'GET' | 'POST', url: string][] = [
  // The e-mailed links, in the app and in the API.
  ['GET', '/verify?token=SECRET&next=%2Fstudent'],
  ['GET', '/api/auth/verify?token=SECRET'],
  ['GET', '/reset-password?token=SECRET'],
  ['GET', '/confirm-email?token=SECRET'],
  ['GET', '/newsletter/confirmar?token=SECRET'],
  ['GET', '/newsletter/baja?token=SECRET'],
  ['POST', '/api/public/newsletter/unsubscribe?token=SECRET'],
  ['GET', '/notificaciones/baja/SECRET'],
  ['POST', '/api/notifications/unsubscribe/SECRET'],
  // A calendar program's subscription, with and without its extension.
  ['GET', '/api/calendar/SECRET.ics'],
  ['GET', '/api/calendar/SECRET'],
  // Google sign-in: the provider's answer to the callback, then the app's one-time ticket.
  ['GET', '/api/auth/oidc/callback?state=SECRET&code=SECRET&scope=openid'],
  ['GET', '/api/auth/oidc/callback?code=SECRET&state=SECRET&session_state=SECRET'],
  ['GET', '/login/google?ticket=SECRET'],
  ['GET', '/login/google?signup=1&ticket=SECRET'],
];

describeWithDatabase('logs: no URL that carries a secret is logged in clear', (ctx) => {
  const logs = new LogCapture();
  let app: App;

  beforeAll(async () => {
    app = await ctx.app({ logLevel: 'trace' }, { logStream: logs.stream });
  });

  it.each(SECRET_URLS)('%s %s is logged without its secret', async (method, url) => {
    const secret = `secreto${Math.random().toString(36).slice(2)}`;
    const before = logs.lines.length;
    await app.inject({ method, url: url.replaceAll('SECRET', secret) });
    const written = logs.lines.slice(before).join('');
    expect(written).toContain(url.replaceAll('SECRET', '[REDACTED]').split('?')[0]);
    expect(written).toContain('[REDACTED]');
    expect(written).not.toContain(secret);
  });

  it('keeps the URLs that carry no secret as they are', async () => {
    const before = logs.lines.length;
    await app.inject({ method: 'GET', url: '/api/calendar/feed' });
    await app.inject({ method: 'GET', url: '/student/course/7?tab=tareas' });
    const written = logs.lines.slice(before).join('');
    expect(written).toContain('/api/calendar/feed');
    expect(written).toContain('/student/course/7?tab=tareas');
  });

  it('covers every API route and app page whose path names a token', () => {
    // A calendar feed's file name is its secret (decision 139); other files are named by the course.
    const apiPaths = app.routeTable
      .map((route) => route.url)
      .filter((url) => /:token\b|\/calendar\/:file/.test(url));
    const pagePaths = [...appRoutes.matchAll(/page\('([^']*:token[^']*)'/g)].map((match) => match[1] ?? '');
    const covered = SECRET_URLS.map(([, url]) => url.split('?')[0]);
    for (const path of [...apiPaths, ...pagePaths]) {
      expect(covered, path).toContain(path.replace(/:(token|file)\b/, 'SECRET'));
    }
    expect(pagePaths.length + apiPaths.length).toBeGreaterThanOrEqual(3);
  });
});
