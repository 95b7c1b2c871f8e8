import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentScope, teacherScope } from '../auth/role-scope';
import { studentTestRoutes } from './student-routes';
import { teacherTestMediaRoutes } from './teacher-routes';

/** Tests: the teacher's audio and images for questions, and a student taking, handing in and reviewing a test. */
export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teacherScope(teacherTestMediaRoutes));
  await app.register(studentScope(studentTestRoutes));
};
