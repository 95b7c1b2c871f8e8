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

/**
 * The signed-in pages, under one layout route that gives them the query client. The layout is loaded with
 * the first of them (in parallel with the page's own code), so public pages never download TanStack Query.
 */
export const panelRoutes: RouteObject[] = [
  {
    HydrateFallback: PanelLoading,
    lazy: () => import('../../signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
    children: [
      {
        path: '/admin',
        HydrateFallback: PanelLoading,
        lazy: () => import('../admin/admin-panel').then((m) => ({ Component: m.AdminPanel })),
      },
      ...teacherRoutes,
      ...studentRoutes,
    ],
  },
];
