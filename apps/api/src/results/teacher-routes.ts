import { teacherEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { TEACHER_SERVER_MESSAGES as MSG } from '../courses/teacher-messages';
import { HttpError } from '../errors';
import { sendStoredFile } from '../files/download';
import { serve } from '../http/contract-routes';
import { evaluateResult, listResults, resultFile } from './teacher-queries';

/** Submitted work in the teacher's courses, and its evaluation. */
export const teacherResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  serve(app, endpoints.activityResults, {
    handler: async (request) => listResults(db, sessionUser(request).id),
  });

  serve(app, endpoints.evaluate, {
    handler: async (request) => {
      const target = { activityId: request.params.activityId, username: request.query.username };
      return evaluateResult(db, sessionUser(request).id, target, request.body);
    },
  });
};

/**
 * GET /api/activity-result/{id}/download (spec section 7): the file a student handed in, for the teacher of
 * the activity's course or the student who sent it; anyone else gets 404, as if it did not exist. Any
 * session may ask, so it sits outside the teacher's scope (routes.ts).
 */
export const resultDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  app.addHook('onRequest', app.authenticate);

  serve(app, endpoints.downloadResult, {
    handler: async (request, reply) => {
      const row = await resultFile(db, request.params.id, sessionUser(request).id);
      if (!row) throw new HttpError(404, MSG.resultDownloadNotFound);
      if (!row.file) throw new HttpError(404, MSG.resultWithoutFile);
      return sendStoredFile(reply, files, row.file);
    },
  });
};
