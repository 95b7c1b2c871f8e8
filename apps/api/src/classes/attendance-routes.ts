import { attendanceEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { TEACHER_SERVER_MESSAGES as MSG } from '../courses/teacher-messages';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import {
  attendanceSheet,
  type ClassLookup,
  courseAttendance,
  storeMarks,
  takenClasses,
  teachersClass,
} from './attendance';
import { meetingLinkOf, meetingsOf } from './course-timetables';
import { schoolWeek } from './school-week';
import { classesOfTeacher } from './user-classes';

export const ATTENDANCE_SERVER_MESSAGES = {
  classNotFound: 'Clase no encontrada.',
  classCancelled: 'Esta clase está cancelada: no tiene asistencia.',
  classNotStarted: 'La asistencia se pasa cuando la clase ha empezado.',
  studentNotInCourse: 'Uno de los estudiantes no está en este curso.',
} as const;
const A = ATTENDANCE_SERVER_MESSAGES;

/** The class, or the refusal that fits: another teacher's course and a class it does not have are 404. */
function requireClass(lookup: ClassLookup) {
  switch (lookup.found) {
    case 'ok':
      return lookup;
    case 'course':
      throw new HttpError(404, MSG.courseNotFound);
    case 'class':
      throw new HttpError(404, A.classNotFound);
    case 'cancelled':
      throw new HttpError(409, A.classCancelled);
    case 'notStarted':
      throw new HttpError(409, A.classNotStarted);
  }
}

/** The teacher's week of classes and the attendance of each (decision 137). */
export const teacherAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { schoolTimeZone: timeZone, meetingBaseUrl } = app.config;

  serve(app, endpoints.teacherWeek, {
    handler: async (request) => {
      const week = schoolWeek(timeZone, request.query.day ?? new Date());
      const classes = await classesOfTeacher(db, timeZone, sessionUser(request).id, week.from, week.to);
      const [taken, meetings] = await Promise.all([
        takenClasses(db, classes),
        meetingsOf(
          db,
          classes.map((time) => time.courseId),
        ),
      ]);
      const meetingLink = (time: (typeof classes)[number]) => {
        const meeting = meetings.get(time.courseId);
        return meeting && time.status !== 'cancelled'
          ? meetingLinkOf(meeting, meetingBaseUrl, time.key)
          : null;
      };
      return {
        timeZone,
        firstDay: week.firstDay,
        lastDay: week.lastDay,
        classes: classes.map((time) => ({
          courseId: time.courseId,
          courseName: time.courseName,
          classStart: Date.parse(time.key),
          startsAt: time.startsAt.toISOString(),
          endsAt: time.endsAt.toISOString(),
          status: time.status,
          reason: time.reason,
          meetingLink: meetingLink(time),
          attendanceTaken: taken.has(`${time.courseId} ${time.key}`),
        })),
      };
    },
  });

  serve(app, endpoints.classAttendance, {
    handler: async (request) => {
      const { courseId, classStart } = request.params;
      const me = sessionUser(request).id;
      const lookup = await teachersClass(db, timeZone, me, courseId, new Date(classStart), new Date());
      const { course, time, register } = requireClass(lookup);
      return attendanceSheet(db, timeZone, course, time, register);
    },
  });

  serve(app, endpoints.takeAttendance, {
    handler: async (request) => {
      const { courseId, classStart } = request.params;
      const me = sessionUser(request).id;
      const lookup = await teachersClass(db, timeZone, me, courseId, new Date(classStart), new Date());
      const { course, time, register } = requireClass(lookup);
      if (!(await storeMarks(db, course.id, time.key, register, request.body.marks)))
        throw new HttpError(404, A.studentNotInCourse);
      return attendanceSheet(db, timeZone, course, time, register);
    },
  });

  serve(app, endpoints.courseAttendance, {
    handler: async (request) => {
      const rates = await courseAttendance(db, sessionUser(request).id, request.params.courseId);
      if (!rates) throw new HttpError(404, MSG.courseNotFound);
      return rates;
    },
  });
};
