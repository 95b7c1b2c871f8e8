import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { studentQueries } from './queries';

/*
 * A student page's tab names what it shows ('Español A1 · Aula') once that is loaded, and the kind of page
 * until then. These read the cache only (enabled: false): the page's own queries do the fetching, so a
 * page that refuses to load (no session, a bad id) asks the server nothing more.
 */

export function useCourseTitle(courseId: number | null): string {
  const { t } = useLingui();
  const course = useQuery({ ...studentQueries.course(courseId), enabled: false });
  return course.data?.name ?? t`Curso`;
}

export function useActivityTitle(
  courseId: number | null,
  activityId: number | null,
  fallback: string,
): string {
  const activities = useQuery({ ...studentQueries.activities(courseId), enabled: false });
  return activities.data?.find((activity) => activity.id === activityId)?.title ?? fallback;
}
