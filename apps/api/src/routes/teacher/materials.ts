import {
  messageResponseSchema,
  type TeacherMaterial,
  teacherMaterialListSchema,
  teacherMaterialSchema,
} from '@aula/api-client';
import { addMaterialSchema, editMaterialSchema, youtubeWatchLink } from '@aula/forms';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { courses, materials, storedFiles } from '../../db/schema';
import { HttpError } from '../../errors';
import { STORED_FILE_SEGMENT, sendStoredFile } from '../../files/download';
import { readMaterialForm } from './material-upload';
import { TEACHER_SERVER_MESSAGES as MSG } from './messages';
import { requireOwnCourse } from './ownership';
import {
  checkTeacherUsername,
  courseIdParams,
  courseParams,
  id,
  readErrors,
  teacherUsernameQuery,
} from './route-schemas';

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
        eq(courses.teacherId, teacherId),
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
    .where(and(eq(materials.id, materialId), eq(courses.teacherId, teacherId)))
    .for('update', { of: materials });
  if (!row) throw new HttpError(404, MSG.materialNotFound);
  return row;
}

/** The materials of the teacher's courses: files (multipart, registered by index.ts) and YouTube links. */
const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;

  app.get(
    '/course/:courseId/material',
    { schema: { params: courseIdParams, response: { 200: teacherMaterialListSchema, ...readErrors } } },
    async (request) => {
      const teacherId = sessionUser(request).id;
      await requireOwnCourse(db, request.params.courseId, teacherId);
      return listMaterials(db, teacherId, { courseId: request.params.courseId });
    },
  );

  app.get(
    '/course/:id/material/download/:filename',
    { schema: { params: z.object({ id, filename: z.string() }), response: readErrors } },
    async (request, reply) => {
      const { id: courseId, filename } = request.params;
      if (!STORED_FILE_SEGMENT.test(filename)) throw new HttpError(404, MSG.materialNotFound);
      const [file] = await db
        .select({
          id: storedFiles.id,
          originalName: storedFiles.originalName,
          mimeType: storedFiles.mimeType,
          size: storedFiles.size,
          sha256: storedFiles.sha256,
          createdAt: storedFiles.createdAt,
        })
        .from(materials)
        .innerJoin(courses, eq(courses.id, materials.courseId))
        .innerJoin(storedFiles, eq(storedFiles.id, materials.fileId))
        .where(
          and(
            eq(materials.courseId, courseId),
            eq(materials.fileId, filename),
            eq(courses.teacherId, sessionUser(request).id),
          ),
        );
      if (!file) throw new HttpError(404, MSG.materialNotFound);
      return sendStoredFile(reply, files, file);
    },
  );

  app.post(
    '/course/:courseId/add-material',
    { schema: { params: courseIdParams, response: { 201: teacherMaterialSchema, ...readErrors } } },
    async (request, reply) => {
      const teacherId = sessionUser(request).id;
      const { courseId } = request.params;
      await requireOwnCourse(db, courseId, teacherId);
      const { fields, file } = await readMaterialForm(request, { db, files, schema: addMaterialSchema });
      let materialId: number;
      try {
        const [created] = await db
          .insert(materials)
          .values({
            courseId,
            title: fields.title,
            youtubeVideoId: fields.youtubeVideoId,
            fileId: file?.id ?? null,
          })
          .returning({ id: materials.id });
        if (!created) throw new Error('materials insert returned no row');
        materialId = created.id;
      } catch (error) {
        // The course may have been removed while the file streamed: nothing of the request stays.
        if (file) await files.discard(db, file.id);
        throw error;
      }
      const [material] = await listMaterials(db, teacherId, { materialId });
      if (!material) throw new HttpError(404, MSG.materialNotFound);
      return reply.status(201).send(material);
    },
  );

  app.put(
    '/material/:id',
    {
      schema: {
        params: courseParams,
        querystring: teacherUsernameQuery,
        response: { 200: teacherMaterialSchema, ...readErrors },
      },
    },
    async (request) => {
      checkTeacherUsername(request, request.query.teacherUsername);
      const teacherId = sessionUser(request).id;
      const materialId = request.params.id;
      // Checked before the file streams, and again (locked) when it is linked.
      await lockOwnMaterial(db, materialId, teacherId);
      const { fields, file } = await readMaterialForm(request, { db, files, schema: editMaterialSchema });
      let replaced: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const current = await lockOwnMaterial(tx, materialId, teacherId);
          await tx
            .update(materials)
            .set({
              title: fields.title,
              youtubeVideoId: fields.youtubeVideoId,
              ...(file ? { fileId: file.id } : {}),
            })
            .where(eq(materials.id, materialId));
          if (file && current.fileId) {
            replaced = current.fileId;
            await tx.delete(storedFiles).where(eq(storedFiles.id, current.fileId));
          }
        });
      } catch (error) {
        if (file) await files.discard(db, file.id);
        throw error;
      }
      if (replaced) await removeBytesLogged(request, replaced);
      const [material] = await listMaterials(db, teacherId, { materialId });
      if (!material) throw new HttpError(404, MSG.materialNotFound);
      return material;
    },
  );

  app.delete(
    '/material/:id',
    { schema: { params: courseParams, response: { 200: messageResponseSchema, ...readErrors } } },
    async (request) => {
      const teacherId = sessionUser(request).id;
      const fileId = await db.transaction(async (tx) => {
        const current = await lockOwnMaterial(tx, request.params.id, teacherId);
        await tx.delete(materials).where(eq(materials.id, current.id));
        if (current.fileId) await tx.delete(storedFiles).where(eq(storedFiles.id, current.fileId));
        return current.fileId;
      });
      if (fileId) await removeBytesLogged(request, fileId);
      return { message: MSG.materialDeleted };
    },
  );

  async function removeBytesLogged(request: FastifyRequest, fileId: string) {
    // The rows are gone (committed); bytes a failure leaves behind are harmless orphans, logged.
    await files.removeBytes(fileId).catch((error: unknown) => {
      request.log.warn(
        { err: error, fileId },
        'could not remove the bytes of a replaced or deleted material file',
      );
    });
  }
};

export default materialRoutes;
export { materialRoutes };
