import { randomBytes } from 'node:crypto';
import {
  MEDIA_IMAGE_EXTENSIONS,
  MEDIA_IMAGE_MAX_BYTES,
  QUESTION_MESSAGES,
  TEACHER_MESSAGES,
} from '@aula/forms';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { activities, courses, enrolments, storedFiles, testMedia } from '../db/schema';
import { HttpError } from '../errors';
import type { StoredFile } from '../files/storage';
import { receiveUpload, type UploadTarget } from '../files/upload-pipeline';
import type { UploadRules } from '../files/upload-rules';

export const MEDIA_MESSAGES = {
  notMultipart: 'El archivo debe enviarse como formulario (multipart/form-data).',
  oneFile: 'Envía un único archivo en el campo «file».',
  mediaNotFound: 'El archivo no existe.',
} as const;

/**
 * Limits of a media or recording form: one file part (a field is read only to be refused by name); one byte
 * over the rules so the inspector, with its Spanish message, trips first.
 */
const ONE_FILE = (rules: UploadRules) => ({ fileSize: rules.maxBytes + 1, files: 1, fields: 1, parts: 2 });

/** Reads a multipart form of exactly one file, `file`, stored under `rules`; a refused form keeps nothing. */
export async function receiveOneFile(
  request: FastifyRequest,
  target: UploadTarget,
  rules: UploadRules,
): Promise<StoredFile> {
  if (!request.isMultipart()) throw new HttpError(415, MEDIA_MESSAGES.notMultipart);
  return receiveUpload(request, target, rules, async (store) => {
    let file: StoredFile | undefined;
    for await (const part of request.parts({ limits: ONE_FILE(rules) })) {
      if (part.type === 'field') throw new HttpError(400, TEACHER_MESSAGES.unknownField);
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw new HttpError(
          400,
          part.fieldname !== 'file' ? TEACHER_MESSAGES.unknownField : MEDIA_MESSAGES.oneFile,
        );
      }
      file = await store(part);
    }
    if (!file) throw new HttpError(400, MEDIA_MESSAGES.oneFile);
    return file;
  }).catch((error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw new HttpError(400, MEDIA_MESSAGES.oneFile);
    throw error;
  });
}

/** A stored name: random, with the format's extension, so it says nothing and is safe in a path. */
export function mediaName(file: StoredFile): string {
  const ext = file.originalName.split('.').pop()?.toLowerCase() ?? 'bin';
  return `${randomBytes(12).toString('base64url')}.${ext}`;
}

const isImage = (file: StoredFile) =>
  (MEDIA_IMAGE_EXTENSIONS as readonly string[]).includes(
    file.originalName.split('.').pop()?.toLowerCase() ?? '',
  );

/**
 * Links a teacher's upload to the course as an audio prompt or a picture (a picture over 2 MB is refused
 * now that its kind is known). The caller has checked the course is the teacher's.
 */
export async function keepCourseMedia(
  target: UploadTarget,
  courseId: number,
  file: StoredFile,
): Promise<{ file: string; kind: 'audio' | 'image' }> {
  const kind = isImage(file) ? 'image' : 'audio';
  try {
    if (kind === 'image' && file.size > MEDIA_IMAGE_MAX_BYTES)
      throw new HttpError(413, QUESTION_MESSAGES.mediaImageTooLarge);
    const name = mediaName(file);
    await target.db.insert(testMedia).values({ name, courseId, fileId: file.id, kind });
    return { file: name, kind };
  } catch (error) {
    await target.files.discard(target.db, file.id);
    throw error;
  }
}

/** Links a student's recording to their test (named in their answer later); a failure keeps nothing. */
export async function keepRecording(
  target: UploadTarget,
  owner: { activityId: number; studentId: number; questionId: number },
  file: StoredFile,
): Promise<string> {
  try {
    const name = mediaName(file);
    const [activity] = await target.db
      .select({ courseId: activities.courseId })
      .from(activities)
      .where(eq(activities.id, owner.activityId));
    if (!activity) throw new HttpError(404, MEDIA_MESSAGES.mediaNotFound);
    await target.db
      .insert(testMedia)
      .values({ name, courseId: activity.courseId, fileId: file.id, kind: 'recording', ...owner });
    return name;
  } catch (error) {
    await target.files.discard(target.db, file.id);
    throw error;
  }
}

/** A test's media for its course's teacher: the course's uploads and its students' recordings for this test. */
export async function teacherMediaFile(db: Db, activityId: number, name: string, teacherId: number) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(testMedia)
    .innerJoin(storedFiles, eq(storedFiles.id, testMedia.fileId))
    .innerJoin(activities, eq(activities.courseId, testMedia.courseId))
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .where(
      and(
        eq(testMedia.name, name),
        eq(activities.id, activityId),
        eq(courses.teacherId, teacherId),
        or(eq(testMedia.kind, 'audio'), eq(testMedia.kind, 'image'), eq(testMedia.activityId, activityId)),
      ),
    );
  return row?.file;
}

/** A test's media for an enrolled student: the course's uploads, and their own recordings for this test. */
export async function studentMediaFile(db: Db, activityId: number, name: string, studentId: number) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(testMedia)
    .innerJoin(storedFiles, eq(storedFiles.id, testMedia.fileId))
    .innerJoin(activities, eq(activities.courseId, testMedia.courseId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, activities.courseId), eq(enrolments.studentId, studentId)),
    )
    .where(
      and(
        eq(testMedia.name, name),
        eq(activities.id, activityId),
        eq(activities.type, 'TEST'),
        or(
          eq(testMedia.kind, 'audio'),
          eq(testMedia.kind, 'image'),
          and(eq(testMedia.activityId, activityId), eq(testMedia.studentId, studentId)),
        ),
      ),
    );
  return row?.file;
}
