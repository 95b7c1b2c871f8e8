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

/** A token in an e-mail link's query, and the page to return to after it when there is one. */
const withToken = (path: string, token: string, next?: string | null) =>
  `${path}?token=${encodeURIComponent(token)}${next ? `&next=${encodeURIComponent(next)}` : ''}`;

/**
 * The addresses of the app's pages, built one way for the app's links and the server's e-mails and
 * notifications alike: a route renamed here cannot leave a mail, or a link, pointing at the old one.
 */
export const appPaths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  settings: '/settings',
  accountDeleted: '/account-deleted',
  adminPanel: '/admin',
  teacherPanel: '/teacher',
  studentPanel: '/student',
  /** The link of the registration e-mail; `next` is where the new account goes once signed in. */
  verify: (token: string, next?: string | null) => withToken('/verify', token, next),
  resetPassword: (token: string) => withToken('/reset-password', token),
  /** The link mailed to a new address: the change happens once it is opened. */
  confirmEmail: (token: string) => withToken('/confirm-email', token),
  /** The public enrolment link of a course: it signs the visitor in first if need be. */
  enrol: (courseId: number) => `/inscribirse/${courseId}`,
  teacherCourse: (courseId: number) => `/teacher/course/${courseId}`,
  studentCourse: (courseId: number) => `/student/course/${courseId}`,
  /** An activity opens on its task or test page. */
  studentActivity: (activity: { id: number; courseId: number; type: ActivityType }) =>
    `/student/course/${activity.courseId}/${activity.type === 'TEST' ? 'test' : 'task'}/${activity.id}`,
  notificationsUnsubscribe: (token: string) => `/notificaciones/baja/${token}`,
} as const satisfies Record<string, AppPagePath | ((...args: never[]) => string)>;
