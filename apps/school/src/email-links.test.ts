import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@aula/api-client';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_IDS } from './features/admin/sections';
import { STUDENT_SECTIONS } from './features/student/panel/student-panel';
import { PANEL_SECTIONS } from './features/teacher/sections';
import { routes } from './routes';

/**
 * Every link the server puts in an e-mail (its own mails and the notifications it sends by mail) must open a
 * page the app really has. The server's source is read, not run: a new template with a wrong path fails here
 * before a school's administrator clicks it.
 */
const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/src');
const MAIL_FOLDERS = ['mail', 'notifications', 'public-forms', 'auth', 'messages'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files that build mail: the mail folders, and any other file that queues a mail or a notification. */
function mailFiles(): string[] {
  return sourceFiles(serverSource).filter((file) => {
    const folder = path.relative(serverSource, file).split(path.sep)[0] ?? '';
    if (folder === 'seed') return false;
    return MAIL_FOLDERS.includes(folder) || /\b(queueMails?|notify)\(tx/.test(readFileSync(file, 'utf8'));
  });
}

/** Paths written after the public address (`${publicUrl}/…`) or as a quoted literal starting with '/'. */
function linkedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  // A `${…}` may hold quotes of its own (`${type === 'TEST' ? 'test' : 'task'}`): it is taken whole.
  const found = text.matchAll(/(?:publicUrl\}|['`])(\/(?:[a-zA-Z]|\$\{)(?:\$\{[^}]*\}|[^'`"\s$])*)/g);
  return [...found].map((match) => match[1] ?? '');
}

/** Every path of the route table, public pages included; the catch-all 404 is no page. */
function appPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...appPaths(route.children ?? []),
  ]);
}

/** A `${…}` of the template stands for any one segment (an id, a token, the panel of a role). */
const ANY = '*';
const withoutPlaceholders = (link: string) => link.replace(/\$\{[^}]*\}/g, ANY);
const segments = (pathname: string) => withoutPlaceholders(pathname).split('/').filter(Boolean);

function matches(pathname: string, pattern: string): boolean {
  const wanted = segments(pathname);
  const known = segments(pattern);
  return (
    wanted.length === known.length &&
    wanted.every((part, i) => part === ANY || known[i]?.startsWith(':') || part === known[i])
  );
}

const isEndpoint = (value: unknown): value is contract.Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const apiPaths = Object.values(contract)
  .flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
  .filter(isEndpoint)
  .map((entry) => `/api${entry.path}`);

const PANEL_SECTION_IDS: Record<string, readonly string[]> = {
  admin: ADMIN_SECTION_IDS,
  teacher: PANEL_SECTIONS.map((section) => section.id),
  student: STUDENT_SECTIONS.map((section) => section.id),
};

function problem(link: string): string | null {
  const [pathname = '', search = ''] = withoutPlaceholders(link).split('?');
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    // The API's paths: a route of the contract, or the prefix of some (a cookie's path).
    const prefix = pathname.endsWith('/') ? pathname : `${pathname}/`;
    return apiPaths.some((api) => matches(pathname, api) || api.startsWith(prefix)) ? null : 'no API route';
  }
  if (!appPaths(routes).some((route) => matches(pathname, route))) return 'no page of the app';
  const section = new URLSearchParams(search).get('seccion');
  const panel = segments(pathname)[0] ?? '';
  // A panel named by a `${…}` may be any of them: the section must exist in each.
  const panels = panel === ANY ? Object.values(PANEL_SECTION_IDS) : [PANEL_SECTION_IDS[panel] ?? []];
  if (section && !panels.every((ids) => ids.includes(section))) return 'no such section';
  return null;
}

describe('links in the e-mails the server builds', () => {
  const links = mailFiles().flatMap((file) =>
    linkedPaths(file).map((link) => ({ file: path.relative(serverSource, file), link })),
  );

  it('finds the links of every kind of e-mail', () => {
    const files = new Set(links.map(({ file }) => file));
    for (const file of [
      'auth/routes.ts',
      'notifications/events.ts',
      'public-forms/applications.ts',
      'public-forms/newsletter.ts',
      'messages/people.ts',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('names only pages, sections and API routes that exist', () => {
    const wrong = links.flatMap(({ file, link }) => {
      const why = problem(link);
      return why ? [`${file}: ${link} (${why})`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('tells a wrong path, a wrong section and a wrong API route', () => {
    expect(problem('/admin/web')).toBe('no page of the app');
    expect(problem('/admin?seccion=web')).toBe('no such section');
    expect(problem('/api/nothing/here')).toBe('no API route');
    expect(problem('/admin?seccion=candidaturas')).toBeNull();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, as the scan reads it
    expect(problem('/student/course/${course.id}/${page}/${id}')).toBeNull();
  });
});
