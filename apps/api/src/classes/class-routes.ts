import { classEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { joinClass } from './joins';
import { CLASS_SERVER_MESSAGES as MSG } from './messages';
import { addDays, schoolDay, schoolInstant } from './timetable';
import { classView, studentCourse, timetableView } from './timetable-view';
import { classesOfStudent } from './user-classes';

const DEFAULT_DAYS = 7;

/** The student's classes: over a range (panel, week view), per course, and joining one. */
export const studentClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { schoolTimeZone: timeZone, meetingBaseUrl } = app.config;

  const enrolledCourse = async (courseId: number, studentId: number) => {
    const course = await studentCourse(db, courseId, studentId);
    if (!course) throw new HttpError(404, MSG.studentCourseNotFound);
    return course;
  };

  serve(app, endpoints.studentClasses, {
    handler: async (request) => {
      const firstDay = request.query.from ?? schoolDay(new Date(), timeZone);
      const from = schoolInstant(firstDay, 0, timeZone);
      const to = schoolInstant(addDays(firstDay, request.query.days ?? DEFAULT_DAYS), 0, timeZone);
      const classes = await classesOfStudent(db, timeZone, sessionUser(request).id, from, to);
      return { timeZone, classes: classes.map(classView) };
    },
  });

  serve(app, endpoints.studentTimetable, {
    handler: async (request) =>
      timetableView(
        db,
        timeZone,
        await enrolledCourse(request.params.courseId, sessionUser(request).id),
        new Date(),
      ),
  });

  serve(app, endpoints.joinClass, {
    handler: async (request) => {
      const me = sessionUser(request);
      const course = await enrolledCourse(request.params.courseId, me.id);
      return joinClass(db, { timeZone, meetingBaseUrl }, course, me.id, request.body.classKey, new Date());
    },
  });
};
