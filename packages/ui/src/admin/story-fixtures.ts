import type { AdminCourseRow } from './course-table/course-row';
import type { AdminStatistics } from './stat-cards/statistics';
import type { AdminUserRow } from './user-table/admin-user-table';

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

export const users: AdminUserRow[] = [
  { id: 1, name: 'Admin', surname: 'Aula', username: 'admin', email: 'admin@aula.es', roles: ['ADMIN'] },
  {
    id: 2,
    name: 'Emma',
    surname: 'Thompson',
    username: 'prof.emma',
    email: 'emma.thompson@aula.es',
    roles: ['TEACHER'],
  },
  {
    id: 3,
    name: 'Lucía',
    surname: 'Fernández',
    username: 'prof.lucia',
    email: 'lucia.fernandez@aula.es',
    roles: ['TEACHER', 'STUDENT'],
  },
  {
    id: 4,
    name: 'Ana',
    surname: 'García',
    username: 'ana.garcia',
    email: 'ana.garcia@correo.es',
    roles: ['STUDENT'],
  },
];

export const manyUsers: AdminUserRow[] = Array.from({ length: 20 }, (_, index) => ({
  id: 100 + index,
  name: ['Ana', 'Carlos', 'María', 'Javier', 'Laura'][index % 5] as string,
  surname: ['García', 'López', 'Martínez', 'Sánchez', 'Gómez'][index % 5] as string,
  username: `alumno${index + 1}`,
  email: `alumno${index + 1}@correo.es`,
  roles: index % 7 === 0 ? ['TEACHER', 'STUDENT'] : ['STUDENT'],
}));

export const statistics: AdminStatistics = {
  languages: ['Inglés', 'Español', 'Alemán', 'Francés'],
  coursesPerLanguage: [4, 1, 2, 3],
  teachersPerLanguage: [2, 1, 1, 2],
  studentsPerLanguage: [9, 2, 3, 5],
  totalTeachers: 6,
  totalStudents: 10,
  totalCourses: 10,
  completedCourses: 2,
  pendingCourses: 3,
};

export const emptyStatistics: AdminStatistics = {
  languages: ['Inglés', 'Español', 'Alemán', 'Francés'],
  coursesPerLanguage: [0, 0, 0, 0],
  teachersPerLanguage: [0, 0, 0, 0],
  studentsPerLanguage: [0, 0, 0, 0],
  totalTeachers: 0,
  totalStudents: 0,
  totalCourses: 0,
  completedCourses: 0,
  pendingCourses: 0,
};
