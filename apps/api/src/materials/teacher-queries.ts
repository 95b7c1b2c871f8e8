import type { TeacherMaterial } from '@aula/contract';
import { type MaterialFields, youtubeWatchLink } from '@aula/forms';
import { and, eq } from 'drizzle-orm';
import { courseOwnedBy } from '../courses/ownership';
import { TEACHER_SERVER_MESSAGES as MSG } from '../courses/teacher-messages';
import type { Db } from '../db/client';
import { courses, materials, storedFiles } from '../db/schema';
import { HttpError } from '../errors';
import { STORED_FILE_SEGMENT } from '../files/download';
import type { StoredFile } from '../files/storage';
import { tellNewMaterial } from '../notifications/events';

const materialColumns = {
  id: materials.id,
  title: materials.title,
  youtubeVideoId: materials.youtubeVideoId,
  uploadedAt: materials.uploadedAt,
  fileId: storedFiles.id,
  originalName: storedFiles.originalName,
};

interface MaterialRow {
  id: number;
  title: string;
  youtubeVideoId: string | null;
  uploadedAt: Date;
  fileId: string | null;
  originalName: string | null;
}

function toMaterialJson(row: MaterialRow): TeacherMaterial {
  return {
    id: row.id,
    title: row.title,
    filename: row.fileId,
    originalName: row.originalName,
    youtubeLink: row.youtubeVideoId ? youtubeWatchLink(row.youtubeVideoId) : null,
    uploadedAt: row.uploadedAt.toISOString(),
    hasFile: row.fileId !== null,
  };
}

/** The materials of one of the teacher's courses, or of one material (`materialId`), oldest first. */
export async function listMaterials(
  db: Db,
  teacherId: number,
  where: { courseId: number } | { materialId: number },
): Promise<TeacherMaterial[]> {
  const rows = await db
    .select(materialColumns)
    .from(materials)
    .innerJoin(courses, eq(courses.id, materials.courseId))
    .leftJoin(storedFiles, eq(storedFiles.id, materials.fileId))
    .where(
      and(
        courseOwnedBy(teacherId),
        'courseId' in where ? eq(materials.courseId, where.courseId) : eq(materials.id, where.materialId),
      ),
    )
    .orderBy(materials.uploadedAt, materials.id);
  return rows.map(toMaterialJson);
}

/** The material's row if it belongs to one of the teacher's courses (for update and delete), locked. */
export async function lockOwnMaterial(db: Db, materialId: number, teacherId: number) {
  const [row] = await db
    .select({ id: materials.id, fileId: materials.fileId })
    .from(materials)
    .innerJoin(courses, eq(courses.id, materials.courseId))
    .where(and(eq(materials.id, materialId), courseOwnedBy(teacherId)))
    .for('update', { of: materials });
  if (!row) throw new HttpError(404, MSG.materialNotFound);
  return row;
}

/** One material of the teacher's, as it is answered; 404 when it is gone. */
export async function findOwnMaterial(
  db: Db,
  teacherId: number,
  materialId: number,
): Promise<TeacherMaterial> {
  const [material] = await listMaterials(db, teacherId, { materialId });
  if (!material) throw new HttpError(404, MSG.materialNotFound);
  return material;
}

/** The stored file of a material of the teacher's course, by its `filename` (the stored file's id). */
export async function ownMaterialFile(db: Db, teacherId: number, courseId: number, filename: string) {
  // Only a stored file's id names a file; anything else is not found (and never reaches the uuid cast).
  if (!STORED_FILE_SEGMENT.test(filename)) return undefined;
  const [row] = await db
    .select({ file: storedFiles })
    .from(materials)
    .innerJoin(courses, eq(courses.id, materials.courseId))
    .innerJoin(storedFiles, eq(storedFiles.id, materials.fileId))
    .where(and(eq(materials.courseId, courseId), eq(materials.fileId, filename), courseOwnedBy(teacherId)));
  return row?.file;
}

/** A new material of a course (the caller has checked the course is the teacher's); its id. */
export async function insertMaterial(
  db: Db,
  courseId: number,
  fields: MaterialFields,
  file: StoredFile | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(materials)
      .values({
        courseId,
        title: fields.title,
        youtubeVideoId: fields.youtubeVideoId,
        fileId: file?.id ?? null,
      })
      .returning({ id: materials.id });
    if (!created) throw new Error('materials insert returned no row');
    await tellNewMaterial(tx, created.id);
    return created.id;
  });
}

/**
 * The material's new fields, and its new file in place of the old one, in one transaction with the row
 * locked. Returns the id of the replaced file, whose bytes the caller removes once this has committed.
 */
export async function updateMaterial(
  db: Db,
  teacherId: number,
  materialId: number,
  fields: MaterialFields,
  file: StoredFile | undefined,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const current = await lockOwnMaterial(tx, materialId, teacherId);
    await tx
      .update(materials)
      .set({
        title: fields.title,
        youtubeVideoId: fields.youtubeVideoId,
        ...(file ? { fileId: file.id } : {}),
      })
      .where(eq(materials.id, materialId));
    if (!file || !current.fileId) return null;
    await tx.delete(storedFiles).where(eq(storedFiles.id, current.fileId));
    return current.fileId;
  });
}

/** Deletes one of the teacher's materials with its file's row; returns that file's id for its bytes. */
export async function deleteMaterial(db: Db, teacherId: number, materialId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const current = await lockOwnMaterial(tx, materialId, teacherId);
    await tx.delete(materials).where(eq(materials.id, current.id));
    if (current.fileId) await tx.delete(storedFiles).where(eq(storedFiles.id, current.fileId));
    return current.fileId;
  });
}
