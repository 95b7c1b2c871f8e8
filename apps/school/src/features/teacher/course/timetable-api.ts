import { classEndpoints, type TeacherTimetable } from '@aula/api-client';
import type { ClassChangeInput, TimetableInput } from '@aula/forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { teacherKeys } from '../../../server-state/query-keys';

/** A course's timetable (decision 136): its weekly classes and the coming ones, with their changes. */
export const timetableQueries = {
  course: (courseId: number) =>
    queryOptions({
      queryKey: teacherKeys.timetable(courseId),
      queryFn: () => api.call(classEndpoints.teacherTimetable, { params: { courseId } }),
    }),
};

/** Both writes answer the whole timetable as it now stands: it replaces the cached one. */
function useStoreTimetable(courseId: number) {
  const queryClient = useQueryClient();
  return (answer: TeacherTimetable) => queryClient.setQueryData(teacherKeys.timetable(courseId), answer);
}

export function useSetTimetable(courseId: number) {
  return useMutation({
    mutationFn: (body: TimetableInput) =>
      api.call(classEndpoints.setTimetable, { params: { courseId }, body }),
    onSuccess: useStoreTimetable(courseId),
  });
}

/** Cancel or move one class, or add an extra one. */
export function useChangeClass(courseId: number) {
  return useMutation({
    mutationFn: (body: ClassChangeInput) =>
      api.call(classEndpoints.changeClass, { params: { courseId }, body }),
    onSuccess: useStoreTimetable(courseId),
  });
}
