import type { CatalogueCoursePage, CatalogueView } from '@aula/api-client';
import { COURSE_LEVELS } from '@aula/domain';
import { LANGUAGE_SLUGS, TYPE_SLUGS } from '@aula/forms';
import { useEffect, useState } from 'react';
import { CatalogueListPage } from './catalogue-page';

/** The visitor's filters from the address, as the server reads them (?idioma=…&nivel=…&modalidad=…). */
function filtersFromSearch(search: string, fixed: CatalogueView): CatalogueView {
  const query = new URLSearchParams(search);
  const language = LANGUAGE_SLUGS[query.get('idioma') as keyof typeof LANGUAGE_SLUGS];
  const type = TYPE_SLUGS[query.get('modalidad') as keyof typeof TYPE_SLUGS];
  const level = COURSE_LEVELS.find((code) => code === query.get('nivel'));
  return { ...(language && { language }), ...(level && { level }), ...(type && { type }), ...fixed };
}

/**
 * A catalogue list page reached inside the single-page app (from a panel or the 404 page), where no server
 * rendered it: the same page, its courses fetched from the public API. The server-rendered copy is what
 * visitors and search engines get (decision 143). The client comes with the fetch (catalogue-call.ts): the
 * table of public pages, which every public page loads, then does not name its files.
 */
export function LiveCataloguePage({ path, fixed }: { path: string; fixed: CatalogueView }) {
  const [filters] = useState(() => filtersFromSearch(window.location.search, fixed));
  const [page] = useState(() => Number(new URLSearchParams(window.location.search).get('pagina')) || 1);
  const [found, setFound] = useState<CatalogueCoursePage | null>(null);
  useEffect(() => {
    let current = true;
    import('../components/catalogue-call')
      .then(({ fetchCataloguePage }) => fetchCataloguePage(filters, page))
      .then((answer) => current && setFound(answer))
      .catch(() => current && setFound({ courses: [], total: 0, page, pageSize: 1 }));
    return () => {
      current = false;
    };
  }, [filters, page]);
  return <CatalogueListPage path={path} filters={filters} found={found} />;
}
