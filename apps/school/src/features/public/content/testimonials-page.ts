import type { TestimonialProps } from '../components/testimonial/testimonial';

// Apart from the home page's three (testimonials.ts), so the home page does not download these.
/** /opiniones: the home page's three first, then more students of every language and format. */
export const moreTestimonials: TestimonialProps[] = [
  {
    name: 'Daniel Ortega',
    detail: 'Inglés · Curso intensivo',
    quote:
      'Necesitaba un C1 para un puesto en Dublín y lo conseguí a tiempo. Las evaluaciones semanales me decían exactamente qué repasar.',
    rating: 5,
  },
  {
    name: 'Elena Vidal',
    detail: 'Francés · Curso flexible',
    quote:
      'Madrugo para la franja de las 6:00 y llego al trabajo con la clase hecha. Si un día no puedo, cancelo con tiempo y reservo otra.',
    rating: 5,
  },
  {
    name: 'Pablo Herrera',
    detail: 'Alemán · Curso grupal',
    quote:
      'Me uní a un grupo estándar y ahora quedo con mis compañeros para practicar fuera de clase. Nunca pensé que el alemán me haría amigos.',
    rating: 5,
  },
  {
    name: 'Olivia Bennett',
    detail: 'Español · Curso grupal',
    quote:
      'Llegué a Valencia sin hablar español. Seis meses después hago la compra, voy al médico y discuto de fútbol con mis vecinos.',
    rating: 5,
  },
  {
    name: 'Irene Castro',
    detail: 'Inglés · Curso flexible',
    quote:
      'Con dos niños pequeños, poder elegir la clase de la noche ha sido la única forma de seguir estudiando. Reservo las clases de la semana cada domingo.',
    rating: 4,
  },
  {
    name: 'Thomas Keller',
    detail: 'Español · Curso intensivo',
    quote:
      'Cuatro semanas muy exigentes, pero con una profesora que corregía cada detalle. Volví a casa entendiendo las conversaciones rápidas.',
    rating: 5,
  },
];

export const testimonialsPage = {
  heading: 'Opiniones',
  lead: 'Lo que cuentan quienes ya aprenden idiomas con nosotros: estudiantes de cuatro idiomas y de los tres formatos.',
  cta: { label: 'Ver los cursos', href: '/cursos' },
};
