import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleScope } from '../auth/role-scope';
import { studentBookingRoutes } from './student-routes';
import { teacherBookingRoutes } from './teacher-routes';

/** Classes of a flexible course open for booking (decision 138): JSON bodies only, so no upload limits. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(roleScope('STUDENT', studentBookingRoutes));
  await app.register(roleScope('TEACHER', teacherBookingRoutes));
};
