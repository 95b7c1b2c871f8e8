import type { RouteObject } from 'react-router';
import { metaFor, notFoundMeta, type PageMeta } from './page-meta';
import { notFoundPage, type PublicPage, publicPages } from './public-pages';

/** The page's title and description ride on the route as its `handle`; the layout applies them. */
function pageRoute(page: Omit<PublicPage, 'path'>, handle: PageMeta) {
  return { handle, lazy: async () => ({ element: await page.load() }) };
}

/**
 * The public pages in the single-page app, under one layout (navigation bar and footer), plus the
 * Spanish 404 for any path no feature claims. Prerendered copies of the same pages are hydrated without
 * the router (features/public/hydrate.tsx); these routes serve in-app navigation and unknown URLs.
 */
export const publicRoutes: RouteObject[] = [
  {
    lazy: () =>
      import('./router-layout').then(({ PublicRouterLayout }) => ({ Component: PublicRouterLayout })),
    HydrateFallback: () => null,
    children: [
      ...publicPages.map((page) => ({ path: page.path, ...pageRoute(page, metaFor(page.path)) })),
      { path: '*', ...pageRoute(notFoundPage, notFoundMeta) },
    ],
  },
];
