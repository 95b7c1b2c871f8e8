import type { CourseCardProps } from '@aula/ui/course-card';
import {
  BookOpenIcon,
  CalendarCheckIcon,
  CirclePlayIcon,
  ClockIcon,
  HandshakeIcon,
  LightbulbIcon,
  RocketIcon,
  SlidersHorizontalIcon,
  UsersIcon,
} from './course-feature-icons';

export const banner = {
  heading: 'Aprende idiomas desde cualquier lugar',
  text: 'Clases en directo de inglés, español, alemán y francés, del nivel A1 al C2, con profesores nativos y a tu ritmo.',
  cta: 'Ver cursos',
  image: {
    src: '/img/banner.svg',
    alt: 'Ilustración de una videollamada con cuatro estudiantes y saludos en español, inglés, francés y alemán',
    width: 560,
    height: 350,
  },
};

export const coursesSection = {
  id: 'nuestros-cursos',
  heading: 'Nuestros cursos',
  intro: 'Tres formatos para aprender como mejor te encaje.',
};

export const courses: Omit<CourseCardProps, 'renderLink'>[] = [
  {
    name: 'Intensivo',
    courseType: 'Curso intensivo',
    image: {
      src: '/img/cursos/intensivo.svg',
      alt: 'Calendario con las clases de cada día marcadas y un rayo',
      width: 400,
      height: 200,
    },
    features: [
      { icon: <RocketIcon />, text: 'Aprende un idioma en 2 meses' },
      { icon: <CalendarCheckIcon />, text: 'Clases diarias' },
      { icon: <BookOpenIcon />, text: 'Material personalizado' },
    ],
    action: { label: 'Más información sobre Intensivo', href: '/course/intensive' },
  },
  {
    name: 'Flexible',
    courseType: 'Curso flexible',
    image: {
      src: '/img/cursos/flexible.svg',
      alt: 'Reloj entre un sol y una luna: clases de mañana, tarde o noche',
      width: 400,
      height: 200,
    },
    features: [
      { icon: <ClockIcon />, text: 'Asiste cuando quieras' },
      { icon: <CirclePlayIcon />, text: 'Acceso a grabaciones' },
      { icon: <SlidersHorizontalIcon />, text: 'Máxima flexibilidad' },
    ],
    action: { label: 'Más información sobre Flexible', href: '/course/flexible' },
  },
  {
    name: 'Grupal',
    courseType: 'Curso en grupo',
    image: {
      src: '/img/cursos/grupal.svg',
      alt: 'Tres estudiantes conversando en grupo',
      width: 400,
      height: 200,
    },
    features: [
      { icon: <UsersIcon />, text: 'Curso en grupo' },
      { icon: <LightbulbIcon />, text: 'Proyectos colaborativos' },
      { icon: <HandshakeIcon />, text: 'Trabajo en equipo' },
    ],
    action: { label: 'Más información sobre Grupo', href: '/course/group' },
  },
];

export const teachersSection = { heading: 'Conoce a nuestros profesores' };

export { teachers } from './teachers';

export const testimonialsSection = { heading: 'Opiniones de nuestros estudiantes' };

export { testimonials } from './testimonials';

export const faqSection = { heading: 'Preguntas frecuentes', more: { label: 'Leer más FAQ', href: '/faq' } };

export { faqItems } from './faq-essentials';

export const newsletter = {
  heading: 'Suscríbete a nuestro boletín',
  text: 'Consejos para aprender idiomas, novedades de cursos y fechas de inicio, una vez al mes.',
  // The server's answer (PUBLIC_FORM_MESSAGES.newsletterPending), kept here so the footer does not load the
  // schemas on every page; public-pages.test.ts keeps the two equal.
  pending: 'Revisa tu correo electrónico: te hemos enviado un enlace para confirmar la suscripción.',
};
