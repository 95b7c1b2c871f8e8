import { teacherEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { defaultCourseLanguage } from './language';
import { checkTeacherUsername, requireOwnCourse } from './ownership';
import { TEACHER_SERVER_MESSAGES as MSG } from './teacher-messages';
import {
  insertCourse,
  listCourseStudents,
  listTeacherStudents,
  ownCourse,
  ownCourses,
} from './teacher-queries';

/** The teacher's courses and their students. */
export const teacherCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const language = defaultCourseLanguage();

  serve(app, endpoints.courses, {
    handler: async (request) => ownCourses(db, sessionUser(request).id),
  });

  serve(app, endpoints.createCourse, {
    handler: async (request, reply) => {
      checkTeacherUsername(request, request.query.teacherUsername);
      const course = { ...request.body, language: request.body.language ?? language };
      return reply.status(201).send(await insertCourse(db, sessionUser(request).id, course));
    },
  });

  serve(app, endpoints.course, {
    handler: async (request) => {
      const course = await ownCourse(db, request.params.id, sessionUser(request).id);
      if (!course) throw new HttpError(404, MSG.courseNotFound);
      return course;
    },
  });

  serve(app, endpoints.courseStudents, {
    handler: async (request) => {
      await requireOwnCourse(db, request.params.id, sessionUser(request).id);
      return listCourseStudents(db, request.params.id);
    },
  });

  serve(app, endpoints.students, {
    handler: async (request) => listTeacherStudents(db, sessionUser(request).id),
  });
};
