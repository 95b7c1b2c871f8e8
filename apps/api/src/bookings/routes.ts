import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentBookingRoutes } from './student-routes';
import { teacherBookingRoutes } from './teacher-routes';

/** Classes of a flexible course open for booking (decision 138); each side checks its role itself. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(studentBookingRoutes);
  await app.register(teacherBookingRoutes);
};
