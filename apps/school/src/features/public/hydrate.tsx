import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { findPublicPage } from './public-pages';
import { StaticPublicPage } from './static-page';

/**
 * Hydrates a prerendered public page without the router, whose 30 KB (gzip) would not fit the home
 * page's budget (docs/decisions/040-public-pages-prerendered-and-hydrated-without-router.md). Answers false when the URL
 * is not a prerendered public page, so the caller can start the single-page app instead.
 */
export async function hydratePublicPage(container: HTMLElement): Promise<boolean> {
  const page = findPublicPage(window.location.pathname);
  if (!page) return false;
  const content = await page.load();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: the page stays responsive (and Lighthouse's blocking time low) on slow phones.
  startTransition(() => {
    hydrateRoot(container, <StaticPublicPage path={page.path} content={content} />);
  });
  return true;
}
