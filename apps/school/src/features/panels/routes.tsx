import { Spinner } from '@aula/ui';
import type { RouteObject } from 'react-router';
import { studentRoutes } from '../student/routes';
import { teacherRoutes } from '../teacher/routes';

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
    lazy: () => import('../admin/admin-panel').then((m) => ({ Component: m.AdminPanel })),
  },
  ...teacherRoutes,
  ...studentRoutes,
];
