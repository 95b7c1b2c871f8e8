import type { TestimonialProps } from '../components/testimonial/testimonial';

/*
 * The three marketing pages (spec, "Marketing pages"). Every figure comes from the spec; the flexible
 * notice rule is the one recorded in docs/decisions/043-marketing-page-figures.md.
 */

export interface Fact {
  value: string;
  label: string;
}

export const intensive = {
  heading: 'Curso intensivo',
  lead: 'Aprende un idioma en 2 meses con clases diarias, material personalizado y grupos de hasta tres estudiantes.',
  image: {
    src: '/img/cursos/intensivo.svg',
    alt: 'Calendario con las clases de cada día marcadas y un rayo',
    width: 400,
    height: 200,
  },
  factsHeading: 'El curso en cifras',
  facts: [
    { value: '4 semanas', label: 'por ciclo intensivo' },
    { value: '20 h', label: 'de clase por semana' },
    { value: '5 días', label: 'de clase por semana' },
    { value: '1-3', label: 'estudiantes por clase' },
  ] satisfies Fact[],
  pathNote: 'Con dos ciclos seguidos de 4 semanas completas un nivel en 2 meses.',
  includesHeading: 'Qué incluye',
  includes: [
    'Clases presenciales y virtuales',
    'Material premium',
    'Evaluaciones semanales',
    'Certificado internacional',
    'Soporte 24/7',
    'Práctica diaria de conversación',
  ],
  testimonials: [
    {
      name: 'Marta Ruiz',
      detail: 'Alemán, nivel B1',
      quote:
        'Las cuatro semanas pasaron volando. Hablar cada día con la profesora me quitó el miedo a equivocarme.',
    },
    {
      name: 'Daniel Ortega',
      detail: 'Inglés, nivel C1',
      quote:
        'Necesitaba el certificado para un trabajo y lo conseguí a tiempo. Las evaluaciones semanales me mantuvieron al día.',
    },
  ] satisfies TestimonialProps[],
};

export const flexible = {
  heading: 'Curso flexible',
  lead: 'Asiste cuando quieras: eliges la franja que te va bien, reservas tu clase y repasas la grabación cuando lo necesites.',
  image: {
    src: '/img/cursos/flexible.svg',
    alt: 'Reloj entre un sol y una luna: clases de mañana, tarde o noche',
    width: 400,
    height: 200,
  },
  slotsHeading: 'Franjas horarias',
  slots: [
    { value: 'Mañana', label: 'de 6:00 a 9:00 a. m.' },
    { value: 'Tarde', label: 'de 12:00 a 8:00 p. m.' },
    { value: 'Noche', label: 'de 8:00 a 11:00 p. m.' },
  ] satisfies Fact[],
  hours: 'Clases disponibles de 6:00 a. m. a 11:00 p. m.',
  notice: 'Reserva o cancela cada clase con al menos 2 horas de antelación.',
  stepsHeading: 'Cómo funciona',
  steps: [
    'Elige la franja de mañana, tarde o noche que mejor te encaje.',
    'Reserva tu clase con al menos 2 horas de antelación.',
    'Conéctate por videollamada y, después, repasa la grabación.',
  ],
  testimonials: [
    {
      name: 'Javier Morales',
      detail: 'Inglés, nivel B2',
      quote:
        'Trabajo a turnos y las clases de noche me salvaron. Si una semana no puedo, cancelo con tiempo y no pierdo la clase.',
    },
    {
      name: 'Elena Vidal',
      detail: 'Francés, nivel A2',
      quote:
        'Madrugo para la franja de las 6:00 y llego al trabajo con la clase hecha. Las grabaciones me ayudan a repasar.',
    },
  ] satisfies TestimonialProps[],
};

export const group = {
  heading: 'Curso en grupo',
  lead: 'Aprende en grupo, con proyectos colaborativos y trabajo en equipo, y practica el idioma en situaciones reales.',
  image: {
    src: '/img/cursos/grupal.svg',
    alt: 'Tres estudiantes conversando en grupo',
    width: 400,
    height: 200,
  },
  sizesHeading: 'Tamaños de grupo',
  sizes: [
    { value: '4-6', label: 'estudiantes · grupo reducido' },
    { value: '7-10', label: 'estudiantes · grupo estándar' },
    { value: '11-15', label: 'estudiantes · grupo amplio' },
  ] satisfies Fact[],
  methodologyHeading: 'Nuestra metodología',
  methodology: [
    'Aprendizaje basado en proyectos: cada mes el grupo prepara un proyecto en el idioma.',
    'Trabajo en equipo con roles que rotan en cada sesión.',
    'Debates y simulaciones de situaciones reales.',
    'Práctica oral en parejas y en pequeños grupos.',
    'Corrección entre compañeros guiada por el profesor.',
  ],
  communityHeading: 'Nuestra comunidad',
  community: [
    { value: '1.200', label: 'estudiantes en grupos activos' },
    { value: '35', label: 'nacionalidades' },
    { value: '150', label: 'proyectos colaborativos al año' },
    { value: '4,8 / 5', label: 'valoración media de los grupos' },
  ] satisfies Fact[],
  testimonials: [
    {
      name: 'Sofía Navarro',
      detail: 'Francés, nivel B1',
      quote:
        'En un grupo de seis todos hablamos en cada clase. Preparar el proyecto final juntos fue lo más divertido.',
    },
    {
      name: 'Pablo Herrera',
      detail: 'Alemán, nivel A2',
      quote: 'Me uní a un grupo estándar y ahora quedo con mis compañeros para practicar fuera de clase.',
    },
  ] satisfies TestimonialProps[],
};

export const backLabel = 'Volver';
