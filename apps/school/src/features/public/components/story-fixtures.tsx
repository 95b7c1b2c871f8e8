/**
 * Sample content for the public site's stories (the pages bring their own). Images are tiny inline
 * SVGs so the stories need no files and no network.
 */

import { sampleImage } from '../../../../../../.storybook/link-fixtures';
import type { NavLink, NavMenu } from './navbar/navbar';

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

export const navActions: NavLink[] = [
  { label: 'Iniciar sesión', href: '/login' },
  { label: 'Registrarse', href: '/register' },
];

export const teachers = [
  {
    name: 'Emily Carter',
    teaches: 'Inglés',
    speaks: ['Inglés', 'Español'],
    image: sampleImage('Retrato de Emily Carter', '#2349a8', 240, 240),
  },
  {
    name: 'James Wilson',
    teaches: 'Inglés',
    speaks: ['Inglés', 'Español'],
    image: sampleImage('Retrato de James Wilson', '#16794a', 240, 240),
  },
  {
    name: 'Claire Dubois',
    teaches: 'Francés',
    speaks: ['Francés', 'Inglés'],
    image: sampleImage('Retrato de Claire Dubois', '#b42318', 240, 240),
  },
  {
    name: 'Antoine Moreau',
    teaches: 'Francés',
    speaks: ['Francés', 'Inglés'],
    image: sampleImage('Retrato de Antoine Moreau', '#8a5a00', 240, 240),
  },
  {
    name: 'Lucía Fernández',
    teaches: 'Español',
    speaks: ['Español', 'Inglés'],
    image: sampleImage('Retrato de Lucía Fernández', '#1d5fa8', 240, 240),
  },
  {
    name: 'Lukas Becker',
    teaches: 'Alemán',
    speaks: ['Alemán', 'Inglés'],
    image: sampleImage('Retrato de Lukas Becker', '#4a5568', 240, 240),
  },
];

export const faqItems = [
  {
    question: '¿Qué materiales se utilizan en los cursos?',
    answer:
      'Libros digitales, fichas de vocabulario, acceso a la plataforma online y ejercicios interactivos.',
  },
  {
    question: '¿Qué herramienta necesito para las clases?',
    answer: 'Un ordenador, tableta o móvil con conexión a internet: las clases son por videollamada.',
  },
  {
    question: '¿Hasta qué nivel puedo llegar?',
    answer: 'Desde A1 hasta C2, el nivel más alto del Marco Común Europeo de Referencia.',
  },
  {
    question: '¿Cómo son los horarios?',
    answer: 'Hay cursos con horario fijo y cursos flexibles en los que reservas tus clases.',
  },
];

export const footerGroups = [
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
      { label: 'Términos', href: '/terminos' },
    ],
  },
];
