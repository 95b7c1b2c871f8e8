import { teacherEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { requireOwnCourse } from '../courses/ownership';
import { HttpError } from '../errors';
import { sendStoredFile } from '../files/download';
import { UPLOAD_RULES } from '../files/upload-rules';
import { serve } from '../http/contract-routes';
import { keepCourseMedia, MEDIA_MESSAGES, receiveOneFile, teacherMediaFile } from './test-media';

/** Audio prompts and pictures of tests, and the students' recordings their teacher hears. */
export const teacherTestMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;

  serve(app, endpoints.uploadTestMedia, {
    handler: async (request, reply) => {
      const { courseId } = request.params;
      // Refused before a single byte of the file is read.
      await requireOwnCourse(db, courseId, sessionUser(request).id, { open: true });
      const file = await receiveOneFile(request, { db, files }, UPLOAD_RULES.testMedia);
      return reply.status(201).send(await keepCourseMedia({ db, files }, courseId, file));
    },
  });

  serve(app, endpoints.testMedia, {
    handler: async (request, reply) => {
      const { activityId, file: name } = request.params;
      const file = await teacherMediaFile(db, activityId, name, sessionUser(request).id);
      if (!file) throw new HttpError(404, MEDIA_MESSAGES.mediaNotFound);
      return sendStoredFile(reply, files, file);
    },
  });
};
