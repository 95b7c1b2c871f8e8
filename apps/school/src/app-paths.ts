/**
 * Every address of the single-page app outside the public site, as routes.tsx declares them (a test keeps
 * the two equal). The build writes them to dist/.ssr/app-paths.json: the server answers these with the app's
 * shell and status 200, and any other unknown address with the same shell and status 404, so search engines
 * do not index the 'Página no encontrada' page.
 */
export const appPagePaths = [
  '/login',
  '/login/google',
  '/register',
  '/verify',
  '/forgot-password',
  '/reset-password',
  '/inscribirse/:courseId',
  '/notificaciones/baja/:token',
  '/account-deleted',
  '/admin',
  '/teacher',
  '/teacher/course/:id',
  '/student',
  '/student/course/:id',
  '/student/course/:courseId/task/:activityId',
  '/student/course/:courseId/test/:activityId',
  '/settings',
  '/confirm-email',
];
