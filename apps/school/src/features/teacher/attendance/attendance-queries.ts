import { attendanceEndpoints } from '@aula/api-client';
import type { AttendanceStatus } from '@aula/forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { teacherKeys } from '../../../server-state/query-keys';

/** The attendance screens' server state (decision 137), under `teacherKeys.attendance()`. */

export const attendanceQueries = {
  week: () =>
    queryOptions({
      queryKey: teacherKeys.attendanceWeek(),
      queryFn: () => api.call(attendanceEndpoints.teacherWeek),
    }),
  sheet: (courseId: number, classStart: number) =>
    queryOptions({
      queryKey: teacherKeys.attendanceSheet(courseId, classStart),
      queryFn: () => api.call(attendanceEndpoints.classAttendance, { params: { courseId, classStart } }),
    }),
  rates: (courseId: number) =>
    queryOptions({
      queryKey: teacherKeys.attendanceRates(courseId),
      queryFn: () => api.call(attendanceEndpoints.courseAttendance, { params: { courseId } }),
    }),
};

/** Saves one class's register; every attendance figure (the week, the rates) may change with it. */
export function useTakeAttendance(courseId: number, classStart: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marks: { studentId: number; status: AttendanceStatus }[]) =>
      api.call(attendanceEndpoints.takeAttendance, { params: { courseId, classStart }, body: { marks } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teacherKeys.attendance() }),
  });
}

/** "lunes, 19 de octubre, 19:00" in the school's time zone; Spanish unless given another Intl locale. */
export function classTime(iso: string, timeZone: string, locale = 'es-ES'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
