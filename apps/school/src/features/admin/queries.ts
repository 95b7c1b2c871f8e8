import type { AdminCourseList, AdminCoursePageQuery, AdminUserPageQuery } from '@aula/api-client';
import type { ListStatus } from '@aula/ui';
import { keepPreviousData, queryOptions, type UseQueryResult } from '@tanstack/react-query';
import { api } from '../../api/admin';

/**
 * The admin panel's server state: one key and one loader per list, next to the api-client call it wraps. A
 * course action invalidates every course list and the statistics (docs/decisions/090).
 */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: AdminUserPageQuery) => ['admin', 'users', query] as const,
  courses: () => ['admin', 'courses'] as const,
  coursePage: (list: AdminCourseList, query: AdminCoursePageQuery) =>
    ['admin', 'courses', list, query] as const,
  statistics: () => ['admin', 'statistics'] as const,
};

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
