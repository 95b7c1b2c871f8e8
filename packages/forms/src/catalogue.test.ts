import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from './catalogue';
import { courseIdOfPath, coursePath, courseSlug, safeReturnPath } from './catalogue-paths';

describe('course addresses', () => {
  it('makes a readable ASCII slug of a Spanish, French or German name', () => {
    expect(courseSlug('Inglés de negocios B2')).toBe('ingles-de-negocios-b2');
    expect(courseSlug('Français : conversation (B1)')).toBe('francais-conversation-b1');
    expect(courseSlug('Alemán für Anfänger')).toBe('aleman-fur-anfanger');
    expect(courseSlug('¿¿??')).toBe('curso');
    expect(courseSlug('a'.repeat(120))).toHaveLength(80);
  });

  it('reads the id of /cursos/{id}-{slug} whatever the slug, and nothing else', () => {
    expect(coursePath({ id: 12, name: 'Español B1' })).toBe('/cursos/12-espanol-b1');
    expect(courseIdOfPath('/cursos/12-espanol-b1')).toBe(12);
    expect(courseIdOfPath('/cursos/12-otro')).toBe(12);
    expect(courseIdOfPath('/cursos/12')).toBe(12);
    expect(courseIdOfPath('/cursos/intensivo')).toBeNull();
    expect(courseIdOfPath('/cursos/12-a/b')).toBeNull();
    expect(courseIdOfPath('/cursos/1234567890-x')).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/inscribirse/7')).toBe('/inscribirse/7');
    expect(safeReturnPath('/cursos?nivel=B1')).toBe('/cursos?nivel=B1');
  });

  it('refuses other sites, schemes, backslashes, control characters and non-strings', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'inscribirse/7',
      '/a\nb',
      `/${'a'.repeat(300)}`,
      '',
      null,
      42,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe('catalogueQuerySchema', () => {
  it('takes optional language, level, format and page, and refuses anything else in Spanish', () => {
    expect(catalogueQuerySchema.parse({ language: 'fr', level: 'B1' })).toEqual({
      language: 'fr',
      level: 'B1',
    });
    expect(catalogueQuerySchema.safeParse({ type: 'NOCTURNO' }).error?.issues[0]?.message).toBe(
      'La modalidad no es válida.',
    );
    expect(catalogueQuerySchema.parse({ page: '2' })).toEqual({ page: 2 });
    expect(catalogueQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe(
      'La página no es válida.',
    );
    expect(catalogueQuerySchema.safeParse({ teacher: '1' }).error?.issues[0]?.message).toBe(
      'La petición contiene parámetros no permitidos.',
    );
  });
});
