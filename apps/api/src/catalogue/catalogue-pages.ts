import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CataloguePageData, CatalogueRenderer, CatalogueView } from '@aula/contract';
import { COURSE_LEVELS, COURSE_TYPES } from '@aula/domain';
import { courseIdOfPath, coursePath, LANGUAGE_SLUGS, TYPE_SLUGS } from '@aula/forms';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { schoolDay } from '../classes/timetable';
import { catalogueCoursePage, catalogueCourses } from './catalogue-courses';
import { courseJsonLd, escapeHtml, pageHtml } from './page-html';

const SCHOOL_NAME = 'Aula';
/** Other server processes and instances hear of no change: their copy is at most this old (decision 143). */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 500;
/**
 * Writes under these prefixes may change what the catalogue shows: approval, end, edits and enrolments, and
 * in Configuración a teacher's new name or an account deleted (its places freed, its teacher gone).
 */
const CATALOGUE_WRITES = /^\/api\/(?:admin|teacher|student|account)\//;
/** The signed-in areas and the API: nothing there for a search engine. */
const DISALLOWED = ['/api/', '/admin', '/teacher', '/student', '/settings', '/confirm-email'];

interface CachedAnswer {
  status: number;
  type: string;
  body: string;
  location?: string;
  at: number;
}

const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value);

/** The visitor's filters from the no-JavaScript form (?idioma=ingles&nivel=B1&modalidad=grupal&pagina=2). */
function queryFilters(query: Record<string, unknown>): CatalogueView {
  const language = LANGUAGE_SLUGS[query.idioma as keyof typeof LANGUAGE_SLUGS];
  const type = TYPE_SLUGS[query.modalidad as keyof typeof TYPE_SLUGS];
  const level = pick(COURSE_LEVELS, query.nivel);
  return {
    ...(language ? { language } : {}),
    ...(level ? { level } : {}),
    ...(pick(COURSE_TYPES, type) ? { type } : {}),
  };
}

/** The front end's server module and template; null without a build, logged if a build's is broken. */
async function loadRenderer(app: FastifyInstance, staticDir: string) {
  const ssr = path.join(staticDir, '.ssr');
  const template = await readFile(path.join(ssr, 'catalogue.html'), 'utf8').catch(() => null);
  if (template === null) return null;
  try {
    const module = pathToFileURL(path.join(ssr, 'prerender-entry.js')).href;
    return { template, renderer: (await import(module)) as CatalogueRenderer };
  } catch (error) {
    app.log.error(
      { err: error, staticDir },
      'catalogue pages unavailable: the front end server module failed',
    );
    return null;
  }
}

/**
 * The catalogue's pages, rendered here with live data (decision 143): /cursos and the table's filtered pages,
 * each course's /cursos/{id}-{slug}, plus sitemap.xml and robots.txt. Rendered answers are kept in memory
 * and dropped whenever an administrator, teacher or student changes something, so an approval shows at once
 * without a rebuild. Without the front end's server module (no build), the server answers the API only.
 */
export async function registerCataloguePages(app: FastifyInstance, staticDir: string): Promise<void> {
  const { publicUrl } = app.config;
  const sitemapUrl = `${publicUrl}/sitemap.xml`;

  const loaded = await loadRenderer(app, staticDir);
  if (!loaded) return;
  const { template, renderer } = loaded;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${sitemapUrl}`, ''].join(
          '\n',
        ),
      ),
  );

  const { db } = app;
  // A course leaves the catalogue after its last day; a cached page may show it up to CACHE_TTL_MS longer.
  const today = () => schoolDay(new Date(), app.config.schoolTimeZone);

  const cache = new Map<string, CachedAnswer>();
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && CATALOGUE_WRITES.test(request.url))
      cache.clear();
  });

  const cached = async (key: string, make: () => Promise<Omit<CachedAnswer, 'at'>>) => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit;
    const answer = { ...(await make()), at: Date.now() };
    if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
    cache.set(key, answer);
    return answer;
  };

  const send = (reply: FastifyReply, answer: CachedAnswer) => {
    if (answer.location) reply.header('location', answer.location);
    return reply.code(answer.status).type(answer.type).header('cache-control', 'no-cache').send(answer.body);
  };

  const html = (data: CataloguePageData, canonical: string, jsonLd: unknown) => ({
    status: 200,
    type: 'text/html; charset=utf-8',
    body: pageHtml(template, renderer.renderCataloguePage(data), {
      canonical: `${publicUrl}${canonical}`,
      jsonLd,
      data,
    }),
  });

  const notFound = () => ({
    status: 404,
    type: 'text/html; charset=utf-8',
    body: pageHtml(template, renderer.renderNotFoundPage(), {}),
  });

  const listPage = async (request: FastifyRequest, pagePath: string) => {
    const own = renderer.cataloguePages[pagePath];
    if (!own) return null;
    const query = request.query as Record<string, unknown>;
    const filters = { ...queryFilters(query), ...own };
    const page = /^[1-9]\d{0,3}$/.test(String(query.pagina)) ? Number(query.pagina) : 1;
    const key = `list ${pagePath} ${filters.language ?? ''} ${filters.level ?? ''} ${filters.type ?? ''} ${page}`;
    return cached(key, async () => {
      const found = await catalogueCoursePage(db, today(), { ...filters, page });
      const { courses } = found;
      const jsonLd = {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: courses.map((course, index) => ({
          '@type': 'ListItem',
          position: (page - 1) * found.pageSize + index + 1,
          item: courseJsonLd(course, publicUrl, SCHOOL_NAME),
        })),
      };
      return html({ kind: 'list', path: pagePath, filters, ...found }, pagePath, jsonLd);
    });
  };

  const coursePage = (requested: string, id: number) =>
    cached(`course ${requested}`, async () => {
      const [course] = await catalogueCourses(db, today(), { id });
      if (!course) return notFound();
      if (course.path !== requested) {
        return { status: 301, type: 'text/plain; charset=utf-8', body: '', location: coursePath(course) };
      }
      return html({ kind: 'course', course }, course.path, courseJsonLd(course, publicUrl, SCHOOL_NAME));
    });

  const catalogue = async (request: FastifyRequest, reply: FastifyReply) => {
    const requested = (request.url.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
    const list = await listPage(request, requested);
    if (list) return send(reply, list);
    const id = courseIdOfPath(requested);
    if (id !== null) return send(reply, await coursePage(requested, id));
    return send(reply, { ...notFound(), at: Date.now() });
  };
  app.get('/cursos', { schema: { hide: true } }, catalogue);
  app.get('/cursos/:page', { schema: { hide: true } }, catalogue);
  app.get('/idiomas/:page', { schema: { hide: true } }, catalogue);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const answer = await cached('sitemap', async () => {
      const courses = await catalogueCourses(db, today());
      const paths = [...renderer.publicPagePaths, ...courses.map((course) => course.path)];
      const urls = paths.map((p) => `  <url><loc>${escapeHtml(`${publicUrl}${p}`)}</loc></url>`);
      return {
        status: 200,
        type: 'application/xml; charset=utf-8',
        body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      };
    });
    return send(reply, answer);
  });
}
