import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentScope, teacherScope } from '../auth/role-scope';
import { studentMaterialRoutes } from './student-routes';
import { teacherMaterialRoutes } from './teacher-routes';

/** Materials of a course (files and YouTube links): kept by its teacher, read by its students. */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teacherScope(teacherMaterialRoutes));
  await app.register(studentScope(studentMaterialRoutes));
};
