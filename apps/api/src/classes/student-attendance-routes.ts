import { attendanceEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { serve } from '../http/contract-routes';
import { studentAttendance } from './attendance';

/** The student's attendance rate in each of their courses (decision 137). */
export const studentAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, endpoints.studentAttendance, {
    handler: async (request) => studentAttendance(app.db, sessionUser(request).id),
  });
};
