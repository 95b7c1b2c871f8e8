import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { apiRoot } from '../src/paths';
import { describeWithDatabase } from './support/harness';
import { bearer, classroom, insertMaterial, SAMPLE_FILES } from './support/student-fixtures';

const builtSite = path.join(apiRoot, '../school/dist');

/** 'a b;c d' → { a: ['b'], c: ['d'] } */
function directives(policy: string): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const directive of policy.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) map[name] = values;
  }
  return map;
}

/** The policy every response must carry: no inline or foreign script, no plugins, no framing of us. */
function expectStrictPolicy(header: unknown, where: string) {
  expect(typeof header, `CSP on ${where}`).toBe('string');
  const policy = directives(header as string);
  expect(policy['script-src'], where).toEqual(["'self'"]);
  expect(policy['object-src'], where).toEqual(["'none'"]);
  expect(policy['base-uri'], where).toEqual(["'none'"]);
  expect(policy['frame-ancestors'], where).toEqual(["'none'"]);
  expect(policy['frame-src'], where).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
  // Test audio, recordings and pictures play from object URLs the app makes (they are fetched with the token);
  // nothing wider than our own origin and those.
  expect(policy['media-src'], where).toEqual(["'self'", 'blob:']);
  expect(policy['img-src'], where).toEqual(["'self'", 'data:', 'blob:']);
  return policy;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

describeWithDatabase('security headers, CORS and HSTS', (ctx) => {
  let app: App;
  let world: Awaited<ReturnType<typeof classroom>>;
  let download: string;

  beforeAll(async () => {
    const site = await ctx.tempDir();
    await mkdir(path.join(site, 'assets'));
    await writeFile(path.join(site, 'index.html'), '<!doctype html><title>Aula</title>');
    await writeFile(path.join(site, 'assets/app-1a2b3c.js'), 'console.log(1)');
    app = await ctx.app({ staticDir: site });
    app.get('/api/test-only/boom', async () => {
      throw new Error('fallo inesperado');
    });
    world = await classroom(app);
    const material = await insertMaterial(app, world.courseId, {
      file: { name: 'apuntes.pdf', bytes: SAMPLE_FILES.pdf, mimeType: 'application/pdf' },
    });
    download = `/api/student/course/${world.courseId}/material/download/${material.fileId}`;
  });

  it('sends the strict content security policy on every kind of response', async () => {
    const cases: [
      string,
      { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> },
      number,
    ][] = [
      ['API JSON', { method: 'GET', url: '/api/health' }, 200],
      ['API 404', { method: 'GET', url: '/api/no-such-thing' }, 404],
      ['validation error', { method: 'POST', url: '/api/auth/login' }, 400],
      ['unauthenticated', { method: 'GET', url: '/api/student/courses' }, 401],
      ['server error', { method: 'GET', url: '/api/test-only/boom' }, 500],
      ['static page', { method: 'GET', url: '/' }, 200],
      ['static asset', { method: 'GET', url: '/assets/app-1a2b3c.js' }, 200],
      ['missing asset', { method: 'GET', url: '/assets/gone.js' }, 404],
      [
        'download',
        { method: 'GET', url: download, headers: { authorization: `Bearer ${world.student.token}` } },
        200,
      ],
    ];
    for (const [where, request, status] of cases) {
      const response = await app.inject(request);
      expect(response.statusCode, where).toBe(status);
      expectStrictPolicy(response.headers['content-security-policy'], where);
      expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['strict-transport-security'], where).toBeUndefined();
      expect(response.headers['access-control-allow-origin'], where).toBeUndefined();
    }
  });

  it('sandboxes downloads: an attachment that renders nothing and runs nothing if opened', async () => {
    const response = await app.inject({ method: 'GET', url: download, headers: bearer(world.student) });
    const policy = expectStrictPolicy(response.headers['content-security-policy'], 'download');
    expect(policy.sandbox).toEqual([]);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('keeps CORS closed unless CORS_ORIGINS is set', async () => {
    const preflight = (target: App, origin: string) =>
      target.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const closed = await preflight(app, 'https://otro.example');
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();

    const open = await ctx.app({ corsOrigins: ['https://app.escuela.example'] });
    const allowed = await preflight(open, 'https://app.escuela.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.escuela.example');
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    const other = await preflight(open, 'https://otro.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await open.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://app.escuela.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('https://app.escuela.example');
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    expect(loadConfig({ CORS_ORIGINS: ' https://a.example, https://b.example:8443/ ' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/app' })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(ConfigError);
  });

  it('sends HSTS only when the school is served over HTTPS (PUBLIC_URL)', async () => {
    const secure = await ctx.app({ publicUrl: 'https://aula.escuela.example' });
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const response = await secure.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  describe('the built front end', () => {
    it.skipIf(!existsSync(builtSite) && !process.env.CI)(
      'has no inline script in any prerendered page',
      async () => {
        const pages = await htmlFiles(builtSite);
        expect(pages.length).toBeGreaterThan(5);
        for (const page of pages) {
          const html = await readFile(page, 'utf8');
          const where = path.relative(builtSite, page);
          for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
            const [, tag = '', body = ''] = match;
            // A data block (JSON-LD) is never executed; any script that runs must come from a file.
            if (/type=["']application\/(ld\+)?json["']/i.test(tag)) continue;
            expect(tag, `${where}: <script${tag}>`).toMatch(/\bsrc=["']\//);
            expect(body.trim(), `${where}: inline code`).toBe('');
          }
          expect(html, `${where}: inline event handler`).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
          expect(html, `${where}: javascript: URL`).not.toMatch(/javascript:/i);
        }
      },
    );
  });
});
