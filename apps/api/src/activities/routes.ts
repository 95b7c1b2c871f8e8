import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentScope, teacherScope } from '../auth/role-scope';
import { studentActivityRoutes } from './student-routes';
import { teacherActivityRoutes } from './teacher-routes';

/** Activities (tasks and tests) of a course: written by its teacher, listed for its students. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teacherScope(teacherActivityRoutes));
  await app.register(studentScope(studentActivityRoutes));
};
