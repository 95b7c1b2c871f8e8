import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { notFoundPage, type PublicPage, publicPages } from './features/public/public-pages';
import type { CatalogueArea } from './i18n/areas';
import { loadArea } from './i18n/locale';
import { PageLoading } from './shell/page-loading';

/**
 * Every route of the product, composed here and only here (docs/decisions/123-app-boundaries.md): features
 * export pages, this file decides where they live. Every page is loaded on demand, so each URL downloads
 * only its own code.
 */

/** A page whose code, and its area's words, are downloaded when its URL is first visited. */
function page(path: string, area: CatalogueArea, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadArea(area)]);
      return { Component };
    },
  };
}

/**
 * A public page. Its handle is its path in page-meta.ts, whose title and description the public layout
 * applies: that table comes with the layout, so the login and the panels, which load this route table too,
 * do not download every public page's title and description.
 */
function publicRoute({ load }: Pick<PublicPage, 'load'>, path: string): RouteObject {
  return {
    path,
    handle: { metaPath: path },
    lazy: async () => {
      const [element] = await Promise.all([load(), loadArea('public')]);
      return { element };
    },
  };
}

/**
 * The public pages under one layout (navigation bar and footer), plus the Spanish 404 for any path no other
 * route claims. Prerendered copies of the same pages are hydrated without the router
 * (features/public/hydrate.tsx); these routes serve in-app navigation and unknown URLs.
 */
const publicSite: RouteObject = {
  lazy: async () => {
    const [{ PublicRouterLayout }] = await Promise.all([
      import('./features/public/router-layout'),
      loadArea('public'),
    ]);
    return { Component: PublicRouterLayout };
  },
  HydrateFallback: () => null,
  children: [...publicPages.map((entry) => publicRoute(entry, entry.path)), publicRoute(notFoundPage, '*')],
};

const authRoutes: RouteObject[] = [
  page('/login', 'auth', () => import('./features/auth/login-page').then((m) => m.LoginPage)),
  page('/login/google', 'auth', () => import('./features/auth/google-page').then((m) => m.GooglePage)),
  page('/register', 'auth', () => import('./features/auth/register-page').then((m) => m.RegisterPage)),
  page('/verify', 'auth', () => import('./features/auth/verify-page').then((m) => m.VerifyPage)),
  page('/forgot-password', 'auth', () =>
    import('./features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  page('/reset-password', 'auth', () =>
    import('./features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  // A course's 'Inscribirse' (decision 143): enrols a signed-in student, or sends to login and back.
  page('/inscribirse/:courseId', 'auth', () =>
    import('./features/student/enrol/enrol-page').then((m) => m.EnrolPage),
  ),
  // The link of a notification e-mail: unsubscribes from that kind's e-mails without a session.
  page('/notificaciones/baja/:token', 'auth', () =>
    import('./features/notifications/unsubscribe-page').then((m) => m.UnsubscribePage),
  ),
  page('/account-deleted', 'auth', () =>
    import('./features/settings/account-deleted-page').then((m) => m.AccountDeletedPage),
  ),
];

/**
 * The signed-in pages, under one layout route that gives them the query client and the toasts. The layout is
 * loaded with the first of them (in parallel with the page's own code), so public pages never download
 * TanStack Query.
 */
const signedInArea: RouteObject = {
  HydrateFallback: PageLoading,
  lazy: async () => {
    const [{ SignedInLayout }] = await Promise.all([
      import('./shell/signed-in-layout'),
      loadArea('signed-in'),
    ]);
    return { Component: SignedInLayout };
  },
  children: [
    page('/admin', 'admin', () => import('./features/admin/admin-panel').then((m) => m.AdminPanel)),
    page('/teacher', 'teacher', () =>
      import('./features/teacher/panel/teacher-panel').then((m) => m.TeacherPanel),
    ),
    page('/teacher/course/:id', 'teacher', () =>
      import('./features/teacher/course/course-page').then((m) => m.TeacherCoursePage),
    ),
    page('/student', 'student', () =>
      import('./features/student/panel/student-panel').then((m) => m.StudentPanel),
    ),
    page('/student/course/:id', 'student', () =>
      import('./features/student/course/course-page').then((m) => m.CoursePage),
    ),
    page('/student/course/:courseId/task/:activityId', 'student', () =>
      import('./features/student/task/task-page').then((m) => m.TaskPage),
    ),
    page('/student/course/:courseId/test/:activityId', 'student', () =>
      import('./features/student/test/test-page').then((m) => m.TestPage),
    ),
    page('/settings', 'settings', () =>
      import('./features/settings/settings-page').then((m) => m.SettingsPage),
    ),
    page('/confirm-email', 'settings', () =>
      import('./features/settings/confirm-email-page').then((m) => m.ConfirmEmailPage),
    ),
  ],
};

export const routes: RouteObject[] = [publicSite, ...authRoutes, signedInArea];
