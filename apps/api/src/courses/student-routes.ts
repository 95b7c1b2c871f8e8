import { studentEndpoints as endpoints } from '@aula/contract';
import { STUDENT_ENROL_MESSAGES } from '@aula/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { STUDENT_MESSAGES } from './student-messages';
import { availableCourses, enrol, enrolledCourse, enrolledCourses } from './student-queries';

/** The courses a student takes and may enrol in; another course answers 404. */
export const studentCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  serve(app, endpoints.courses, {
    handler: async (request) => enrolledCourses(db, sessionUser(request).id),
  });

  serve(app, endpoints.availableCourses, {
    handler: async (request) => availableCourses(db, sessionUser(request).id),
  });

  serve(app, endpoints.enroll, {
    handler: async (request, reply) => {
      const me = sessionUser(request);
      const { courseId } = request.params;
      const outcome = await enrol(db, courseId, me.id);
      // 400 and 404 are the statuses the spec's client turns into its enrolment messages (section 8).
      if (outcome === 'already') throw new HttpError(400, STUDENT_MESSAGES.alreadyEnrolled);
      if (outcome === 'unavailable') throw new HttpError(404, STUDENT_MESSAGES.courseUnavailable);
      if (outcome === 'own') throw new HttpError(409, STUDENT_ENROL_MESSAGES.ownCourse);
      if (outcome === 'full') throw new HttpError(409, STUDENT_ENROL_MESSAGES.courseFull);
      return reply.status(201).send({ message: STUDENT_MESSAGES.enrolled, courseId });
    },
  });

  serve(app, endpoints.course, {
    handler: async (request) => {
      const course = await enrolledCourse(db, request.params.id, sessionUser(request).id);
      if (!course) throw new HttpError(404, STUDENT_MESSAGES.courseNotFound);
      return course;
    },
  });
};
