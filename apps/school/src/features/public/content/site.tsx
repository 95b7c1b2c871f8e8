import type { NavLink, NavMenu } from '../components/navbar/navbar';
import type { FooterLinkGroup, SocialLink } from '../components/site-footer/site-footer';

/** The school's name, as the logo and the page titles say it. */
export const SCHOOL_NAME = 'Aula';

export const navLinks: NavLink[] = [
  { label: 'Quiénes somos', href: '/quienes-somos' },
  { label: 'Trabaja con nosotros', href: '/trabajo-con-nosotros' },
];

export const navMenus: NavMenu[] = [
  {
    label: 'Idiomas',
    pathPrefix: '/idiomas',
    links: [
      { label: 'Inglés', href: '/idiomas/ingles' },
      { label: 'Español', href: '/idiomas/espanol' },
      { label: 'Alemán', href: '/idiomas/aleman' },
      { label: 'Francés', href: '/idiomas/frances' },
    ],
  },
  {
    label: 'Cursos',
    pathPrefix: '/cursos',
    links: [
      { label: 'Intensivo', href: '/cursos/intensivo' },
      { label: 'Flexible', href: '/cursos/flexible' },
      { label: 'Grupal', href: '/cursos/grupal' },
    ],
  },
];

/** Always shown, even with a stored session (spec, navigation bar). */
export const navActions: NavLink[] = [
  { label: 'Iniciar sesión', href: '/login' },
  { label: 'Registrarse', href: '/register' },
];

export const footerGroups: FooterLinkGroup[] = [
  {
    heading: 'Compañía',
    links: [
      { label: 'Sobre nosotros', href: '/sobre-nosotros' },
      { label: 'Ofertas de trabajo', href: '/ofertas-trabajo' },
      { label: 'Opiniones', href: '/opiniones' },
      { label: 'Blog', href: '/blog' },
    ],
  },
  {
    heading: 'Idiomas',
    links: [
      { label: 'Español', href: '/idiomas/espanol' },
      { label: 'Inglés', href: '/idiomas/ingles' },
      { label: 'Alemán', href: '/idiomas/aleman' },
      { label: 'Francés', href: '/idiomas/frances' },
    ],
  },
  {
    heading: 'Contacto',
    links: [
      { label: 'Preguntas frecuentes', href: '/faq' },
      { label: 'Contacto', href: '/contacto' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacidad', href: '/privacidad' },
      { label: 'Términos y condiciones', href: '/terminos' },
    ],
  },
];

const iconProps = { viewBox: '0 0 24 24', fill: 'currentColor' } as const;

export const socialLinks: SocialLink[] = [
  {
    label: 'Aula en Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
      </svg>
    ),
  },
  {
    label: 'Aula en Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.3 5.3a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z" />
      </svg>
    ),
  },
  {
    label: 'Aula en YouTube',
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
  `© ${now.getFullYear()} ${SCHOOL_NAME}. Todos los derechos reservados.`;
