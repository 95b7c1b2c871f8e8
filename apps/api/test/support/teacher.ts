import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import {
  activities,
  activityResults,
  courses,
  enrolments,
  materials,
  options,
  questions,
  type Role,
  storedFiles,
  userRoles,
  users,
} from '../../src/db/schema';
import { sessionToken } from './sessions';
import { storedByteEntries } from './stored-bytes';

/**
 * Fixtures of the teacher's API tests, written straight to the database (registering through the API
 * hashes a password per user), plus multipart bodies and sample files.
 */

let sequence = 0;
const runId = randomBytes(3).toString('hex');

export async function makeUser(app: App, roles: Role[], name = 'Nombre', surname = 'Apellido') {
  sequence += 1;
  const username = `t${runId}_${sequence}`;
  const [user] = await app.db
    .insert(users)
    .values({
      name,
      surname,
      username,
      email: `${username}@example.com`,
      passwordHash: 'not-a-password-hash',
      verified: true,
      tokensValidAfter: new Date(Date.now() - 60_000),
    })
    .returning();
  if (!user) throw new Error('users insert returned no row');
  if (roles.length) await app.db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  return { ...user, token: await sessionToken(app, user.id) };
}
export type TestUser = Awaited<ReturnType<typeof makeUser>>;

export async function makeCourse(
  db: Db,
  teacherId: number | null,
  overrides: Partial<typeof courses.$inferInsert> = {},
) {
  sequence += 1;
  const [course] = await db
    .insert(courses)
    .values({
      name: `Curso ${sequence}`,
      description: 'Un curso de prueba con una descripción suficiente.',
      language: 'en',
      approved: true,
      teacherId,
      ...overrides,
    })
    .returning();
  if (!course) throw new Error('courses insert returned no row');
  return course;
}

export async function enrol(db: Db, courseId: number, studentId: number) {
  await db.insert(enrolments).values({ courseId, studentId });
}

export async function makeActivity(
  db: Db,
  courseId: number,
  overrides: Partial<typeof activities.$inferInsert> = {},
) {
  const [activity] = await db
    .insert(activities)
    .values({
      courseId,
      title: 'Redacción',
      description: 'Escribe una redacción',
      type: 'TASK',
      dueDate: new Date('2030-06-01T10:00:00Z'),
      ...overrides,
    })
    .returning();
  if (!activity) throw new Error('activities insert returned no row');
  return activity;
}

/** A test with `shape[i]` options for question i; the first option of each is the correct one. */
export async function makeTest(db: Db, courseId: number, shape: number[] = [2, 3]) {
  const activity = await makeActivity(db, courseId, { type: 'TEST', title: 'Test' });
  const made: { id: number; options: number[] }[] = [];
  for (const [position, optionCount] of shape.entries()) {
    const [question] = await db
      .insert(questions)
      .values({ activityId: activity.id, text: `Pregunta ${position + 1}`, position })
      .returning();
    if (!question) throw new Error('questions insert returned no row');
    const rows = await db
      .insert(options)
      .values(
        Array.from({ length: optionCount }, (_, i) => ({
          questionId: question.id,
          text: `Opción ${i + 1}`,
          correct: i === 0,
          position: i,
        })),
      )
      .returning({ id: options.id });
    made.push({ id: question.id, options: rows.map((r) => r.id) });
  }
  return { activity, questions: made };
}

/** A submission of a task, with a stored file, written as the student's route would. */
export async function makeResult(
  app: App,
  activityId: number,
  studentId: number,
  { score = null, withFile = true }: { score?: number | null; withFile?: boolean } = {},
) {
  const file = withFile
    ? await app.files.save(app.db, {
        data: Buffer.from('%PDF-1.4 entrega del estudiante'),
        originalName: 'mi tarea «final».pdf',
        mimeType: 'application/pdf',
      })
    : undefined;
  const [result] = await app.db
    .insert(activityResults)
    .values({
      activityId,
      studentId,
      textAnswer: 'Mi respuesta',
      fileId: file?.id ?? null,
      score,
      feedback: score === null ? null : 'Corregido',
      completedAt: score === null ? null : new Date(),
      autoCorrected: score !== null,
    })
    .returning();
  if (!result) throw new Error('activity_results insert returned no row');
  return { result, file };
}

export function auth(token: string | undefined): Record<string, string> {
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}

/** A multipart body as a browser's FormData would send it, for app.inject. */
export async function multipart(
  parts: ([string, string] | [string, Buffer | Uint8Array, string])[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.length === 2) form.append(part[0], part[1]);
    else form.append(part[0], new Blob([new Uint8Array(part[1])]), part[2]);
  }
  const request = new Request('http://aula.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Bytes that pass (or fail) the content checks of each material format. */
export const SAMPLES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer\n%%EOF\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]),
  docx: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 1)]),
  txt: Buffer.from('Vocabulario: café, niño, über, ça va.\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  badUtf8: Buffer.from([0x48, 0x6f, 0x6c, 0x61, 0xc3, 0x28, 0x0a]),
  truncatedUtf8: Buffer.from([0x48, 0x6f, 0x6c, 0x61, 0xc3]),
  withNul: Buffer.from('Hola\0mundo'),
} as const;

/** How many rows the tables a refused request must leave alone hold, and how many stored bytes (files on disk, file ids in PostgreSQL). */
export async function footprint(app: App) {
  const tally = async (table: typeof materials | typeof storedFiles | typeof courses | typeof activities) =>
    (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const onDisk = (await storedByteEntries(app)).length;
  return {
    materials: await tally(materials),
    storedFiles: await tally(storedFiles),
    courses: await tally(courses),
    activities: await tally(activities),
    onDisk,
  };
}

/** A teacher who owns a course with an enrolled student, another teacher with a course, and the other roles. */
export async function teacherWorld(app: App) {
  const teacher = await makeUser(app, ['TEACHER'], 'Teresa', 'Profe');
  const otherTeacher = await makeUser(app, ['TEACHER'], 'Otro', 'Profesor');
  const student = await makeUser(app, ['STUDENT'], 'Sara', 'Alumna');
  const outsider = await makeUser(app, ['STUDENT'], 'Óscar', 'Ajeno');
  const admin = await makeUser(app, ['ADMIN'], 'Ada', 'Admin');
  const course = await makeCourse(app.db, teacher.id, { name: 'Inglés B1' });
  const otherCourse = await makeCourse(app.db, otherTeacher.id, { name: 'Francés A2' });
  await enrol(app.db, course.id, student.id);
  await enrol(app.db, otherCourse.id, outsider.id);
  return { teacher, otherTeacher, student, outsider, admin, course, otherCourse };
}
export type TeacherWorld = Awaited<ReturnType<typeof teacherWorld>>;

export const UNAUTHENTICATED = { error: 'Sesión no válida o expirada.' };
export const FORBIDDEN = { error: 'No tienes permisos para realizar esta acción.' };
