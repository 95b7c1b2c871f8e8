import type { CatalogueCoursePage, CatalogueView } from '@aula/api-client';
import { siteButtonVariants } from '@aula/ui';
import { catalogueLabels, languageSlugOf, typeSlugOf } from '../content/catalogue';

/** The address of another page of the same list, keeping the visitor's filters. */
function pageHref(path: string, filters: CatalogueView, fixed: CatalogueView, page: number): string {
  const query = new URLSearchParams();
  if (filters.language && !fixed.language) query.set('idioma', languageSlugOf[filters.language]);
  if (filters.level) query.set('nivel', filters.level);
  if (filters.type && !fixed.type) query.set('modalidad', typeSlugOf[filters.type]);
  if (page > 1) query.set('pagina', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** 'Anterior' and 'Siguiente' as plain links, when the list takes more than one page. */
export function CataloguePager({
  path,
  filters,
  fixed = {},
  found,
}: {
  path: string;
  filters: CatalogueView;
  fixed?: CatalogueView;
  found: CatalogueCoursePage;
}) {
  const L = catalogueLabels();
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  if (pages === 1) return null;
  const link = (page: number, label: string) => (
    <a href={pageHref(path, filters, fixed, page)} className={siteButtonVariants({ variant: 'outline' })}>
      {label}
    </a>
  );
  return (
    <nav aria-label={L.pages} className="flex flex-wrap items-center justify-center gap-3">
      {found.page > 1 && link(found.page - 1, L.previous)}
      <span className="text-sm">{L.pageOf(found.page, pages)}</span>
      {found.page < pages && link(found.page + 1, L.next)}
    </nav>
  );
}
