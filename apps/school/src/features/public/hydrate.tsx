import type { CataloguePageData } from '@aula/api-client';
import { type ReactElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { activateLocale, pathLocale } from '../../i18n/locale';
import { LocaleProvider } from '../../i18n/locale-provider';
import { findPublicPage } from './public-pages';
import { StaticPublicPage } from './static-page';

/** A page the server rendered from the live catalogue carries its data (decision 143). */
async function cataloguePage(): Promise<{ path: string; content: ReactElement } | undefined> {
  const script = document.getElementById('catalogue-data');
  if (!script?.textContent) return undefined;
  const data = JSON.parse(script.textContent) as CataloguePageData;
  const { CataloguePage } = await import('./pages/catalogue-page');
  return { path: data.kind === 'course' ? '/cursos' : data.path, content: <CataloguePage data={data} /> };
}

async function prerenderedPage(): Promise<{ path: string; content: ReactElement } | undefined> {
  const page = findPublicPage(window.location.pathname);
  if (!page || page.catalogue) return undefined;
  return { path: page.path, content: await page.load() };
}

/**
 * Hydrates a prerendered or server-rendered public page without the router, whose 30 KB (gzip) would not fit
 * the home page's budget (docs/decisions/040-public-pages-prerendered-and-hydrated-without-router.md).
 * Answers false when the URL is neither, so the caller can start the single-page app instead.
 */
export async function hydratePublicPage(container: HTMLElement): Promise<boolean> {
  // A public page's language is its address's: /en/… is English whatever was chosen before. The home page
  // loads its own words only; any other page, the whole site's.
  const { pathname } = window.location;
  const home = findPublicPage(pathname)?.path === '/' && !document.getElementById('catalogue-data');
  const [page] = await Promise.all([
    cataloguePage().then(async (live) => live ?? (await prerenderedPage())),
    activateLocale(pathLocale(pathname) ?? 'es', [home ? 'public-home' : 'public']),
  ]);
  if (!page) return false;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: the page stays responsive (and Lighthouse's blocking time low) on slow phones.
  startTransition(() => {
    hydrateRoot(
      container,
      <LocaleProvider>
        <StaticPublicPage path={page.path} content={page.content} />
      </LocaleProvider>,
    );
  });
  return true;
}
