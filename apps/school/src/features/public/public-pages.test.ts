import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';
import { findPublicPage, publicPages } from './public-pages';

describe('public pages', () => {
  it('each page has a Spanish title and a description of a useful length, and no meta is orphaned', () => {
    const paths = publicPages.map((page) => page.path);
    expect(Object.keys(pageMeta).sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const meta = pageMeta[path];
      expect(meta?.title, path).toMatch(/Aula/);
      expect(meta?.description.length, path).toBeGreaterThanOrEqual(50);
      expect(meta?.description.length, path).toBeLessThanOrEqual(160);
    }
    expect(new Set(Object.values(pageMeta).map((meta) => meta.title)).size).toBe(paths.length);
  });

  it('covers the home page, the three marketing pages and every linked route the spec names', () => {
    const paths = new Set(publicPages.map((page) => page.path));
    for (const path of [
      '/',
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
});
