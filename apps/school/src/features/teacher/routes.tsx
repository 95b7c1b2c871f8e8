import { Spinner } from '@aula/ui';
import type { RouteObject } from 'react-router';

function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <Spinner size="lg" />
    </div>
  );
}

/** The teacher area (spec section 2): the panel and the course page, each loaded on demand. */
export const teacherRoutes: RouteObject[] = [
  {
    path: '/teacher',
    HydrateFallback: PageLoading,
    lazy: () => import('./panel/teacher-panel').then((m) => ({ Component: m.TeacherPanel })),
  },
  {
    path: '/teacher/course/:id',
    HydrateFallback: PageLoading,
    lazy: () => import('./course/course-page').then((m) => ({ Component: m.TeacherCoursePage })),
  },
];
