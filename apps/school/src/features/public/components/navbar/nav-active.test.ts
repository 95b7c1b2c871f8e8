import { describe, expect, it } from 'vitest';
import { isActivePath, isActiveSection, normalizePath } from './nav-active';

describe('normalizePath', () => {
  it('drops trailing slashes, queries and hashes but keeps the root', () => {
    expect(normalizePath('/faq/')).toBe('/faq');
    expect(normalizePath('/faq?x=1#y')).toBe('/faq');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('//')).toBe('/');
  });
});

describe('isActivePath', () => {
  it('matches the exact page only', () => {
    expect(isActivePath('/quienes-somos', '/quienes-somos')).toBe(true);
    expect(isActivePath('/quienes-somos/', '/quienes-somos')).toBe(true);
    expect(isActivePath('/quienes-somos/equipo', '/quienes-somos')).toBe(false);
    expect(isActivePath('/', '/quienes-somos')).toBe(false);
  });

  it('does not mark the home link active on every page', () => {
    expect(isActivePath('/blog', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});

describe('isActiveSection', () => {
  it('covers the prefix and the pages below it', () => {
    expect(isActiveSection('/idiomas/ingles', '/idiomas')).toBe(true);
    expect(isActiveSection('/idiomas', '/idiomas')).toBe(true);
    expect(isActiveSection('/cursos/grupal', '/idiomas')).toBe(false);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isActiveSection('/idiomas-extra', '/idiomas')).toBe(false);
    expect(isActiveSection('/cursosx/a', '/cursos')).toBe(false);
  });
});
