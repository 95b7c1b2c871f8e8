import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentScope, teacherScope } from '../auth/role-scope';
import { studentResultRoutes } from './student-routes';
import { resultDownloadRoutes, teacherResultRoutes } from './teacher-routes';

/**
 * Results: the teacher's evaluation of submitted work, a student's results and task hand-in, and the download
 * of a handed-in file, which any session may ask for (its query decides who sees it).
 */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teacherScope(teacherResultRoutes));
  await app.register(studentScope(studentResultRoutes));
  await app.register(resultDownloadRoutes);
};
