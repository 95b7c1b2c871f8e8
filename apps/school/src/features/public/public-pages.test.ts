import { PUBLIC_FORM_MESSAGES } from '@aula/forms';
import { describe, expect, it } from 'vitest';
import { articles } from './blog/article-list';
import { loadArticle } from './blog/articles';
import { newsletter } from './content/home';
import { pageMeta } from './page-meta';
import { publicPagePaths } from './prerender-entry';
import { findPublicPage, publicPages } from './public-pages';

describe('public pages', () => {
  it('each page has a Spanish title and a description of a useful length, and no meta is orphaned', () => {
    const paths = publicPages.map((page) => page.path);
    expect(Object.keys(pageMeta()).sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const meta = pageMeta()[path];
      expect(meta?.title, path).toMatch(/Aula/);
      expect(meta?.description.length, path).toBeGreaterThanOrEqual(50);
      expect(meta?.description.length, path).toBeLessThanOrEqual(160);
    }
    expect(new Set(Object.values(pageMeta()).map((meta) => meta.title)).size).toBe(paths.length);
  });

  it('covers the home page, the three marketing pages and every linked route the spec names', () => {
    const paths = new Set(publicPages.map((page) => page.path));
    for (const path of [
      '/',
      '/cursos',
      '/course/intensive',
      '/course/flexible',
      '/course/group',
      '/quienes-somos',
      '/trabajo-con-nosotros',
      '/idiomas/ingles',
      '/idiomas/espanol',
      '/idiomas/aleman',
      '/idiomas/frances',
      '/cursos/intensivo',
      '/cursos/flexible',
      '/cursos/grupal',
      '/sobre-nosotros',
      '/ofertas-trabajo',
      '/opiniones',
      '/blog',
      '/faq',
      '/contacto',
      '/contact',
      '/privacidad',
      '/terminos',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
    // The auth feature owns these.
    for (const path of ['/login', '/register', '/verify', '/forgot-password', '/reset-password'])
      expect(paths.has(path), path).toBe(false);
  });

  it('finds a page with or without a trailing slash, and nothing for other paths', () => {
    expect(findPublicPage('/faq')?.path).toBe('/faq');
    expect(findPublicPage('/faq/')?.path).toBe('/faq');
    expect(findPublicPage('/')?.path).toBe('/');
    expect(findPublicPage('/login')).toBeUndefined();
    expect(findPublicPage('/course/intensive/extra')).toBeUndefined();
  });

  it('marks the live catalogue pages, which the server renders instead of the build', () => {
    const catalogue = publicPages.filter((page) => page.catalogue).map((page) => page.path);
    expect(catalogue.sort()).toEqual(
      [
        '/cursos',
        '/cursos/flexible',
        '/cursos/grupal',
        '/cursos/intensivo',
        '/idiomas/aleman',
        '/idiomas/espanol',
        '/idiomas/frances',
        '/idiomas/ingles',
      ].sort(),
    );
  });
});

describe('the blog', () => {
  it('has the articles of content/blog, newest first, each a public page with its own title', async () => {
    expect(articles.map((article) => article.slug)).toEqual([
      'niveles-a1-c2',
      'diez-minutos-al-dia',
      'intensivo-flexible-o-en-grupo',
    ]);
    for (const article of articles) {
      const page = findPublicPage(`/blog/${article.slug}`);
      expect(page?.module).toBe('pages/blog-article-page.tsx');
      expect(pageMeta()[`/blog/${article.slug}`]?.title).toBe(`${article.title} · Aula`);
      const { meta, html } = await loadArticle(article.slug);
      expect(meta).toEqual(article);
      expect(html).toMatch(/^<p>/);
      expect(html).not.toMatch(/<(script|iframe|img|style)\b|\son\w+=/i);
    }
  });

  it('/sobre-nosotros repeats /quienes-somos', () => {
    expect(findPublicPage('/sobre-nosotros')?.module).toBe(findPublicPage('/quienes-somos')?.module);
  });

  it('leaves out of the sitemap the copy, the redirect and the pages only an e-mailed link opens', () => {
    expect(publicPages.filter((page) => page.unlisted).map((page) => page.path)).toEqual([
      '/sobre-nosotros',
      '/contact',
      '/newsletter/confirmar',
      '/newsletter/baja',
    ]);
    expect(publicPagePaths).toContain('/quienes-somos');
    expect(publicPagePaths).not.toContain('/contact');
  });
});

describe('newsletter', () => {
  it("the footer's confirmation text is the server's answer", () => {
    expect(newsletter.pending.message).toBe(PUBLIC_FORM_MESSAGES.newsletterPending);
  });
});
