import { Spinner } from '@aula/ui';
import type { RouteObject } from 'react-router';

function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <Spinner size="lg" />
    </div>
  );
}

/** The student area (spec section 2): the panel and the course, task and test pages, each loaded on demand. */
export const studentRoutes: RouteObject[] = [
  {
    path: '/student',
    HydrateFallback: PageLoading,
    lazy: () => import('./panel/student-panel').then((m) => ({ Component: m.StudentPanel })),
  },
  {
    path: '/student/course/:id',
    HydrateFallback: PageLoading,
    lazy: () => import('./course/course-page').then((m) => ({ Component: m.CoursePage })),
  },
  {
    path: '/student/course/:courseId/task/:activityId',
    HydrateFallback: PageLoading,
    lazy: () => import('./task/task-page').then((m) => ({ Component: m.TaskPage })),
  },
  {
    path: '/student/course/:courseId/test/:activityId',
    HydrateFallback: PageLoading,
    lazy: () => import('./test/test-page').then((m) => ({ Component: m.TestPage })),
  },
];
