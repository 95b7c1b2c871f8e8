import { attendanceEndpoints } from '@aula/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api';

/** The attendance screens' server state (decision 137), beside the teacher area's own keys. */
export const attendanceKeys = {
  all: ['teacher', 'attendance'] as const,
  week: () => ['teacher', 'attendance', 'week'] as const,
  sheet: (courseId: number, classStart: number) => ['teacher', 'attendance', courseId, classStart] as const,
  rates: (courseId: number) => ['teacher', 'attendance', courseId, 'rates'] as const,
};

export const attendanceQueries = {
  week: () =>
    queryOptions({
      queryKey: attendanceKeys.week(),
      queryFn: () => api.call(attendanceEndpoints.teacherWeek),
    }),
  sheet: (courseId: number, classStart: number) =>
    queryOptions({
      queryKey: attendanceKeys.sheet(courseId, classStart),
      queryFn: () => api.call(attendanceEndpoints.classAttendance, { params: { courseId, classStart } }),
    }),
  rates: (courseId: number) =>
    queryOptions({
      queryKey: attendanceKeys.rates(courseId),
      queryFn: () => api.call(attendanceEndpoints.courseAttendance, { params: { courseId } }),
    }),
};

/** "lunes, 19 de octubre, 19:00" in the school's time zone. */
export function classTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
