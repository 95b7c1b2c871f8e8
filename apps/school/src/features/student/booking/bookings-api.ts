import { bookingEndpoints } from '@aula/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { studentKeys } from '../../../server-state/query-keys';

/** A flexible course's classes open for booking (decision 138), as the student reads and books them. */
export const bookingQueries = {
  openings: (courseId: number) =>
    queryOptions({
      queryKey: studentKeys.openings(courseId),
      queryFn: () => api.call(bookingEndpoints.studentOpenings, { params: { id: courseId } }),
    }),
};

/** Book a class, or cancel a booking; the course's openings are asked again either way. */
export function useChangeBooking(
  courseId: number,
  handlers: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ openingId, book }: { openingId: number; book: boolean }) => {
      const options = { params: { id: courseId, openingId } };
      return book
        ? api.call(bookingEndpoints.book, options)
        : api.call(bookingEndpoints.cancelBooking, options);
    },
    ...handlers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.openings(courseId) }),
  });
}
