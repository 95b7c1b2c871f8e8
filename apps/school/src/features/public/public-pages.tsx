import type { CatalogueView } from '@aula/api-client';
import { msg } from '@lingui/core/macro';
import type { ReactElement } from 'react';
import { articlePath, articleSlugs, loadArticle } from './blog/articles';
import { normalizePath } from './components/navbar/nav-active';
import { cataloguePageFilters } from './content/catalogue-pages';

/**
 * Every public page: its path and its content, loaded on demand so each page downloads only its own
 * code. The router (routes.tsx), the prerender step and the hydration of prerendered pages all read this
 * list; titles and descriptions are in page-meta.ts.
 */
export interface PublicPage {
  path: string;
  /**
   * The file `load` imports, relative to this folder. The prerender step looks its chunks up in Vite's
   * manifest to preload them from the HTML, and fails the build if the file is unknown. Only the prerender's
   * server build has it (false in the browser's, see PRERENDER).
   */
  module: string | false;
  load: () => Promise<ReactElement>;
  /**
   * A page of the live catalogue: the server renders it with the courses of this filter (decision 143)
   * instead of the build prerendering it; `load` serves it inside the single-page app.
   */
  catalogue?: CatalogueView;
  /** Left out of sitemap.xml: a copy of another page, a redirect, or a page only an e-mailed link opens. */
  unlisted?: true;
}

/**
 * True in the prerender's server build only (Vite's SSR flag). The prerender alone reads `module`, so the
 * browser's build, where every page of the app loads this table, leaves the file names out.
 */
const PRERENDER = import.meta.env.SSR;

const catalogue = (path: string): PublicPage => {
  const filters = cataloguePageFilters[path];
  if (!filters) throw new Error(`Falta el filtro de ${path}`);
  return {
    path,
    module: PRERENDER && 'pages/live-catalogue-page.tsx',
    catalogue: filters,
    load: () =>
      import('./pages/live-catalogue-page').then(({ LiveCataloguePage }) => (
        <LiveCataloguePage path={path} fixed={filters} />
      )),
  };
};

const contactPage = (path: string): PublicPage => ({
  path,
  module: PRERENDER && 'pages/contact-page.tsx',
  load: () => import('./pages/contact-page').then(({ ContactPage }) => <ContactPage />),
});

export const publicPages: PublicPage[] = [
  {
    path: '/',
    module: PRERENDER && 'pages/home-page.tsx',
    load: () => import('./pages/home-page').then(({ HomePage }) => <HomePage />),
  },
  {
    path: '/course/intensive',
    module: PRERENDER && 'pages/intensive-page.tsx',
    load: () => import('./pages/intensive-page').then(({ IntensivePage }) => <IntensivePage />),
  },
  {
    path: '/course/flexible',
    module: PRERENDER && 'pages/flexible-page.tsx',
    load: () => import('./pages/flexible-page').then(({ FlexiblePage }) => <FlexiblePage />),
  },
  {
    path: '/course/group',
    module: PRERENDER && 'pages/group-page.tsx',
    load: () => import('./pages/group-page').then(({ GroupPage }) => <GroupPage />),
  },
  {
    path: '/quienes-somos',
    module: PRERENDER && 'pages/about-page.tsx',
    load: () =>
      import('./pages/about-page').then(({ AboutPage }) => <AboutPage heading={msg`Quiénes somos`} />),
  },
  {
    path: '/trabajo-con-nosotros',
    module: PRERENDER && 'pages/work-with-us-page.tsx',
    load: () => import('./pages/work-with-us-page').then(({ WorkWithUsPage }) => <WorkWithUsPage />),
  },
  catalogue('/cursos'),
  catalogue('/idiomas/ingles'),
  catalogue('/idiomas/espanol'),
  catalogue('/idiomas/aleman'),
  catalogue('/idiomas/frances'),
  catalogue('/cursos/intensivo'),
  catalogue('/cursos/flexible'),
  catalogue('/cursos/grupal'),
  // The same story as /quienes-somos under the footer's own heading.
  {
    path: '/sobre-nosotros',
    unlisted: true,
    module: PRERENDER && 'pages/about-page.tsx',
    load: () =>
      import('./pages/about-page').then(({ AboutPage }) => <AboutPage heading={msg`Sobre nosotros`} />),
  },
  {
    path: '/ofertas-trabajo',
    module: PRERENDER && 'pages/job-offers-page.tsx',
    load: () => import('./pages/job-offers-page').then(({ JobOffersPage }) => <JobOffersPage />),
  },
  {
    path: '/opiniones',
    module: PRERENDER && 'pages/testimonials-page.tsx',
    load: () => import('./pages/testimonials-page').then(({ TestimonialsPage }) => <TestimonialsPage />),
  },
  {
    path: '/blog',
    module: PRERENDER && 'pages/blog-page.tsx',
    load: () => import('./pages/blog-page').then(({ BlogPage }) => <BlogPage />),
  },
  ...articleSlugs.map(
    (slug): PublicPage => ({
      path: articlePath(slug),
      module: PRERENDER && 'pages/blog-article-page.tsx',
      load: () =>
        Promise.all([import('./pages/blog-article-page'), loadArticle(slug)]).then(
          ([{ BlogArticlePage }, { meta, html }]) => <BlogArticlePage article={meta} html={html} />,
        ),
    }),
  ),
  {
    path: '/faq',
    module: PRERENDER && 'pages/faq-page.tsx',
    load: () => import('./pages/faq-page').then(({ FaqPage }) => <FaqPage />),
  },
  contactPage('/contacto'),
  // The server answers /contact with a redirect to /contacto; this serves the app's own links to it.
  { ...contactPage('/contact'), unlisted: true },
  {
    path: '/newsletter/confirmar',
    unlisted: true,
    module: PRERENDER && 'pages/newsletter-link-page.tsx',
    load: () =>
      import('./pages/newsletter-link-page').then(({ NewsletterLinkPage }) => (
        <NewsletterLinkPage action="confirm" />
      )),
  },
  {
    path: '/newsletter/baja',
    unlisted: true,
    module: PRERENDER && 'pages/newsletter-link-page.tsx',
    load: () =>
      import('./pages/newsletter-link-page').then(({ NewsletterLinkPage }) => (
        <NewsletterLinkPage action="unsubscribe" />
      )),
  },
  {
    path: '/privacidad',
    module: PRERENDER && 'pages/privacy-page.tsx',
    load: () => import('./pages/privacy-page').then(({ PrivacyPage }) => <PrivacyPage />),
  },
  {
    path: '/terminos',
    module: PRERENDER && 'pages/terms-page.tsx',
    load: () => import('./pages/terms-page').then(({ TermsPage }) => <TermsPage />),
  },
];

export const notFoundPage: Omit<PublicPage, 'path'> = {
  module: PRERENDER && 'pages/not-found-page.tsx',
  load: () => import('./pages/not-found-page').then(({ NotFoundPage }) => <NotFoundPage />),
};

export function findPublicPage(pathname: string): PublicPage | undefined {
  const path = normalizePath(pathname);
  return publicPages.find((page) => page.path === path);
}
