import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentScope, teacherScope } from '../auth/role-scope';
import { studentCourseRoutes } from './student-routes';
import { teacherCourseRoutes } from './teacher-routes';

/** Courses: the teacher's own (created, edited, their students) and the student's (enrolled, open to enrol). */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teacherScope(teacherCourseRoutes));
  await app.register(studentScope(studentCourseRoutes));
};
