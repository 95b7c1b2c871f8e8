import type { Fact } from './course-pages';

/** /quienes-somos, shared by /sobre-nosotros. */
export const about = {
  lead: 'Somos una escuela de idiomas online: clases en directo de inglés, español, alemán y francés, con profesores nativos, para que aprendas desde donde estés y al ritmo que te permita tu vida.',
  storyHeading: 'Nuestra historia',
  story: [
    'Aula nació de una idea sencilla: que aprender un idioma no dependa de vivir cerca de una academia ni de tener un horario de oficina. Empezamos con un puñado de profesores y estudiantes conectados por videollamada, y hoy formamos una comunidad de personas de decenas de países.',
    'Lo que no ha cambiado es cómo enseñamos: clases en directo, grupos pequeños y un profesor que te conoce, te corrige y sigue tu progreso. La plataforma está para apoyar esas clases, no para sustituirlas.',
  ],
  figuresHeading: 'Aula en cifras',
  figures: [
    { value: '4', label: 'idiomas con profesores nativos' },
    { value: 'A1-C2', label: 'todos los niveles del MCER' },
    { value: '3', label: 'formatos: intensivo, flexible y grupal' },
    { value: '35', label: 'nacionalidades en nuestras aulas' },
  ] satisfies Fact[],
  valuesHeading: 'Cómo enseñamos',
  values: [
    'Hablar desde el primer día: cada clase tiene tiempo para practicar la conversación.',
    'Grupos pequeños: de 1 a 3 estudiantes en el intensivo y de 4 a 15 en los grupos.',
    'Profesores nativos que hablan también tu idioma o el inglés.',
    'Horarios para cada vida: clases de 6:00 a. m. a 11:00 p. m.',
    'Seguimiento real: tareas corregidas, comentarios y tu asistencia a la vista.',
    'Tus datos, tuyos: puedes descargarlos o eliminar tu cuenta cuando quieras.',
  ],
  teamHeading: 'Nuestro equipo',
  teamIntro: 'Algunos de los profesores con los que aprenderás.',
  links: [
    { label: 'Trabaja con nosotros', href: '/trabajo-con-nosotros' },
    { label: 'Lee las opiniones', href: '/opiniones' },
  ],
};
