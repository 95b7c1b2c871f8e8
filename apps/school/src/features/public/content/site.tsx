import { t } from '@lingui/core/macro';
import type { NavLink, NavMenu } from '../components/navbar/navbar';
import type { FooterLinkGroup, SocialLink } from '../components/site-footer/site-footer';

/** The school's name, as the logo and the page titles say it. */
export const SCHOOL_NAME = 'Aula';

export const navLinks = (): NavLink[] => [
  { label: t`Quiénes somos`, href: '/quienes-somos' },
  { label: t`Trabaja con nosotros`, href: '/trabajo-con-nosotros' },
];

export const navMenus = (): NavMenu[] => [
  {
    label: t`Idiomas`,
    pathPrefix: '/idiomas',
    links: [
      { label: t`Inglés`, href: '/idiomas/ingles' },
      { label: t`Español`, href: '/idiomas/espanol' },
      { label: t`Alemán`, href: '/idiomas/aleman' },
      { label: t`Francés`, href: '/idiomas/frances' },
    ],
  },
  {
    label: t`Cursos`,
    pathPrefix: '/cursos',
    links: [
      { label: t`Intensivo`, href: '/cursos/intensivo' },
      { label: t`Flexible`, href: '/cursos/flexible' },
      { label: t`Grupal`, href: '/cursos/grupal' },
    ],
  },
];

/** Always shown, even with a stored session (spec, navigation bar). */
export const navActions = (): NavLink[] => [
  { label: t`Iniciar sesión`, href: '/login' },
  { label: t`Registrarse`, href: '/register' },
];

export const footerGroups = (): FooterLinkGroup[] => [
  {
    heading: t`Compañía`,
    links: [
      { label: t`Sobre nosotros`, href: '/sobre-nosotros' },
      { label: t`Ofertas de trabajo`, href: '/ofertas-trabajo' },
      { label: t`Opiniones`, href: '/opiniones' },
      { label: t`Blog`, href: '/blog' },
    ],
  },
  {
    heading: t`Idiomas`,
    links: [
      { label: t`Español`, href: '/idiomas/espanol' },
      { label: t`Inglés`, href: '/idiomas/ingles' },
      { label: t`Alemán`, href: '/idiomas/aleman' },
      { label: t`Francés`, href: '/idiomas/frances' },
    ],
  },
  {
    heading: t`Contacto`,
    links: [
      { label: t`Preguntas frecuentes`, href: '/faq' },
      { label: t`Contacto`, href: '/contacto' },
    ],
  },
  {
    heading: t`Legal`,
    links: [
      { label: t`Privacidad`, href: '/privacidad' },
      { label: t`Términos y condiciones`, href: '/terminos' },
    ],
  },
];

const iconProps = { viewBox: '0 0 24 24', fill: 'currentColor' } as const;

export const socialLinks = (): SocialLink[] => [
  {
    label: t`Aula en Facebook`,
    href: 'https://www.facebook.com/',
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
      </svg>
    ),
  },
  {
    label: t`Aula en Instagram`,
    href: 'https://www.instagram.com/',
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.3 5.3a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z" />
      </svg>
    ),
  },
  {
    label: t`Aula en YouTube`,
    href: 'https://www.youtube.com/',
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M22 8.2c-.2-1.6-1-2.6-2.6-2.8C17 5 12 5 12 5s-5 0-7.4.4C3 5.6 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1 2.6 2.6 2.8C7 19 12 19 12 19s5 0 7.4-.4c1.6-.2 2.4-1.2 2.6-2.8.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10 15V9l5.2 3z" />
      </svg>
    ),
  },
];

/** The footer's line, with the year of the visitor's clock (a page prerendered last year still says this one). */
export const copyright = (now = new Date()) =>
  t`© ${now.getFullYear()} ${SCHOOL_NAME}. Todos los derechos reservados.`;
