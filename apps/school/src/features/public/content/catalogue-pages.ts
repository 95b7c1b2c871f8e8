import type { CatalogueView } from '@aula/api-client';
import { LANGUAGE_SLUGS, TYPE_SLUGS } from '@aula/forms';

/*
 * Apart from the catalogue's copy (catalogue.ts): the table of public pages imports this, so every public
 * page, the home page included, loads it; the copy loads only with the catalogue's own pages.
 */

/** The filter each of the table's catalogue pages shows on its own. */
export const cataloguePageFilters: Record<string, CatalogueView> = {
  '/cursos': {},
  ...Object.fromEntries(
    Object.entries(LANGUAGE_SLUGS).map(([slug, language]) => [`/idiomas/${slug}`, { language }]),
  ),
  ...Object.fromEntries(Object.entries(TYPE_SLUGS).map(([slug, type]) => [`/cursos/${slug}`, { type }])),
};
