import { t } from '@lingui/core/macro';
import type { TestimonialProps } from '../components/testimonial/testimonial';

/*
 * The three marketing pages (spec, "Marketing pages"). Every figure comes from the spec; the flexible
 * notice rule is the one recorded in docs/decisions/043-marketing-page-figures.md.
 */

export interface Fact {
  value: string;
  label: string;
}

export const intensive = () => ({
  heading: t`Curso intensivo`,
  lead: t`Aprende un idioma en 2 meses con clases diarias, material personalizado y grupos de hasta tres estudiantes.`,
  image: {
    src: '/img/cursos/intensivo.svg',
    alt: t`Calendario con las clases de cada día marcadas y un rayo`,
    width: 400,
    height: 200,
  },
  factsHeading: t`El curso en cifras`,
  facts: [
    { value: t`4 semanas`, label: t`por ciclo intensivo` },
    { value: t`20 h`, label: t`de clase por semana` },
    { value: t`5 días`, label: t`de clase por semana` },
    { value: '1-3', label: t`estudiantes por clase` },
  ] satisfies Fact[],
  pathNote: t`Con dos ciclos seguidos de 4 semanas completas un nivel en 2 meses.`,
  includesHeading: t`Qué incluye`,
  includes: [
    t`Clases presenciales y virtuales`,
    t`Material premium`,
    t`Evaluaciones semanales`,
    t`Certificado internacional`,
    t`Soporte 24/7`,
    t`Práctica diaria de conversación`,
  ],
  testimonials: [
    {
      name: 'Marta Ruiz',
      detail: t`Alemán, nivel B1`,
      quote: t`Las cuatro semanas pasaron volando. Hablar cada día con la profesora me quitó el miedo a equivocarme.`,
    },
    {
      name: 'Daniel Ortega',
      detail: t`Inglés, nivel C1`,
      quote: t`Necesitaba el certificado para un trabajo y lo conseguí a tiempo. Las evaluaciones semanales me mantuvieron al día.`,
    },
  ] satisfies TestimonialProps[],
});

export const flexible = () => ({
  heading: t`Curso flexible`,
  lead: t`Asiste cuando quieras: eliges la franja que te va bien, reservas tu clase y repasas la grabación cuando lo necesites.`,
  image: {
    src: '/img/cursos/flexible.svg',
    alt: t`Reloj entre un sol y una luna: clases de mañana, tarde o noche`,
    width: 400,
    height: 200,
  },
  slotsHeading: t`Franjas horarias`,
  slots: [
    { value: t`Mañana`, label: t`de 6:00 a 9:00 a. m.` },
    { value: t`Tarde`, label: t`de 12:00 a 8:00 p. m.` },
    { value: t`Noche`, label: t`de 8:00 a 11:00 p. m.` },
  ] satisfies Fact[],
  hours: t`Clases disponibles de 6:00 a. m. a 11:00 p. m.`,
  notice: t`Reserva o cancela cada clase con al menos 2 horas de antelación.`,
  stepsHeading: t`Cómo funciona`,
  steps: [
    t`Elige la franja de mañana, tarde o noche que mejor te encaje.`,
    t`Reserva tu clase con al menos 2 horas de antelación.`,
    t`Conéctate por videollamada y, después, repasa la grabación.`,
  ],
  testimonials: [
    {
      name: 'Javier Morales',
      detail: t`Inglés, nivel B2`,
      quote: t`Trabajo a turnos y las clases de noche me salvaron. Si una semana no puedo, cancelo con tiempo y no pierdo la clase.`,
    },
    {
      name: 'Elena Vidal',
      detail: t`Francés, nivel A2`,
      quote: t`Madrugo para la franja de las 6:00 y llego al trabajo con la clase hecha. Las grabaciones me ayudan a repasar.`,
    },
  ] satisfies TestimonialProps[],
});

export const group = () => ({
  heading: t`Curso en grupo`,
  lead: t`Aprende en grupo, con proyectos colaborativos y trabajo en equipo, y practica el idioma en situaciones reales.`,
  image: {
    src: '/img/cursos/grupal.svg',
    alt: t`Tres estudiantes conversando en grupo`,
    width: 400,
    height: 200,
  },
  sizesHeading: t`Tamaños de grupo`,
  sizes: [
    { value: '4-6', label: t`estudiantes · grupo reducido` },
    { value: '7-10', label: t`estudiantes · grupo estándar` },
    { value: '11-15', label: t`estudiantes · grupo amplio` },
  ] satisfies Fact[],
  methodologyHeading: t`Nuestra metodología`,
  methodology: [
    t`Aprendizaje basado en proyectos: cada mes el grupo prepara un proyecto en el idioma.`,
    t`Trabajo en equipo con roles que rotan en cada sesión.`,
    t`Debates y simulaciones de situaciones reales.`,
    t`Práctica oral en parejas y en pequeños grupos.`,
    t`Corrección entre compañeros guiada por el profesor.`,
  ],
  communityHeading: t`Nuestra comunidad`,
  community: [
    { value: t`1.200`, label: t`estudiantes en grupos activos` },
    { value: '35', label: t`nacionalidades` },
    { value: '150', label: t`proyectos colaborativos al año` },
    { value: t`4,8 / 5`, label: t`valoración media de los grupos` },
  ] satisfies Fact[],
  testimonials: [
    {
      name: 'Sofía Navarro',
      detail: t`Francés, nivel B1`,
      quote: t`En un grupo de seis todos hablamos en cada clase. Preparar el proyecto final juntos fue lo más divertido.`,
    },
    {
      name: 'Pablo Herrera',
      detail: t`Alemán, nivel A2`,
      quote: t`Me uní a un grupo estándar y ahora quedo con mis compañeros para practicar fuera de clase.`,
    },
  ] satisfies TestimonialProps[],
});
