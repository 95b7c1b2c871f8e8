import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import {
  activities,
  type CourseLevel,
  type CourseType,
  courses,
  enrolments,
  materials,
  options,
  questions,
  type Role,
  userRoles,
  users,
} from '../../src/db/schema';
import { sessionToken } from './sessions';

/**
 * Rows for the student API tests, inserted straight into the test database so these tests do not depend on
 * the teacher's or the administrator's routes. Every multi-row insert is one statement.
 */

const suffix = () => randomBytes(4).toString('hex');

export interface TestUser {
  id: number;
  username: string;
  name: string;
  surname: string;
  token: string;
}

/** A verified user with `roles` and a valid session token. */
export async function insertUser(
  app: App,
  roles: Role[],
  overrides: { name?: string; surname?: string; username?: string } = {},
): Promise<TestUser> {
  const username = overrides.username ?? `${roles[0]?.toLowerCase() ?? 'user'}_${suffix()}`;
  const name = overrides.name ?? 'Lucía';
  const surname = overrides.surname ?? 'Martín';
  const [user] = await app.db
    .insert(users)
    .values({
      name,
      surname,
      username,
      email: `${username}@aula.test`,
      passwordHash: 'not-a-real-hash',
      verified: true,
      // A minute back, so a token signed in this same second is not taken for a revoked one.
      tokensValidAfter: new Date(Date.now() - 60_000),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await app.db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  const token = await sessionToken(app, user.id);
  return { id: user.id, username, name, surname, token };
}

export interface CourseInput {
  teacherId?: number | null;
  name?: string;
  description?: string;
  level?: CourseLevel;
  type?: CourseType;
  approved?: boolean;
  completed?: boolean;
  startDate?: string | null;
  endDate?: string | null;
}

export async function insertCourse(db: Db, input: CourseInput = {}): Promise<number> {
  const [course] = await db
    .insert(courses)
    .values({
      name: input.name ?? `Curso ${suffix()}`,
      description: input.description ?? 'Un curso para practicar la conversación cada día.',
      level: input.level ?? 'B1',
      type: input.type ?? 'INTENSIVO',
      language: 'en',
      approved: input.approved ?? true,
      completed: input.completed ?? false,
      startDate: input.startDate ?? '2026-01-12',
      endDate: input.endDate ?? '2026-06-30',
      teacherId: input.teacherId ?? null,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('course insert returned no row');
  return course.id;
}

export async function enrol(db: Db, courseId: number, ...studentIds: number[]): Promise<void> {
  await db.insert(enrolments).values(studentIds.map((studentId) => ({ courseId, studentId })));
}

export async function insertTask(
  db: Db,
  courseId: number,
  input: { title?: string; description?: string; dueDate?: Date } = {},
): Promise<number> {
  const [row] = await db
    .insert(activities)
    .values({
      courseId,
      title: input.title ?? `Redacción ${suffix()}`,
      description: input.description ?? 'Escribe 200 palabras sobre tu ciudad.',
      type: 'TASK',
      dueDate: input.dueDate ?? new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('activity insert returned no row');
  return row.id;
}

export interface TestQuestionInput {
  text: string;
  /** Options in order; `true` marks a correct one. */
  options: { text: string; correct?: boolean }[];
}

export interface InsertedTest {
  id: number;
  questions: { id: number; text: string; options: { id: number; text: string; correct: boolean }[] }[];
}

/** A test with its questions and options (three statements whatever their number). */
export async function insertTest(
  db: Db,
  courseId: number,
  input: { title?: string; dueDate?: Date; questions: TestQuestionInput[] },
): Promise<InsertedTest> {
  const [activity] = await db
    .insert(activities)
    .values({
      courseId,
      title: input.title ?? `Test ${suffix()}`,
      description: 'Elige la respuesta correcta.',
      type: 'TEST',
      dueDate: input.dueDate ?? new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: activities.id });
  if (!activity) throw new Error('activity insert returned no row');
  if (input.questions.length === 0) return { id: activity.id, questions: [] };
  const questionRows = await db
    .insert(questions)
    .values(input.questions.map((q, position) => ({ activityId: activity.id, text: q.text, position })))
    .returning({ id: questions.id, position: questions.position });
  const questionIds = questionRows.sort((a, b) => a.position - b.position).map((row) => row.id);
  const optionValues = input.questions.flatMap((q, qi) =>
    q.options.map((o, position) => ({
      questionId: questionIds[qi] as number,
      text: o.text,
      correct: o.correct ?? false,
      position,
    })),
  );
  const optionRows =
    optionValues.length === 0
      ? []
      : await db
          .insert(options)
          .values(optionValues)
          .returning({ id: options.id, questionId: options.questionId, position: options.position });
  return {
    id: activity.id,
    questions: input.questions.map((q, qi) => {
      const id = questionIds[qi] as number;
      const ids = optionRows
        .filter((row) => row.questionId === id)
        .sort((a, b) => a.position - b.position)
        .map((row) => row.id);
      return {
        id,
        text: q.text,
        options: q.options.map((o, oi) => ({
          id: ids[oi] as number,
          text: o.text,
          correct: o.correct ?? false,
        })),
      };
    }),
  };
}

/** Four options, the `correct`-th (0-based) right; `questions` such questions. */
export function simpleQuestions(count: number, correct = 0): TestQuestionInput[] {
  return Array.from({ length: count }, (_, i) => ({
    text: `Pregunta ${i + 1}`,
    options: ['A', 'B', 'C', 'D'].map((letter, oi) => ({
      text: `Opción ${letter}`,
      correct: oi === correct,
    })),
  }));
}

/** A material, with a stored file (through the app's FileStorage) and/or a video id. */
export async function insertMaterial(
  app: App,
  courseId: number,
  input: {
    title?: string;
    file?: { name: string; bytes: Buffer; mimeType: string };
    youtubeVideoId?: string;
  } = {},
) {
  const stored = input.file
    ? await app.files.save(app.db, {
        data: input.file.bytes,
        originalName: input.file.name,
        mimeType: input.file.mimeType,
      })
    : undefined;
  const [row] = await app.db
    .insert(materials)
    .values({
      courseId,
      title: input.title ?? `Material ${suffix()}`,
      fileId: stored?.id ?? null,
      youtubeVideoId: input.youtubeVideoId ?? null,
    })
    .returning({ id: materials.id });
  if (!row) throw new Error('material insert returned no row');
  return { id: row.id, fileId: stored?.id ?? null };
}

/** The people of a class: its teacher, an enrolled student, a student of another class and an admin. */
export async function classroom(app: App) {
  const [teacher, student, otherStudent, admin] = await Promise.all([
    insertUser(app, ['TEACHER'], { name: 'Marta', surname: 'Ruiz' }),
    insertUser(app, ['STUDENT'], { name: 'Ana', surname: 'García' }),
    insertUser(app, ['STUDENT'], { name: 'Pablo', surname: 'López' }),
    insertUser(app, ['ADMIN']),
  ]);
  const courseId = await insertCourse(app.db, { teacherId: teacher.id, name: `Inglés B1 ${suffix()}` });
  await enrol(app.db, courseId, student.id);
  return { teacher, student, otherStudent, admin, courseId };
}

export const bearer = (user: { token: string } | undefined) =>
  user ? { authorization: `Bearer ${user.token}` } : {};

/** Bytes that pass the magic-number checks of each format. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  txt: Buffer.from('Mi redacción sobre Madrid.\n', 'utf8'),
  exe: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
} as const;

/** A multipart/form-data body with text fields and files, in the order given. */
export function multipartBody(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; bytes: Buffer; type?: string }
  )[],
) {
  const boundary = `----aula${suffix()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.bytes, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
