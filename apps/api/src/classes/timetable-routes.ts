import { classEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { CLASS_SERVER_MESSAGES as MSG } from './messages';
import { changeClass, saveTimetable } from './timetable-edits';
import { teacherCourse, teacherTimetableView } from './timetable-view';

/** The timetable of the teacher's own course: weekly slots, dates, meeting link, one-off changes. */
export const teacherTimetableRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const timeZone = app.config.schoolTimeZone;

  const ownCourse = async (courseId: number, teacherId: number, { open = false } = {}) => {
    const course = await teacherCourse(db, courseId, teacherId);
    if (!course) throw new HttpError(404, MSG.teacherCourseNotFound);
    if (open && course.completed) throw new HttpError(409, MSG.courseFinished);
    return course;
  };
  const view = async (courseId: number, teacherId: number) =>
    teacherTimetableView(db, timeZone, await ownCourse(courseId, teacherId), new Date());

  serve(app, endpoints.teacherTimetable, {
    handler: async (request) => view(request.params.courseId, sessionUser(request).id),
  });

  serve(app, endpoints.setTimetable, {
    handler: async (request) => {
      const teacherId = sessionUser(request).id;
      await ownCourse(request.params.courseId, teacherId, { open: true });
      await saveTimetable(db, timeZone, request.params.courseId, request.body, new Date());
      return view(request.params.courseId, teacherId);
    },
  });

  serve(app, endpoints.changeClass, {
    handler: async (request, reply) => {
      const teacherId = sessionUser(request).id;
      await ownCourse(request.params.courseId, teacherId, { open: true });
      await changeClass(db, timeZone, request.params.courseId, request.body, new Date());
      return reply.status(201).send(await view(request.params.courseId, teacherId));
    },
  });
};
