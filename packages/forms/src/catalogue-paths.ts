/*
 * The addresses of the public course catalogue (decision 143) and the same-site return path that carries a
 * visitor through login or registration back to a course. No zod here: the public pages import this, and
 * the home page's JavaScript budget has no room for a schema library.
 */
import type { CourseType, Language } from '@aula/domain';

/** The language pages, /idiomas/{slug}, and the format pages, /cursos/{slug}. */
export const LANGUAGE_SLUGS = {
  ingles: 'en',
  espanol: 'es',
  aleman: 'de',
  frances: 'fr',
} as const satisfies Record<string, Language>;
export const TYPE_SLUGS = {
  intensivo: 'INTENSIVO',
  flexible: 'FLEXIBLE',
  grupal: 'GRUPAL',
} as const satisfies Record<string, CourseType>;

/** "Inglés B2: conversación" → "ingles-b2-conversacion": the readable part of a course's address. */
export function courseSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'curso';
}

/** The canonical path of a course's public page. */
export function coursePath(course: { id: number; name: string }): string {
  return `/cursos/${course.id}-${courseSlug(course.name)}`;
}

/** The course id of a `/cursos/{id}-{slug}` path (any slug, or none), else null. */
export function courseIdOfPath(path: string): number | null {
  const match = /^\/cursos\/(\d{1,9})(?:-[^/]*)?\/?$/.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * Where to go after login, registration and verification: only a path of this site ("/cursos/3-ingles"),
 * never "//evil.example", "/\\evil.example", a scheme or a control character. Anything else is null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((char) => char < ' ' || char === '\u007f')) return null;
  try {
    const url = new URL(value, 'https://aula.invalid');
    if (url.origin !== 'https://aula.invalid') return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
