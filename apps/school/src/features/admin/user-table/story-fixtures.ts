import type { AdminUserRow } from './admin-user-table';

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
