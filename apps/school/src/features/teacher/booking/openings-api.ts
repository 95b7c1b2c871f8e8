import { bookingEndpoints } from '@aula/api-client';
import type { openingSchema } from '@aula/forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { teacherKeys } from '../../../server-state/query-keys';

/** A flexible course's classes open for booking (decision 138), as its teacher publishes them. */
export const openingQueries = {
  /** One week of openings: a Monday (YYYY-MM-DD), or the current week when none is chosen. */
  week: (courseId: number, week: string | undefined) =>
    queryOptions({
      queryKey: teacherKeys.openingsWeek(courseId, week),
      queryFn: () =>
        api.call(bookingEndpoints.teacherOpenings, { params: { courseId }, query: week ? { week } : {} }),
    }),
};

type Handlers<T, V> = { onSuccess: (answer: T, variables: V) => void; onError: (error: Error) => void };

function useRefreshOpenings(courseId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teacherKeys.openings(courseId) });
}

export function usePublishOpening(
  courseId: number,
  handlers: Handlers<unknown, ReturnType<typeof openingSchema.parse>>,
) {
  return useMutation({
    mutationFn: (body: ReturnType<typeof openingSchema.parse>) =>
      api.call(bookingEndpoints.openClass, { params: { courseId }, body }),
    ...handlers,
    onSettled: useRefreshOpenings(courseId),
  });
}

export function useWithdrawOpening(courseId: number, handlers: Handlers<{ message: string }, number>) {
  return useMutation({
    mutationFn: (openingId: number) =>
      api.call(bookingEndpoints.withdrawOpening, { params: { courseId, openingId } }),
    ...handlers,
    onSettled: useRefreshOpenings(courseId),
  });
}
