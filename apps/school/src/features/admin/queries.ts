import type { AdminCourseList, AdminCoursePageQuery, AdminUserPageQuery } from '@aula/api-client';
import type { ListStatus } from '@aula/ui';
import { keepPreviousData, queryOptions, type UseQueryResult } from '@tanstack/react-query';
import { api } from '../../api/admin';
import { adminKeys } from '../../server-state/query-keys';

/**
 * The admin panel's server state: one loader per list, next to the api-client call it wraps, keyed by
 * `adminKeys`. A course action invalidates every course list and the statistics (docs/decisions/090, 171).
 */
export { adminKeys };

export const adminQueries = {
  /** A page of users; the previous page stays on screen while the next search or page loads. */
  userPage: (query: AdminUserPageQuery) =>
    queryOptions({
      queryKey: adminKeys.users(query),
      queryFn: ({ signal }) => api.admin.userPage(query, signal),
      placeholderData: keepPreviousData,
    }),
  coursePage: (list: AdminCourseList, query: AdminCoursePageQuery) =>
    queryOptions({
      queryKey: adminKeys.coursePage(list, query),
      queryFn: ({ signal }) => api.admin.coursePage(list, query, signal),
      placeholderData: keepPreviousData,
    }),
  statistics: () =>
    queryOptions({ queryKey: adminKeys.statistics(), queryFn: ({ signal }) => api.admin.statistics(signal) }),
};

/** The list component's three states; asking again after an error shows the spinner, as before. */
export function listStatus(query: UseQueryResult<unknown>): ListStatus {
  if (query.isError && !query.isFetching) return 'error';
  return query.data === undefined || query.isError ? 'loading' : 'ready';
}
