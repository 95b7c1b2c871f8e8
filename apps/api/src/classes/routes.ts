import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentScope, teacherScope } from '../auth/role-scope';
import { teacherAttendanceRoutes } from './attendance-routes';
import { studentClassRoutes } from './class-routes';
import { studentAttendanceRoutes } from './student-attendance-routes';
import { teacherTimetableRoutes } from './timetable-routes';

/** Classes: the teacher's timetable and attendance lists, the student's classes, joins and attendance rate. */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    teacherScope(async (teacher) => {
      await teacher.register(teacherTimetableRoutes);
      await teacher.register(teacherAttendanceRoutes);
    }),
  );
  await app.register(
    studentScope(async (student) => {
      await student.register(studentClassRoutes);
      await student.register(studentAttendanceRoutes);
    }),
  );
};
