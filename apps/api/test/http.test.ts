import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { HttpError } from '../src/errors';
import { describeWithDatabase } from './support/harness';
import { register, validRegistration } from './support/helpers';
import { LogCapture } from './support/logs';

async function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

describeWithDatabase('HTTP: static front end, errors, headers, logs', (ctx) => {
  describe('static front end with a 200.html shell', () => {
    let app: App;
    beforeAll(async () => {
      const root = await ctx.tempDir();
      await writeFiles(root, {
        'index.html': '<!doctype html><title>index</title>',
        '200.html': '<!doctype html><title>shell</title>',
        'course/intensive/index.html': '<!doctype html><title>intensive</title>',
        'assets/app-3f2a1b.js': 'console.log("app")',
        'humans.txt': 'Equipo: Aula',
        '.env': 'SECRET=1',
        '.ssr/app-paths.json': JSON.stringify(['/login', '/verify', '/student/course/:id']),
      });
      await writeFile(path.join(path.dirname(root), 'outside.txt'), 'outside');
      app = await ctx.app({ staticDir: root });
    });

    const get = (url: string) => app.inject({ method: 'GET', url });

    it('serves a file as is', async () => {
      const response = await get('/humans.txt');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('Equipo: Aula');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('serves hashed assets with a long immutable cache', async () => {
      const response = await get('/assets/app-3f2a1b.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves a prerendered page from <path>/index.html, with or without the slash', async () => {
      for (const url of ['/course/intensive', '/course/intensive/']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<title>intensive</title>');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('falls back to 200.html for client routes', async () => {
      for (const url of ['/student/course/3', '/login?next=%2Fadmin', '/verify?token=abc']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<title>shell</title>');
        expect(response.headers['content-type']).toMatch(/text\/html/);
      }
    });

    it('answers an address neither the site nor the app has with the shell and status 404', async () => {
      for (const url of ['/esta-pagina-no-existe', '/student/course', '/login/extra', '/course/nope']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('<title>shell</title>');
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
      }
    });

    it('serves index.html at the root', async () => {
      expect((await get('/')).body).toContain('<title>index</title>');
    });

    it('answers 404 for a missing hashed asset instead of the shell', async () => {
      const response = await get('/assets/app-old.js');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Recurso no encontrado.' });
    });

    it('never serves dotfiles or anything outside the directory', async () => {
      for (const url of [
        '/.env',
        '/../outside.txt',
        '/%2e%2e/outside.txt',
        '/assets/..%2f..%2foutside.txt',
      ]) {
        const response = await get(url);
        expect(response.body).not.toContain('SECRET');
        expect(response.body).not.toContain('outside');
      }
    });

    it('answers unknown /api paths with a JSON 404, whatever the method', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['GET', '/api'],
        ['POST', '/api/nope'],
        ['GET', '/api/auth/login'],
        ['DELETE', '/robots.txt'],
      ] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ error: 'Recurso no encontrado.' });
      }
    });

    it('answers the health check', async () => {
      const response = await get('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('sends the content security policy and keeps a referrer for YouTube embeds', async () => {
      const response = await get('/');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';" +
          'frame-src https://www.youtube-nocookie.com https://www.youtube.com;' +
          "img-src 'self' data: blob:;media-src 'self' blob:;style-src 'self' 'unsafe-inline'",
      );
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  it('falls back to index.html when the build has no 200.html', async () => {
    const root = await ctx.tempDir();
    await writeFiles(root, {
      'index.html': '<!doctype html><title>index</title>',
      '.ssr/app-paths.json': JSON.stringify(['/teacher/course/:id']),
    });
    const app = await ctx.app({ staticDir: root });
    const response = await app.inject({ method: 'GET', url: '/teacher/course/7' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>index</title>');
  });

  it('keeps the API working, with a warning, when the front end is missing', async () => {
    const logs = new LogCapture();
    const app = await ctx.app(
      { staticDir: path.join(ctx.dataDir, 'does-not-exist'), logLevel: 'warn' },
      { logStream: logs.stream },
    );
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(404);
    expect(logs.entries.some((entry) => String(entry.msg).includes('front end not found'))).toBe(true);
  });

  describe('error handler', () => {
    let app: App;
    let logs: LogCapture;
    beforeAll(async () => {
      logs = new LogCapture();
      app = await ctx.app({ logLevel: 'info' }, { logStream: logs.stream });
      app.get('/api/test/boom', async () => {
        throw new Error('database exploded at /secret/path');
      });
      app.get('/api/test/domain', async () => {
        throw new HttpError(409, 'Ya existe.');
      });
    });

    it('answers an unexpected failure with a generic Spanish 500, logging the cause', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
        requestId: response.headers['x-request-id'],
      });
      expect(response.body).not.toContain('exploded');
      expect(response.body).not.toContain('stack');
      expect(logs.text).toContain('database exploded');
    });

    it('answers a domain error with its status and message', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/domain' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'Ya existe.' });
    });

    it('answers an unsupported content type in Spanish', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/xml' },
        payload: '<login/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: 'Tipo de contenido no admitido.' });
    });

    it('never logs passwords, verification tokens or session tokens', async () => {
      const payload = validRegistration({ password: 'muy-secreta-1', passwordConfirm: 'muy-secreta-1' });
      await register(app, payload);
      await app.inject({ method: 'GET', url: '/api/auth/verify?token=token-secreto-123' });
      await app.inject({ method: 'GET', url: '/api/calendar/calendario-secreto-123.ics' });
      await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: 'Bearer cabecera.secreta.123' },
      });
      expect(logs.text).toContain('/api/auth/verify?token=[REDACTED]');
      expect(logs.text).not.toContain('muy-secreta-1');
      expect(logs.text).not.toContain('token-secreto-123');
      expect(logs.text).toContain('/api/calendar/[REDACTED].ics');
      expect(logs.text).not.toContain('calendario-secreto-123');
      expect(logs.text).not.toContain('cabecera.secreta');
    });
  });
});
