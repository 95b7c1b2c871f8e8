import { normalizePath } from '@aula/ui';
import type { ReactElement } from 'react';

/**
 * Every public page: its path and its content, loaded on demand so each page downloads only its own
 * code. The router (routes.tsx), the prerender step and the hydration of prerendered pages all read this
 * list; titles and descriptions are in page-meta.ts.
 */
export interface PublicPage {
  path: string;
  /**
   * The file `load` imports, relative to this folder. The prerender step looks its chunks up in Vite's
   * manifest to preload them from the HTML, and fails the build if the file is unknown.
   */
  module: string;
  load: () => Promise<ReactElement>;
}

const placeholder = (
  path: string,
  heading: string,
  related?: { label: string; href: string },
): PublicPage => ({
  path,
  module: 'pages/placeholder-page.tsx',
  load: () =>
    import('./pages/placeholder-page').then(({ PlaceholderPage }) => (
      <PlaceholderPage heading={heading} related={related} />
    )),
});

export const publicPages: PublicPage[] = [
  {
    path: '/',
    module: 'pages/home-page.tsx',
    load: () => import('./pages/home-page').then(({ HomePage }) => <HomePage />),
  },
  {
    path: '/course/intensive',
    module: 'pages/intensive-page.tsx',
    load: () => import('./pages/intensive-page').then(({ IntensivePage }) => <IntensivePage />),
  },
  {
    path: '/course/flexible',
    module: 'pages/flexible-page.tsx',
    load: () => import('./pages/flexible-page').then(({ FlexiblePage }) => <FlexiblePage />),
  },
  {
    path: '/course/group',
    module: 'pages/group-page.tsx',
    load: () => import('./pages/group-page').then(({ GroupPage }) => <GroupPage />),
  },
  placeholder('/quienes-somos', 'Quiénes somos'),
  placeholder('/trabajo-con-nosotros', 'Trabaja con nosotros'),
  placeholder('/idiomas/ingles', 'Inglés'),
  placeholder('/idiomas/espanol', 'Español'),
  placeholder('/idiomas/aleman', 'Alemán'),
  placeholder('/idiomas/frances', 'Francés'),
  placeholder('/cursos/intensivo', 'Cursos intensivos', {
    label: 'Ver el curso intensivo',
    href: '/course/intensive',
  }),
  placeholder('/cursos/flexible', 'Cursos flexibles', {
    label: 'Ver el curso flexible',
    href: '/course/flexible',
  }),
  placeholder('/cursos/grupal', 'Cursos en grupo', { label: 'Ver el curso en grupo', href: '/course/group' }),
  placeholder('/sobre-nosotros', 'Sobre nosotros'),
  placeholder('/ofertas-trabajo', 'Ofertas de trabajo'),
  placeholder('/opiniones', 'Opiniones'),
  placeholder('/blog', 'Blog'),
  placeholder('/faq', 'Preguntas frecuentes'),
  placeholder('/contacto', 'Contacto'),
  placeholder('/contact', 'Soporte', { label: 'Iniciar sesión', href: '/login' }),
  placeholder('/privacidad', 'Política de privacidad'),
  placeholder('/terminos', 'Términos y condiciones'),
];

export const notFoundPage: Omit<PublicPage, 'path'> = {
  module: 'pages/not-found-page.tsx',
  load: () => import('./pages/not-found-page').then(({ NotFoundPage }) => <NotFoundPage />),
};

export function findPublicPage(pathname: string): PublicPage | undefined {
  const path = normalizePath(pathname);
  return publicPages.find((page) => page.path === path);
}
