import { studentEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { STUDENT_MESSAGES } from '../courses/student-messages';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { courseActivities } from './student-queries';

/** The activities of a course the student is enrolled in. */
export const studentActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  serve(app, endpoints.activities, {
    handler: async (request) => {
      const list = await courseActivities(db, request.params.id, sessionUser(request).id);
      if (!list) throw new HttpError(404, STUDENT_MESSAGES.courseNotFound);
      return list;
    },
  });
};
