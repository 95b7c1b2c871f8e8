import type { CourseCardProps, FaqItem, Teacher, TestimonialProps } from '@aula/ui';
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

function portrait(file: string, name: string) {
  return { src: `/img/profesores/${file}.svg`, alt: `Retrato ilustrado de ${name}`, width: 240, height: 240 };
}

export const teachersSection = { heading: 'Conoce a nuestros profesores' };

/** Six sample teachers: each speaks their own language and English; the English teachers speak Spanish. */
export const teachers: Teacher[] = [
  {
    name: 'Emily Carter',
    teaches: 'Inglés',
    speaks: ['Inglés', 'Español'],
    image: portrait('emily-carter', 'Emily Carter'),
  },
  {
    name: 'James Wilson',
    teaches: 'Inglés',
    speaks: ['Inglés', 'Español'],
    image: portrait('james-wilson', 'James Wilson'),
  },
  {
    name: 'Claire Dubois',
    teaches: 'Francés',
    speaks: ['Francés', 'Inglés'],
    image: portrait('claire-dubois', 'Claire Dubois'),
  },
  {
    name: 'Antoine Moreau',
    teaches: 'Francés',
    speaks: ['Francés', 'Inglés'],
    image: portrait('antoine-moreau', 'Antoine Moreau'),
  },
  {
    name: 'Lucía Fernández',
    teaches: 'Español',
    speaks: ['Español', 'Inglés'],
    image: portrait('lucia-fernandez', 'Lucía Fernández'),
  },
  {
    name: 'Lukas Becker',
    teaches: 'Alemán',
    speaks: ['Alemán', 'Inglés'],
    image: portrait('lukas-becker', 'Lukas Becker'),
  },
];

export const testimonialsSection = { heading: 'Opiniones de nuestros estudiantes' };

/** The photo sits beside the printed name, so it is decorative (empty alt). */
function studentPhoto(file: string) {
  return { src: `/img/estudiantes/${file}.svg`, alt: '', width: 96, height: 96 };
}

export const testimonials: TestimonialProps[] = [
  {
    name: 'Marta Ruiz',
    detail: 'Alemán · Curso intensivo',
    quote:
      'En dos meses pasé de no entender nada a hablar con los clientes alemanes de mi empresa. Las clases diarias marcan la diferencia.',
    image: studentPhoto('marta-ruiz'),
    rating: 5,
  },
  {
    name: 'Javier Morales',
    detail: 'Inglés · Curso flexible',
    quote:
      'Trabajo por turnos y aun así no he perdido ni una semana: reservo mis clases cuando puedo y repaso las grabaciones.',
    image: studentPhoto('javier-morales'),
    rating: 5,
  },
  {
    name: 'Sofía Navarro',
    detail: 'Francés · Curso grupal',
    quote:
      'Aprender en grupo me dio confianza para hablar. Los proyectos con mis compañeros fueron lo mejor del curso.',
    image: studentPhoto('sofia-navarro'),
    rating: 5,
  },
];

export const faqSection = { heading: 'Preguntas frecuentes', more: { label: 'Leer más FAQ', href: '/faq' } };

/** The spec's four questions: materials, the tool needed, the maximum level and the schedule. */
export const faqItems: FaqItem[] = [
  {
    question: '¿Qué materiales se utilizan en los cursos?',
    answer:
      'Libros digitales, fichas de vocabulario, acceso a la plataforma online y ejercicios interactivos, todo incluido en el precio del curso.',
  },
  {
    question: '¿Qué herramienta necesito para las clases?',
    answer:
      'Las clases se imparten por videollamada: solo necesitas un ordenador, tableta o móvil con conexión a internet, cámara y micrófono.',
  },
  {
    question: '¿Hasta qué nivel puedo llegar?',
    answer:
      'Nuestros cursos van del nivel A1 al C2 del Marco Común Europeo de Referencia, así que puedes llegar hasta el nivel más alto.',
  },
  {
    question: '¿Cómo son los horarios de las clases?',
    answer:
      'Hay cursos con horario fijo y cursos flexibles en los que eliges cuándo asistir, con clases de 6:00 a. m. a 11:00 p. m.',
  },
];

export const newsletter = {
  heading: 'Suscríbete a nuestro boletín',
  text: 'Consejos para aprender idiomas, novedades de cursos y fechas de inicio, una vez al mes.',
};
