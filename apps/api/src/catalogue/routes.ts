import { catalogueEndpoints as endpoints } from '@aula/contract';
import { CATALOGUE_MESSAGES } from '@aula/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolDay } from '../classes/timetable';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { catalogueCoursePage, catalogueCourses } from './catalogue-courses';

/** The public catalogue's JSON (decision 143): no session, the same data the catalogue pages render. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const today = () => schoolDay(new Date(), app.config.schoolTimeZone);

  serve(app, endpoints.courses, {
    handler: async (request) => catalogueCoursePage(db, today(), request.query),
  });

  serve(app, endpoints.course, {
    handler: async (request) => {
      const [course] = await catalogueCourses(db, today(), { id: request.params.id });
      if (!course) throw new HttpError(404, CATALOGUE_MESSAGES.courseNotFound);
      return course;
    },
  });
};
