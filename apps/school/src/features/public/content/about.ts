import { t } from '@lingui/core/macro';
import type { Fact } from './course-pages';

/** /quienes-somos, shared by /sobre-nosotros. */
export const about = () => ({
  lead: t`Somos una escuela de idiomas online: clases en directo de inglés, español, alemán y francés, con profesores nativos, para que aprendas desde donde estés y al ritmo que te permita tu vida.`,
  storyHeading: t`Nuestra historia`,
  story: [
    t`Aula nació de una idea sencilla: que aprender un idioma no dependa de vivir cerca de una academia ni de tener un horario de oficina. Empezamos con un puñado de profesores y estudiantes conectados por videollamada, y hoy formamos una comunidad de personas de decenas de países.`,
    t`Lo que no ha cambiado es cómo enseñamos: clases en directo, grupos pequeños y un profesor que te conoce, te corrige y sigue tu progreso. La plataforma está para apoyar esas clases, no para sustituirlas.`,
  ],
  figuresHeading: t`Aula en cifras`,
  figures: [
    { value: '4', label: t`idiomas con profesores nativos` },
    { value: 'A1-C2', label: t`todos los niveles del MCER` },
    { value: '3', label: t`formatos: intensivo, flexible y grupal` },
    { value: '35', label: t`nacionalidades en nuestras aulas` },
  ] satisfies Fact[],
  valuesHeading: t`Cómo enseñamos`,
  values: [
    t`Hablar desde el primer día: cada clase tiene tiempo para practicar la conversación.`,
    t`Grupos pequeños: de 1 a 3 estudiantes en el intensivo y de 4 a 15 en los grupos.`,
    t`Profesores nativos que hablan también tu idioma o el inglés.`,
    t`Horarios para cada vida: clases de 6:00 a. m. a 11:00 p. m.`,
    t`Seguimiento real: tareas corregidas, comentarios y tu asistencia a la vista.`,
    t`Tus datos, tuyos: puedes descargarlos o eliminar tu cuenta cuando quieras.`,
  ],
  teamHeading: t`Nuestro equipo`,
  teamIntro: t`Algunos de los profesores con los que aprenderás.`,
  links: [
    { label: t`Trabaja con nosotros`, href: '/trabajo-con-nosotros' },
    { label: t`Lee las opiniones`, href: '/opiniones' },
  ],
});
