import { attendanceEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../auth/session';
import { studentAttendance } from '../../classes/attendance';
import { serve } from '../serve';

/** The student's attendance rate in each of their courses (decision 137). */
const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, endpoints.studentAttendance, {
    handler: async (request) => studentAttendance(app.db, sessionUser(request).id),
  });
};

export default attendanceRoutes;
