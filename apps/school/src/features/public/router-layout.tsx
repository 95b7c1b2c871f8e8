import type { RenderLink } from '@aula/ui';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { PublicLayout } from './components/public-layout';
import type { PageMeta } from './page-meta';

const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

function isPublicHandle(handle: unknown): handle is PageMeta {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'description' in handle;
}

/** Keeps <title> and the meta description in step as the single-page app moves between public pages. */
function useDocumentMeta() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isPublicHandle);
  useEffect(() => {
    if (!handle) return;
    document.title = handle.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', handle.description);
  }, [handle]);
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
