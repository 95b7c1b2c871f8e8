import { teacherEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { requireOwnCourse } from '../courses/ownership';
import { TEACHER_SERVER_MESSAGES as MSG } from '../courses/teacher-messages';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { createTest, loadOwnTest, updateTest } from '../questions/teacher-queries';
import {
  deleteActivityWithoutResults,
  findOwnActivity,
  insertTask,
  listActivities,
  updateActivity,
} from './teacher-queries';

/** The activities of the teacher's courses: tasks, and tests with their questions and options. */
export const teacherActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  serve(app, endpoints.activities, {
    handler: async (request) => {
      const teacherId = sessionUser(request).id;
      await requireOwnCourse(db, request.params.courseId, teacherId);
      return listActivities(db, teacherId, { courseId: request.params.courseId });
    },
  });

  serve(app, endpoints.createActivity, {
    handler: async (request, reply) => {
      const teacherId = sessionUser(request).id;
      const { courseId } = request.params;
      await requireOwnCourse(db, courseId, teacherId, { open: true });
      if (request.body.type === 'TEST') throw new HttpError(400, MSG.testNeedsQuestions);
      return reply.status(201).send(await insertTask(db, teacherId, courseId, request.body));
    },
  });

  serve(app, endpoints.updateActivity, {
    handler: async (request) => {
      const teacherId = sessionUser(request).id;
      const { activityId } = request.params;
      const current = await findOwnActivity(db, activityId, teacherId);
      if (request.body.type && request.body.type !== current.type) throw new HttpError(400, MSG.typeChange);
      return updateActivity(db, teacherId, activityId, request.body);
    },
  });

  serve(app, endpoints.deleteActivity, {
    handler: async (request) => {
      const teacherId = sessionUser(request).id;
      const { activityId } = request.params;
      if (!(await deleteActivityWithoutResults(db, teacherId, activityId))) {
        await findOwnActivity(db, activityId, teacherId);
        throw new HttpError(409, MSG.activityHasResults);
      }
      return { message: MSG.activityDeleted };
    },
  });

  serve(app, endpoints.test, {
    handler: async (request) => loadOwnTest(db, request.params.activityId, sessionUser(request).id),
  });

  serve(app, endpoints.createTest, {
    handler: async (request, reply) => {
      const test = await createTest(db, sessionUser(request).id, request.params.courseId, request.body);
      return reply.status(201).send(test);
    },
  });

  serve(app, endpoints.updateTest, {
    handler: async (request) =>
      updateTest(db, sessionUser(request).id, request.params.activityId, request.body),
  });
};
