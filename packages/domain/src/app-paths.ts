import type { ActivityType } from './activities';

/**
 * Every address of the single-page app outside the public site, as apps/school/src/routes.tsx declares them
 * (a test there keeps the two equal). The app's build writes them to dist/.ssr/app-paths.json: the server
 * answers these with the app's shell and status 200, and any other unknown address with the same shell and
 * status 404, so search engines do not index the 'Página no encontrada' page.
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
] as const;
export type AppPagePath = (typeof appPagePaths)[number];

/**
 * The addresses of the pages that carry an id, built one way for the app's links and the server's e-mails
 * and notifications alike: a route renamed here cannot leave a mail pointing at the old one.
 */
export const appPaths = {
  /** The public enrolment link of a course: it signs the visitor in first if need be. */
  enrol: (courseId: number) => `/inscribirse/${courseId}`,
  teacherCourse: (courseId: number) => `/teacher/course/${courseId}`,
  studentCourse: (courseId: number) => `/student/course/${courseId}`,
  /** An activity opens on its task or test page. */
  studentActivity: (activity: { id: number; courseId: number; type: ActivityType }) =>
    `/student/course/${activity.courseId}/${activity.type === 'TEST' ? 'test' : 'task'}/${activity.id}`,
  notificationsUnsubscribe: (token: string) => `/notificaciones/baja/${token}`,
};
