import { teacherEndpoints as endpoints } from '@aula/contract';
import { addMaterialSchema, editMaterialSchema } from '@aula/forms';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { checkTeacherUsername, requireOwnCourse } from '../courses/ownership';
import { TEACHER_SERVER_MESSAGES as MSG } from '../courses/teacher-messages';
import { HttpError } from '../errors';
import { sendStoredFile } from '../files/download';
import { serve } from '../http/contract-routes';
import {
  deleteMaterial,
  findOwnMaterial,
  insertMaterial,
  listMaterials,
  lockOwnMaterial,
  ownMaterialFile,
  updateMaterial,
} from './teacher-queries';
import { readMaterialForm } from './upload';

/** The materials of the teacher's courses: files (multipart, within the teacher scope's limits) and YouTube links. */
export const teacherMaterialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;

  serve(app, endpoints.materials, {
    handler: async (request) => {
      const teacherId = sessionUser(request).id;
      await requireOwnCourse(db, request.params.courseId, teacherId);
      return listMaterials(db, teacherId, { courseId: request.params.courseId });
    },
  });

  serve(app, endpoints.downloadMaterial, {
    handler: async (request, reply) => {
      const { id: courseId, filename } = request.params;
      const file = await ownMaterialFile(db, sessionUser(request).id, courseId, filename);
      if (!file) throw new HttpError(404, MSG.materialNotFound);
      return sendStoredFile(reply, files, file);
    },
  });

  serve(app, endpoints.addMaterial, {
    handler: async (request, reply) => {
      const teacherId = sessionUser(request).id;
      const { courseId } = request.params;
      await requireOwnCourse(db, courseId, teacherId);
      const { fields, file } = await readMaterialForm(request, { db, files, schema: addMaterialSchema });
      let materialId: number;
      try {
        materialId = await insertMaterial(db, courseId, fields, file);
      } catch (error) {
        // The course may have been removed while the file streamed: nothing of the request stays.
        if (file) await files.discard(db, file.id);
        throw error;
      }
      return reply.status(201).send(await findOwnMaterial(db, teacherId, materialId));
    },
  });

  serve(app, endpoints.updateMaterial, {
    handler: async (request) => {
      checkTeacherUsername(request, request.query.teacherUsername);
      const teacherId = sessionUser(request).id;
      const materialId = request.params.id;
      // Checked before the file streams, and again (locked) when it is linked.
      await lockOwnMaterial(db, materialId, teacherId);
      const { fields, file } = await readMaterialForm(request, { db, files, schema: editMaterialSchema });
      let replaced: string | null;
      try {
        replaced = await updateMaterial(db, teacherId, materialId, fields, file);
      } catch (error) {
        if (file) await files.discard(db, file.id);
        throw error;
      }
      if (replaced) await removeBytesLogged(request, replaced);
      return findOwnMaterial(db, teacherId, materialId);
    },
  });

  serve(app, endpoints.deleteMaterial, {
    handler: async (request) => {
      const fileId = await deleteMaterial(db, sessionUser(request).id, request.params.id);
      if (fileId) await removeBytesLogged(request, fileId);
      return { message: MSG.materialDeleted };
    },
  });

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
