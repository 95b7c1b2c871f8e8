/*
 * Entry of the server-side build that scripts/prerender.ts runs after `vite build`. At build time it renders
 * each static public page to HTML once. The build then leaves it in dist/.ssr for the server, which renders
 * the live catalogue's pages with it (decision 143). Never shipped to the browser.
 */
import type { CataloguePageData, CatalogueRenderer, RenderedPage } from '@aula/api-client';
import type { ReactElement } from 'react';
import { renderToString as renderElement } from 'react-dom/server';
import { activateLocale } from '../../i18n/locale';
import { LocaleProvider } from '../../i18n/locale-provider';
import { catalogueCopy, courseDescription } from './content/catalogue';
import { SCHOOL_NAME } from './content/site';
import { metaFor, notFoundMeta } from './page-meta';
import { CataloguePage } from './pages/catalogue-page';
import { NotFoundPage } from './pages/not-found-page';
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

// The catalogue's words are loaded once, before the first page is rendered: the renderers are synchronous.
await activateLocale('es', ['public']);

function renderToString(page: ReactElement) {
  return renderElement(<LocaleProvider>{page}</LocaleProvider>);
}

function missingModule(path: string): never {
  throw new Error(`prerender: ${path} no nombra su módulo`);
}

/** The static pages; the catalogue's are the server's to render. */
export async function prerenderPublicPages(): Promise<PrerenderedPage[]> {
  return Promise.all(
    publicPages
      .filter((page) => !page.catalogue)
      .map(async (page) => ({
        path: page.path,
        ...metaFor(page.path),
        module: page.module || missingModule(page.path),
        html: renderToString(<StaticPublicPage path={page.path} content={await page.load()} />),
      })),
  );
}

/** The navigation highlights /cursos for a course's page, and the list's own path otherwise. */
const layoutPath = (data: CataloguePageData) => (data.kind === 'course' ? '/cursos' : data.path);

export const renderCataloguePage: CatalogueRenderer['renderCataloguePage'] = (data): RenderedPage => {
  const meta =
    data.kind === 'course'
      ? { title: `${data.course.name} · ${SCHOOL_NAME}`, description: courseDescription(data.course) }
      : metaFor(catalogueCopy()[data.path] ? data.path : '/cursos');
  const html = renderToString(
    <StaticPublicPage path={layoutPath(data)} content={<CataloguePage data={data} />} />,
  );
  return { ...meta, html };
};

export const renderNotFoundPage: CatalogueRenderer['renderNotFoundPage'] = () => ({
  ...notFoundMeta(),
  html: renderToString(<StaticPublicPage path="/404" content={<NotFoundPage />} />),
});

export const publicPagePaths: CatalogueRenderer['publicPagePaths'] = publicPages
  .filter((page) => !page.unlisted)
  .map((page) => page.path);

export const cataloguePages: CatalogueRenderer['cataloguePages'] = Object.fromEntries(
  publicPages.flatMap((page) => (page.catalogue ? [[page.path, page.catalogue]] : [])),
);
