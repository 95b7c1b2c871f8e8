import { t } from '@lingui/core/macro';
import type { TestimonialProps } from '../components/testimonial/testimonial';

/** The photo sits beside the printed name, so it is decorative (empty alt). */
function studentPhoto(file: string) {
  return { src: `/img/estudiantes/${file}.svg`, alt: '', width: 96, height: 96 };
}

export const testimonials = (): TestimonialProps[] => [
  {
    name: 'Marta Ruiz',
    detail: t`Alemán · Curso intensivo`,
    quote: t`En dos meses pasé de no entender nada a hablar con los clientes alemanes de mi empresa. Las clases diarias marcan la diferencia.`,
    image: studentPhoto('marta-ruiz'),
    rating: 5,
  },
  {
    name: 'Javier Morales',
    detail: t`Inglés · Curso flexible`,
    quote: t`Trabajo por turnos y aun así no he perdido ni una semana: reservo mis clases cuando puedo y repaso las grabaciones.`,
    image: studentPhoto('javier-morales'),
    rating: 5,
  },
  {
    name: 'Sofía Navarro',
    detail: t`Francés · Curso grupal`,
    quote: t`Aprender en grupo me dio confianza para hablar. Los proyectos con mis compañeros fueron lo mejor del curso.`,
    image: studentPhoto('sofia-navarro'),
    rating: 5,
  },
];
