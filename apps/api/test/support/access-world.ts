import { SignJWT } from 'jose';
import type { App } from '../../src/app';
import { userRoles, users, verificationTokens } from '../../src/db/schema';
import { hashPassword } from '../../src/security/passwords';
import { generateUrlToken, hashToken } from '../../src/security/tokens';
import { PAST_CLASS_START, weeklyClassAt } from './classes';
import { unique } from './helpers';
import { sessionToken } from './sessions';
import { insertMaterial, SAMPLE_FILES } from './student-fixtures';
import { enrol, makeActivity, makeCourse, makeResult, makeTest, makeUser, type TestUser } from './teacher';

/**
 * The people and rows of the access tests (role matrix, object-level access, fuzzer): two teachers, each
 * with an active course holding a material with a file, a task, a test and a student's handed-in task, and
 * a student enrolled in each course; plus an administrator. Written straight to the database.
 */

export interface CourseSide {
  teacher: TestUser;
  student: TestUser;
  courseId: number;
  pendingCourseId: number;
  materialId: number;
  fileId: string;
  taskId: number;
  testId: number;
  /** A complete, valid set of answers to that test. */
  testAnswers: { questionId: number; selectedOptionId: number }[];
  resultId: number;
  resultFileId: string;
}

export async function courseSide(app: App, label: string): Promise<CourseSide> {
  const teacher = await makeUser(app, ['TEACHER'], 'Profesor', label);
  const student = await makeUser(app, ['STUDENT'], 'Alumno', label);
  const course = await makeCourse(app.db, teacher.id, { name: `Curso ${label}` });
  const pending = await makeCourse(app.db, teacher.id, { name: `Pendiente ${label}`, approved: false });
  await enrol(app.db, course.id, student.id);
  for (const { id } of [course, pending]) await weeklyClassAt(app.db, id, new Date(PAST_CLASS_START));
  const material = await insertMaterial(app, course.id, {
    file: { name: 'tema.pdf', bytes: SAMPLE_FILES.pdf, mimeType: 'application/pdf' },
  });
  const task = await makeActivity(app.db, course.id);
  const test = await makeTest(app.db, course.id);
  const { result, file } = await makeResult(app, task.id, student.id);
  if (!material.fileId || !file) throw new Error('the access world needs stored files');
  return {
    teacher,
    student,
    courseId: course.id,
    pendingCourseId: pending.id,
    materialId: material.id,
    fileId: material.fileId,
    taskId: task.id,
    testId: test.activity.id,
    testAnswers: test.questions.map((q) => ({ questionId: q.id, selectedOptionId: q.options[0] as number })),
    resultId: result.id,
    resultFileId: file.id,
  };
}

export async function accessWorld(app: App) {
  const a = await courseSide(app, 'A');
  const b = await courseSide(app, 'B');
  const admin = await makeUser(app, ['ADMIN'], 'Ada', 'Admin');
  return { a, b, admin };
}
export type AccessWorld = Awaited<ReturnType<typeof accessWorld>>;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens that must never open a session, all naming an existing, verified user (so only the token is
 * wrong): garbage, expired, signed with another key, and unsigned (`alg: none`).
 */
export async function hostileTokens(app: App, userId: number) {
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(app.jwtSecret);
  const otherKey = await sessionToken(app, userId, {
    secret: new TextEncoder().encode('another-key-that-is-not-the-server-key-0123'),
  });
  const claims = { sub: String(userId), iat: now - 60, exp: now + 3600 };
  const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  return { malformed: 'no.es-un.token', expired, otherKey, algNone };
}

/** A verified user with a real (cheaply hashed, in tests) password, for the login route. */
export async function userWithPassword(app: App, username: string, password: string) {
  const [user] = await app.db
    .insert(users)
    .values({
      name: 'Luis',
      surname: 'Clave',
      username,
      email: `${username}@aula.test`,
      passwordHash: await hashPassword(password),
      verified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('users insert returned no row');
  await app.db.insert(userRoles).values({ userId: user.id, role: 'STUDENT' });
  return user.id;
}

/** An unverified user with a live verification token; returns the token as the e-mail link carries it. */
export async function pendingVerification(app: App, username: string): Promise<string> {
  const [user] = await app.db
    .insert(users)
    .values({
      name: 'Vera',
      surname: 'Pendiente',
      username,
      email: `${username}@aula.test`,
      passwordHash: 'not-a-password-hash',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('users insert returned no row');
  const token = generateUrlToken();
  await app.db.insert(verificationTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/**
 * A user the school has never served signs in: after a fault, the proof that the database still serves
 * everyone else. Returns the login's answer for the caller to check.
 */
export async function newUserSignsIn(app: App) {
  const username = `siguiente_${unique()}`;
  await userWithPassword(app, username, 'secreto123');
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'secreto123' },
  });
}
