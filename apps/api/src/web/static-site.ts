import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Addresses the spec links to that live under another name (the spec's support link, /contact). */
const MOVED_PAGES: Record<string, string> = { contact: '/contacto' };

/** The app's own addresses (packages/domain/src/app-paths.ts), which the build lists in .ssr; none without it. */
async function appPagePaths(root: string): Promise<string[]> {
  const listed = await readFile(path.join(root, '.ssr/app-paths.json'), 'utf8').catch(() => '[]');
  return JSON.parse(listed) as string[];
}

/**
 * Serves the built front end for every GET outside /api: the file itself; else the prerendered page
 * <path>/index.html; else the SPA shell (200.html if the build has one, else index.html), which routes on
 * the client. The shell answers 200 at the app's own addresses and 404 anywhere else, where the app shows
 * 'Página no encontrada': search engines must not index that page. Missing files under /assets/ answer the
 * JSON 404 instead of the shell: a stale hashed asset must not come back as HTML.
 */
export async function registerStaticSite(app: FastifyInstance, root: string): Promise<void> {
  let rootIsDir = false;
  try {
    rootIsDir = (await stat(root)).isDirectory();
  } catch {}
  if (!rootIsDir) {
    app.log.warn(
      { staticDir: root },
      'front end not found (build apps/school or set STATIC_DIR); serving the API only',
    );
    return;
  }

  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    dotfiles: 'deny',
    // The build writes .br and .gz beside every text file; sending them cuts the first paint on mobile.
    preCompressed: true,
  });

  const shell = (await isFile(path.join(root, '200.html'))) ? '200.html' : 'index.html';

  const send = (reply: FastifyReply, relative: string) => {
    const cacheControl = relative.startsWith('assets/') ? IMMUTABLE : 'no-cache';
    return reply.header('cache-control', cacheControl).sendFile(relative, { cacheControl: false });
  };

  const sendShell = async (reply: FastifyReply, status: number) => {
    if (!(await isFile(path.join(root, shell)))) return reply.callNotFound();
    return send(reply.code(status), shell);
  };
  for (const appPath of await appPagePaths(root)) {
    app.get(appPath, { schema: { hide: true } }, (_request, reply) => sendShell(reply, 200));
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const requested = (request.params as { '*': string })['*'] ?? '';
    if (requested === 'api' || requested.startsWith('api/')) return reply.callNotFound();

    // Normalised against a virtual root, '..' cannot climb out of the directory.
    const relative = path.posix.normalize(`/${requested}`).slice(1);
    const moved = MOVED_PAGES[relative.replace(/\/$/, '')];
    if (moved) return reply.redirect(moved, 301);
    const hidden = relative
      .split('/')
      .some((segment) => segment.startsWith('.') && segment !== '.well-known');
    if (!relative.includes('\0') && !hidden) {
      if (relative && (await isFile(path.join(root, relative)))) return send(reply, relative);
      const page = path.posix.join(relative, 'index.html');
      if (await isFile(path.join(root, page))) return send(reply, page);
    }
    if (relative.startsWith('assets/')) return reply.callNotFound();
    return sendShell(reply, 404);
  });
}
