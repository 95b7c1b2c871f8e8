import { type CatalogueCoursePage, type CatalogueView, catalogueEndpoints } from '@aula/api-client';
import { api } from '../../../api';

/** One page of the live catalogue with these filters, from the public API (no session). */
export function fetchCataloguePage(filters: CatalogueView, page: number): Promise<CatalogueCoursePage> {
  return api.call(catalogueEndpoints.courses, { auth: false, query: { ...filters, page } });
}
