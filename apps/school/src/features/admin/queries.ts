import type { AdminCourseList, AdminCoursePageQuery, AdminUserPageQuery, Course } from '@aula/api-client';
import type { ListStatus } from '@aula/ui';
import type { CourseAction } from '@aula/ui/course-table';
import {
  keepPreviousData,
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../api/admin';
import { statusOf } from '../../api-errors';
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

function runAction(action: CourseAction, course: Course, reason?: string) {
  if (action === 'approve') return api.admin.approveCourse(course.id);
  if (action === 'reject') return api.admin.rejectCourse(course.id, reason);
  return api.admin.completeCourse(course.id);
}

/**
 * 'Aprobar', 'Rechazar' or 'Finalizar' on a course row. A course that changed state moves between the lists
 * and changes the statistics; the lists are only marked stale, because the row stays on screen, done, until
 * the screen takes it out (spec: 0.8 s later). A 404 or 409 means someone else changed or removed the course
 * meanwhile: the lists are fetched again to show it as it is now.
 */
export function useCourseAction() {
  const queryClient = useQueryClient();
  const invalidate = (refetchType?: 'none') =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.courses(), refetchType }),
      queryClient.invalidateQueries({ queryKey: adminKeys.statistics() }),
    ]);
  return useMutation({
    mutationFn: ({ action, course, reason }: { action: CourseAction; course: Course; reason?: string }) =>
      runAction(action, course, reason),
    onSuccess: () => invalidate('none'),
    onError: (error) => {
      const status = statusOf(error);
      if (status === 404 || status === 409) void invalidate();
    },
  });
}

/** The list component's three states; asking again after an error shows the spinner, as before. */
export function listStatus(query: UseQueryResult<unknown>): ListStatus {
  if (query.isError && !query.isFetching) return 'error';
  return query.data === undefined || query.isError ? 'loading' : 'ready';
}
