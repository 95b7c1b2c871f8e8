import { DEFAULT_LOCALE, type InterfaceLocale } from '@aula/domain';
import type { Tx } from '../../db/client';
import { type Role, userRoles, users } from '../../db/schema';
import { at } from './dates';

/**
 * The demo's teachers (prof.lucia also studies, to try both panels) and students. prof.james, prof.claire,
 * prof.louis and prof.lukas read Aula and its e-mails in their own language, so the demo shows all four;
 * prof.emma and the students, whom the journeys sign in as, read Spanish.
 */
export const TEACHERS = [
  { username: 'prof.emma', name: 'Emma', surname: 'Thompson', roles: ['TEACHER'], locale: 'es' },
  { username: 'prof.james', name: 'James', surname: 'Wilson', roles: ['TEACHER'], locale: 'en' },
  { username: 'prof.claire', name: 'Claire', surname: 'Dubois', roles: ['TEACHER'], locale: 'fr' },
  { username: 'prof.louis', name: 'Louis', surname: 'Martin', roles: ['TEACHER'], locale: 'fr' },
  {
    username: 'prof.lucia',
    name: 'Lucía',
    surname: 'Fernández',
    roles: ['TEACHER', 'STUDENT'],
    locale: 'es',
  },
  { username: 'prof.lukas', name: 'Lukas', surname: 'Schneider', roles: ['TEACHER'], locale: 'de' },
] as const satisfies readonly {
  username: string;
  name: string;
  surname: string;
  roles: Role[];
  locale: InterfaceLocale;
}[];

export const STUDENTS = [
  ['ana.garcia', 'Ana', 'García'],
  ['carlos.lopez', 'Carlos', 'López'],
  ['maria.martinez', 'María', 'Martínez'],
  ['javier.sanchez', 'Javier', 'Sánchez'],
  ['laura.gomez', 'Laura', 'Gómez'],
  ['pablo.ruiz', 'Pablo', 'Ruiz'],
  ['sofia.diaz', 'Sofía', 'Díaz'],
  ['diego.moreno', 'Diego', 'Moreno'],
  ['elena.navarro', 'Elena', 'Navarro'],
  ['miguel.torres', 'Miguel', 'Torres'],
] as const;

export type Username = (typeof TEACHERS)[number]['username'] | (typeof STUDENTS)[number][0];

/** Inserts every demo account (verified, roles set); returns the lookup of their ids. */
export async function seedPeople(tx: Tx, passwordHash: string, now: Date) {
  const userIds = new Map<Username, number>();
  const people = [
    ...TEACHERS.map((t) => ({ ...t, roles: [...t.roles] as Role[] })),
    ...STUDENTS.map(([username, name, surname]) => ({
      username,
      name,
      surname,
      roles: ['STUDENT'] as Role[],
      locale: DEFAULT_LOCALE,
    })),
  ];
  for (const person of people) {
    const [row] = await tx
      .insert(users)
      .values({
        name: person.name,
        surname: person.surname,
        username: person.username,
        email: `${person.username}@aula-demo.es`,
        passwordHash,
        verified: true,
        locale: person.locale,
        createdAt: at(-150, now, 9, 0),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('users insert returned no row');
    userIds.set(person.username, row.id);
    await tx.insert(userRoles).values(person.roles.map((role) => ({ userId: row.id, role })));
  }
  const idOf = (username: Username) => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`demo user ${username} missing`);
    return id;
  };
  return idOf;
}
