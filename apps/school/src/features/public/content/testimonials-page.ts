import { t } from '@lingui/core/macro';
import type { TestimonialProps } from '../components/testimonial/testimonial';

// Apart from the home page's three (testimonials.ts), so the home page does not download these.
/** /opiniones: the home page's three first, then more students of every language and format. */
export const moreTestimonials = (): TestimonialProps[] => [
  {
    name: 'Daniel Ortega',
    detail: t`Inglés · Curso intensivo`,
    quote: t`Necesitaba un C1 para un puesto en Dublín y lo conseguí a tiempo. Las evaluaciones semanales me decían exactamente qué repasar.`,
    rating: 5,
  },
  {
    name: 'Elena Vidal',
    detail: t`Francés · Curso flexible`,
    quote: t`Madrugo para la franja de las 6:00 y llego al trabajo con la clase hecha. Si un día no puedo, cancelo con tiempo y reservo otra.`,
    rating: 5,
  },
  {
    name: 'Pablo Herrera',
    detail: t`Alemán · Curso grupal`,
    quote: t`Me uní a un grupo estándar y ahora quedo con mis compañeros para practicar fuera de clase. Nunca pensé que el alemán me haría amigos.`,
    rating: 5,
  },
  {
    name: 'Olivia Bennett',
    detail: t`Español · Curso grupal`,
    quote: t`Llegué a Valencia sin hablar español. Seis meses después hago la compra, voy al médico y discuto de fútbol con mis vecinos.`,
    rating: 5,
  },
  {
    name: 'Irene Castro',
    detail: t`Inglés · Curso flexible`,
    quote: t`Con dos niños pequeños, poder elegir la clase de la noche ha sido la única forma de seguir estudiando. Reservo las clases de la semana cada domingo.`,
    rating: 4,
  },
  {
    name: 'Thomas Keller',
    detail: t`Español · Curso intensivo`,
    quote: t`Cuatro semanas muy exigentes, pero con una profesora que corregía cada detalle. Volví a casa entendiendo las conversaciones rápidas.`,
    rating: 5,
  },
];

export const testimonialsPage = () => ({
  heading: t`Opiniones`,
  lead: t`Lo que cuentan quienes ya aprenden idiomas con nosotros: estudiantes de cuatro idiomas y de los tres formatos.`,
  cta: { label: t`Ver los cursos`, href: '/cursos' },
});
