import type { CourseCardProps } from '@aula/ui/course-card';
import { msg, t } from '@lingui/core/macro';
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

export const banner = () => ({
  heading: t`Aprende idiomas desde cualquier lugar`,
  text: t`Clases en directo de inglés, español, alemán y francés, del nivel A1 al C2, con profesores nativos y a tu ritmo.`,
  cta: t`Ver cursos`,
  image: {
    src: '/img/banner.svg',
    alt: t`Ilustración de una videollamada con cuatro estudiantes y saludos en español, inglés, francés y alemán`,
    width: 560,
    height: 350,
  },
});

export const coursesSection = () => ({
  id: 'nuestros-cursos',
  heading: t`Nuestros cursos`,
  intro: t`Tres formatos para aprender como mejor te encaje.`,
});

export const courses = (): Omit<CourseCardProps, 'renderLink'>[] => [
  {
    name: t`Intensivo`,
    courseType: t`Curso intensivo`,
    image: {
      src: '/img/cursos/intensivo.svg',
      alt: t`Calendario con las clases de cada día marcadas y un rayo`,
      width: 400,
      height: 200,
    },
    features: [
      { icon: <RocketIcon />, text: t`Aprende un idioma en 2 meses` },
      { icon: <CalendarCheckIcon />, text: t`Clases diarias` },
      { icon: <BookOpenIcon />, text: t`Material personalizado` },
    ],
    action: { label: t`Más información sobre Intensivo`, href: '/course/intensive' },
  },
  {
    name: t`Flexible`,
    courseType: t`Curso flexible`,
    image: {
      src: '/img/cursos/flexible.svg',
      alt: t`Reloj entre un sol y una luna: clases de mañana, tarde o noche`,
      width: 400,
      height: 200,
    },
    features: [
      { icon: <ClockIcon />, text: t`Asiste cuando quieras` },
      { icon: <CirclePlayIcon />, text: t`Acceso a grabaciones` },
      { icon: <SlidersHorizontalIcon />, text: t`Máxima flexibilidad` },
    ],
    action: { label: t`Más información sobre Flexible`, href: '/course/flexible' },
  },
  {
    name: t`Grupal`,
    courseType: t`Curso en grupo`,
    image: {
      src: '/img/cursos/grupal.svg',
      alt: t`Tres estudiantes conversando en grupo`,
      width: 400,
      height: 200,
    },
    features: [
      { icon: <UsersIcon />, text: t`Curso en grupo` },
      { icon: <LightbulbIcon />, text: t`Proyectos colaborativos` },
      { icon: <HandshakeIcon />, text: t`Trabajo en equipo` },
    ],
    action: { label: t`Más información sobre Grupo`, href: '/course/group' },
  },
];

export const teachersSection = () => ({ heading: t`Conoce a nuestros profesores` });

export { teachers } from './teachers';

export const testimonialsSection = () => ({ heading: t`Opiniones de nuestros estudiantes` });

export { testimonials } from './testimonials';

export const faqSection = () => ({
  heading: t`Preguntas frecuentes`,
  more: { label: t`Leer más FAQ`, href: '/faq' },
});

export { faqItems } from './faq-essentials';

export const newsletter = {
  heading: msg`Suscríbete a nuestro boletín`,
  text: msg`Consejos para aprender idiomas, novedades de cursos y fechas de inicio, una vez al mes.`,
  // The server's answer (PUBLIC_FORM_MESSAGES.newsletterPending), kept here so the footer does not load the
  // schemas on every page; public-pages.test.ts keeps the two equal.
  pending: msg`Revisa tu correo electrónico: te hemos enviado un enlace para confirmar la suscripción.`,
};
