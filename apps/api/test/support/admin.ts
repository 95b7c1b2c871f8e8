import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import type { CourseLevel, CourseType, Language, Role } from '../../src/db/schema';
import { courses, enrolments, userRoles, users } from '../../src/db/schema';
import { sessionToken } from './sessions';

/**
 * Fixtures of the administrator's tests, written straight to the database: registering through the API
 * hashes a password per user, and these tests need dozens of users.
 */

let sequence = 0;
const runId = randomBytes(3).toString('hex');

export interface UserFixture {
  name?: string;
  surname?: string;
  username?: string;
  email?: string;
  roles: Role[];
  verified?: boolean;
}

export async function insertUser(db: Db, fixture: UserFixture) {
  sequence += 1;
  const username = fixture.username ?? `u${runId}_${sequence}`;
  const [user] = await db
    .insert(users)
    .values({
      name: fixture.name ?? 'Nombre',
      surname: fixture.surname ?? 'Apellido',
      username,
      email: fixture.email ?? `${username}@example.com`,
      // Never used to log in: the tests sign session tokens directly.
      passwordHash: 'not-a-password-hash',
      verified: fixture.verified ?? true,
      tokensValidAfter: new Date(Date.now() - 60_000),
    })
    .returning();
  if (!user) throw new Error('users insert returned no row');
  if (fixture.roles.length)
    await db.insert(userRoles).values(fixture.roles.map((role) => ({ userId: user.id, role })));
  return { ...user, roles: fixture.roles };
}

/** A session token for a user, signed as the login route signs it. */
export function tokenFor(app: App, userId: number): Promise<string> {
  return sessionToken(app, userId);
}

export interface CourseFixture {
  name?: string;
  description?: string;
  level?: CourseLevel;
  type?: CourseType;
  language?: Language;
  status?: 'pending' | 'active' | 'completed';
  teacherId?: number | null;
}

export async function insertCourse(db: Db, fixture: CourseFixture = {}) {
  sequence += 1;
  const status = fixture.status ?? 'pending';
  const [course] = await db
    .insert(courses)
    .values({
      name: fixture.name ?? `Curso ${sequence}`,
      description: fixture.description ?? 'Un curso de prueba con una descripción suficiente.',
      level: fixture.level ?? 'A1',
      type: fixture.type ?? 'INTENSIVO',
      language: fixture.language ?? 'en',
      approved: status !== 'pending',
      completed: status === 'completed',
      completedAt: '2030-06-30',
      teacherId: fixture.teacherId ?? null,
    })
    .returning();
  if (!course) throw new Error('courses insert returned no row');
  return course;
}

export async function enrol(db: Db, courseId: number, studentIds: number[]) {
  if (studentIds.length)
    await db.insert(enrolments).values(studentIds.map((studentId) => ({ courseId, studentId })));
}

/** Authorization headers for a token (or none). */
export function auth(token: string | undefined): Record<string, string> {
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}

/** An administrator, a teacher, a student and a teacher-student, with their tokens. */
export async function roleSessions(app: App) {
  const make = async (roles: Role[]) => {
    const user = await insertUser(app.db, { roles });
    return { user, token: await tokenFor(app, user.id) };
  };
  return {
    admin: await make(['ADMIN']),
    teacher: await make(['TEACHER']),
    student: await make(['STUDENT']),
    teacherStudent: await make(['TEACHER', 'STUDENT']),
  };
}

/** Every route of /api/admin, with an id placeholder the test fills in. */
export const ADMIN_ROUTES = [
  { method: 'GET', url: () => '/api/admin/users' },
  { method: 'GET', url: () => '/api/admin/statistics' },
  { method: 'GET', url: () => '/api/admin/active-courses' },
  { method: 'GET', url: () => '/api/admin/pending-courses' },
  { method: 'GET', url: () => '/api/admin/all-courses' },
  { method: 'PUT', url: (id: number) => `/api/admin/approve-course/${id}` },
  { method: 'DELETE', url: (id: number) => `/api/admin/reject-course/${id}` },
  { method: 'PUT', url: (id: number) => `/api/admin/complete-course/${id}` },
] as const;
