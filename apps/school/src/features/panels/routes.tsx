import { Spinner } from '@aula/ui';
import type { RouteObject } from 'react-router';

/** Shown while a panel's code is still downloading on the first load. */
function PanelLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <Spinner size="lg" />
    </div>
  );
}

export const panelRoutes: RouteObject[] = [
  {
    path: '/admin',
    HydrateFallback: PanelLoading,
    lazy: () => import('./admin-panel').then((m) => ({ Component: m.AdminPanel })),
  },
  {
    path: '/teacher',
    HydrateFallback: PanelLoading,
    lazy: () => import('./teacher-panel').then((m) => ({ Component: m.TeacherPanel })),
  },
  {
    path: '/student',
    HydrateFallback: PanelLoading,
    lazy: () => import('./student-panel').then((m) => ({ Component: m.StudentPanel })),
  },
];
