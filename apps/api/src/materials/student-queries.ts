import type { StudentMaterial } from '@aula/contract';
import { youtubeWatchLink } from '@aula/forms';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrolments, materials, storedFiles } from '../db/schema';
import { STORED_FILE_SEGMENT } from '../files/download';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The course's materials, or null when the student is not enrolled. */
export async function courseMaterials(
  db: Db,
  courseId: number,
  studentId: number,
): Promise<StudentMaterial[] | null> {
  const rows = await db
    .select({
      id: materials.id,
      title: materials.title,
      youtubeVideoId: materials.youtubeVideoId,
      fileId: materials.fileId,
      originalName: storedFiles.originalName,
      uploadedAt: materials.uploadedAt,
    })
    .from(enrolments)
    .leftJoin(materials, eq(materials.courseId, enrolments.courseId))
    .leftJoin(storedFiles, eq(storedFiles.id, materials.fileId))
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, studentId)))
    .orderBy(asc(materials.uploadedAt), asc(materials.id));
  if (rows.length === 0) return null;
  const list: StudentMaterial[] = [];
  for (const row of rows) {
    if (row.id === null || row.title === null || row.uploadedAt === null) continue;
    const hasFile = row.fileId !== null && row.originalName !== null;
    list.push({
      id: row.id,
      title: row.title,
      filename: hasFile ? row.fileId : null,
      originalName: hasFile ? row.originalName : null,
      youtubeLink: row.youtubeVideoId ? youtubeWatchLink(row.youtubeVideoId) : null,
      uploadedAt: iso(row.uploadedAt),
      hasFile,
    });
  }
  return list;
}

/** The stored file of a material of a course the student is enrolled in, by the material's `filename`. */
export async function materialFile(db: Db, courseId: number, filename: string, studentId: number) {
  // Only a stored file's id names a file; anything else is simply not found (and never reaches the uuid cast).
  if (!STORED_FILE_SEGMENT.test(filename)) return undefined;
  const [row] = await db
    .select({ file: storedFiles })
    .from(materials)
    .innerJoin(storedFiles, eq(storedFiles.id, materials.fileId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, materials.courseId), eq(enrolments.studentId, studentId)),
    )
    .where(and(eq(materials.courseId, courseId), eq(materials.fileId, filename)))
    .limit(1);
  return row?.file;
}
