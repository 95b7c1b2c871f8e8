import { studentEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { STUDENT_MESSAGES } from '../courses/student-messages';
import { HttpError } from '../errors';
import { sendStoredFile } from '../files/download';
import { serve } from '../http/contract-routes';
import { courseMaterials, materialFile } from './student-queries';

/** The materials of a course the student is enrolled in, and their files. */
export const studentMaterialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  serve(app, endpoints.materials, {
    handler: async (request) => {
      const list = await courseMaterials(db, request.params.id, sessionUser(request).id);
      if (!list) throw new HttpError(404, STUDENT_MESSAGES.courseNotFound);
      return list;
    },
  });

  serve(app, endpoints.downloadMaterial, {
    handler: async (request, reply) => {
      const { id: courseId, filename } = request.params;
      const file = await materialFile(db, courseId, filename, sessionUser(request).id);
      if (!file) throw new HttpError(404, STUDENT_MESSAGES.materialNotFound);
      return sendStoredFile(reply, app.files, file);
    },
  });
};
