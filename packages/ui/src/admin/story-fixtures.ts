import type { AdminCourseRow } from './course-table/course-row';

const emma = { name: 'Emma', surname: 'Thompson', username: 'prof.emma' };
const claire = { name: 'Claire', surname: 'Dubois', username: 'prof.claire' };
const lucia = { name: 'Lucía', surname: 'Fernández', username: 'prof.lucia' };

export const LONG_DESCRIPTION =
  'Un curso intensivo para preparar el examen oficial con simulacros semanales, corrección individual de redacciones, práctica oral diaria en grupos reducidos y material premium descargable.';

export const courses: AdminCourseRow[] = [
  {
    id: 1,
    name: 'Inglés general A1',
    description: 'Primeros pasos en inglés: saludos, presentaciones, la familia y la rutina diaria.',
    level: 'A1',
    type: 'INTENSIVO',
    approved: true,
    completed: false,
    teacher: emma,
    user: null,
    studentsCount: 5,
  },
  {
    id: 2,
    name: 'Preparación DELF B2',
    description: LONG_DESCRIPTION,
    level: 'B2',
    type: 'FLEXIBLE',
    approved: false,
    completed: false,
    teacher: claire,
    user: null,
    studentsCount: 0,
  },
  {
    id: 3,
    name: 'Español para extranjeros B1',
    description: 'Español funcional para vivir y trabajar en un país hispanohablante.',
    level: 'B1',
    type: 'GRUPAL',
    approved: true,
    completed: true,
    teacher: lucia,
    user: null,
    studentsCount: 2,
  },
  {
    id: 4,
    name: 'Alemán sin profesor asignado C1',
    description: 'Curso propuesto todavía sin profesor: lectura de prensa y redacción formal en alemán.',
    level: 'C1',
    type: 'GRUPAL',
    approved: false,
    completed: false,
    teacher: null,
    user: null,
    studentsCount: 0,
  },
];

export const activeCourses = courses.filter((course) => course.approved && !course.completed);
export const pendingCourses = courses.filter((course) => !course.approved && !course.completed);

/** Many rows, for scrolling and numbering. */
export const manyCourses: AdminCourseRow[] = Array.from({ length: 24 }, (_, index) => {
  const base = courses[index % courses.length] as AdminCourseRow;
  return { ...base, id: 100 + index, name: `${base.name} · grupo ${index + 1}` };
});
