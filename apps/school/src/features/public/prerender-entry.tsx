/*
 * Entry of the server-side build that scripts/prerender.ts runs after `vite build`: it renders each
 * public page to HTML once, at build time. Never shipped to the browser.
 */
import { renderToString } from 'react-dom/server';
import { metaFor } from './page-meta';
import { publicPages } from './public-pages';
import { StaticPublicPage } from './static-page';

export interface PrerenderedPage {
  path: string;
  title: string;
  description: string;
  /** The page's own module (see PublicPage.module), whose chunks the HTML preloads. */
  module: string;
  html: string;
}

export async function prerenderPublicPages(): Promise<PrerenderedPage[]> {
  return Promise.all(
    publicPages.map(async (page) => ({
      path: page.path,
      ...metaFor(page.path),
      module: page.module,
      html: renderToString(<StaticPublicPage path={page.path} content={await page.load()} />),
    })),
  );
}
