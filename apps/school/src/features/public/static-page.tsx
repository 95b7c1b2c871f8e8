import { renderAnchor } from '@aula/ui';
import { type ReactElement, StrictMode } from 'react';
import { PublicLayout } from './components/public-layout';

/**
 * The tree of a prerendered public page, identical on the build machine (renderToString) and in the
 * browser (hydrateRoot), so hydration finds exactly the markup it expects. No router: links are plain
 * anchors and the path comes from the URL.
 */
export function StaticPublicPage({ path, content }: { path: string; content: ReactElement }) {
  return (
    <StrictMode>
      <PublicLayout currentPath={path} renderLink={renderAnchor}>
        {content}
      </PublicLayout>
    </StrictMode>
  );
}
