import { Spinner } from '@aula/ui';
import type { RouteObject } from 'react-router';

/** Shown while a page's code is still downloading on the first load. */
function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <Spinner size="lg" />
    </div>
  );
}

export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    HydrateFallback: PageLoading,
    lazy: () => import('./login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/register',
    HydrateFallback: PageLoading,
    lazy: () => import('./register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: '/verify',
    HydrateFallback: PageLoading,
    lazy: () => import('./verify-page').then((m) => ({ Component: m.VerifyPage })),
  },
];
