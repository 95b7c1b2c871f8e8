/** Drops a trailing slash (but keeps the root) so `/faq/` and `/faq` name the same page. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  if (withoutQuery.length > 1 && withoutQuery.endsWith('/')) return withoutQuery.replace(/\/+$/, '') || '/';
  return withoutQuery || '/';
}

/** A link is active when it names exactly the current page. */
export function isActivePath(currentPath: string, href: string): boolean {
  return normalizePath(currentPath) === normalizePath(href);
}

/** A section (a dropdown) is active on its prefix and anything below it: `/idiomas` covers `/idiomas/ingles`. */
export function isActiveSection(currentPath: string, prefix: string): boolean {
  const path = normalizePath(currentPath);
  const base = normalizePath(prefix);
  return path === base || path.startsWith(`${base}/`);
}
