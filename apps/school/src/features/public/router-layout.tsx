import type { RenderLink } from '@aula/ui';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { PublicLayout } from './components/public-layout';
import { metaFor, notFoundMeta } from './page-meta';

const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

/** The handle of a public page's route (routes.tsx): its path in page-meta.ts, '*' for the 404. */
function isPublicHandle(handle: unknown): handle is { metaPath: string } {
  return typeof handle === 'object' && handle !== null && 'metaPath' in handle;
}

/** Keeps <title> and the meta description in step as the single-page app moves between public pages. */
function useDocumentMeta() {
  const matches = useMatches();
  const metaPath = matches.map((match) => match.handle).findLast(isPublicHandle)?.metaPath;
  useEffect(() => {
    if (!metaPath) return;
    const meta = metaPath === '*' ? notFoundMeta() : metaFor(metaPath);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [metaPath]);
}

/** The public pages inside the single-page app (reached from the login page, a panel, or an unknown URL). */
export function PublicRouterLayout() {
  const { pathname } = useLocation();
  useDocumentMeta();
  // A new page starts at its top, as a full page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <PublicLayout currentPath={pathname} renderLink={renderRouterLink}>
      <Outlet />
    </PublicLayout>
  );
}
