import type { Course, StudentActivity } from '@aula/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/student';
import type { UpcomingActivity } from '../../upcoming/upcoming';
import { STUDENT_ERRORS } from './student-errors';

/**
 * The student area's server state: one key and one loader per thing shown, next to the api-client call it
 * wraps. A change invalidates the keys it touched through `studentKeys` (docs/decisions/090).
 */
export const studentKeys = {
  all: ['student'] as const,
  courses: () => ['student', 'courses'] as const,
  availableCourses: () => ['student', 'available-courses'] as const,
  results: () => ['student', 'results'] as const,
  upcoming: () => ['student', 'upcoming'] as const,
  course: (courseId: number | null) => ['student', 'course', courseId] as const,
  activities: (courseId: number | null) => ['student', 'course', courseId, 'activities'] as const,
  materials: (courseId: number | null) => ['student', 'course', courseId, 'materials'] as const,
  questions: (activityId: number | null) => ['student', 'activity', activityId, 'questions'] as const,
  draft: (activityId: number | null) => ['student', 'activity', activityId, 'draft'] as const,
  media: (activityId: number | null, file: string) =>
    ['student', 'activity', activityId, 'media', file] as const,
  /** Under the results: a grade published (live event) or a hand-in refreshes it with them. */
  review: (activityId: number | null) => ['student', 'results', 'review', activityId] as const,
};

/** A route id that did not parse: the page shows its error state without asking the server. */
function invalid(message = 'invalid'): Promise<never> {
  return Promise.reject(new Error(message));
}

export type UpcomingItem = UpcomingActivity & StudentActivity;

/** The activities of every course in progress, for the upcoming-activities dropdown. */
async function loadUpcoming(courses: Course[]): Promise<UpcomingItem[]> {
  const inProgress = courses.filter((course) => !course.completed);
  const lists = await Promise.all(
    inProgress.map(async (course) =>
      (await api.student.activities(course.id)).map((activity) => ({ ...activity, courseName: course.name })),
    ),
  );
  return lists.flat();
}

/** A hand-in (task or test) completes an activity: its course's lists, the grades and the header change. */
export function handInKeys(courseId: number | null) {
  return [studentKeys.activities(courseId), studentKeys.results(), studentKeys.upcoming()];
}

export const studentQueries = {
  courses: () => queryOptions({ queryKey: studentKeys.courses(), queryFn: () => api.student.courses() }),
  availableCourses: () =>
    queryOptions({ queryKey: studentKeys.availableCourses(), queryFn: () => api.student.availableCourses() }),
  results: () =>
    queryOptions({ queryKey: studentKeys.results(), queryFn: () => api.student.activityResults() }),
  /** Built on the loaded course list, so it runs only once that list is there. */
  upcoming: (courses: Course[] | undefined) =>
    queryOptions({
      queryKey: [...studentKeys.upcoming(), courses?.map((course) => course.id) ?? []],
      queryFn: () => loadUpcoming(courses ?? []),
      enabled: courses !== undefined,
    }),
  course: (courseId: number | null) =>
    queryOptions({
      queryKey: studentKeys.course(courseId),
      queryFn: () => (courseId ? api.student.course(courseId) : invalid()),
    }),
  activities: (courseId: number | null) =>
    queryOptions({
      queryKey: studentKeys.activities(courseId),
      queryFn: () => (courseId ? api.student.activities(courseId) : invalid(STUDENT_ERRORS.invalidCourse)),
    }),
  materials: (courseId: number | null) =>
    queryOptions({
      queryKey: studentKeys.materials(courseId),
      queryFn: () => (courseId ? api.student.materials(courseId) : invalid()),
    }),
  questions: (activityId: number | null) =>
    queryOptions({
      queryKey: studentKeys.questions(activityId),
      queryFn: () =>
        activityId ? api.student.questions(activityId) : invalid('Parámetros de URL inválidos'),
      // The runner keeps the answers in its own state: a refetch mid-test would only flash the page.
      refetchOnWindowFocus: false,
    }),
  review: (activityId: number | null) =>
    queryOptions({
      queryKey: studentKeys.review(activityId),
      queryFn: () => (activityId ? api.student.review(activityId) : invalid('Parámetros de URL inválidos')),
    }),
  /** A test's stored file (the student's own recording): fetched with the session token, never changing. */
  media: (activityId: number | null, file: string) =>
    queryOptions({
      queryKey: studentKeys.media(activityId, file),
      queryFn: () =>
        activityId ? api.student.media(activityId, file) : invalid('Parámetros de URL inválidos'),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The answers saved as the student went: read once when the test opens, never cached. */
  draft: (activityId: number | null) =>
    queryOptions({
      queryKey: studentKeys.draft(activityId),
      queryFn: () => (activityId ? api.student.answers(activityId) : invalid('Parámetros de URL inválidos')),
      refetchOnWindowFocus: false,
      gcTime: 0,
    }),
};
