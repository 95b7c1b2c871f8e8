import { bookingEndpoints as endpoints } from '@aula/contract';
import { BOOKING_MESSAGES as MSG, TEACHER_MESSAGES } from '@aula/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { requireOwnCourse } from '../courses/ownership';
import { TEACHER_SERVER_MESSAGES } from '../courses/teacher-messages';
import { uniqueViolation } from '../db/client';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { tellBookedClassWithdrawn } from '../notifications/events';
import {
  insertOpening,
  noticeDeadline,
  openingsForTeacher,
  ownFlexibleCourse,
  teacherView,
  withdrawOpening,
} from './openings';
import { schoolInstant, schoolWeek } from './school-time';

const SAME_START = 'class_openings_course_starts_unique';

/**
 * A teacher's classes open for booking in their own flexible course (decision 138): the week's openings
 * with who booked them, opening one, withdrawing one. Another teacher's course is not found.
 */
export const teacherBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const timeZone = app.config.schoolTimeZone;

  serve(app, endpoints.teacherOpenings, {
    handler: async (request) => {
      const { courseId } = request.params;
      await requireOwnCourse(db, courseId, sessionUser(request).id);
      const week = schoolWeek(request.query.week, new Date(), timeZone);
      const openings = await openingsForTeacher(db, courseId, week.from, week.to);
      return { timeZone, weekStart: week.weekStart, openings };
    },
  });

  serve(app, endpoints.openClass, {
    handler: async (request, reply) => {
      const { courseId } = request.params;
      const course = await ownFlexibleCourse(db, courseId, sessionUser(request).id);
      if (!course) throw new HttpError(404, TEACHER_SERVER_MESSAGES.courseNotFound);
      if (course.completed) throw new HttpError(409, TEACHER_MESSAGES.courseFinished);
      if (course.type !== 'FLEXIBLE') throw new HttpError(409, MSG.notFlexible);
      // No student can enrol before approval, so a class published then could only ever be empty.
      if (!course.approved) throw new HttpError(409, MSG.notApproved);
      const { date, time, durationMinutes, capacity } = request.body;
      const startsAt = schoolInstant(date, time, timeZone);
      if (startsAt < noticeDeadline(new Date())) throw new HttpError(400, MSG.notice);
      try {
        const opening = await insertOpening(db, { courseId, startsAt, durationMinutes, capacity });
        return reply.status(201).send(teacherView(opening));
      } catch (error) {
        if (uniqueViolation(error) === SAME_START) throw new HttpError(409, MSG.sameStart);
        throw error;
      }
    },
  });

  serve(app, endpoints.withdrawOpening, {
    handler: async (request) => {
      const { courseId, openingId } = request.params;
      const ids = { courseId, openingId, teacherId: sessionUser(request).id };
      const outcome = await db.transaction(async (tx) => {
        const done = await withdrawOpening(tx, ids, new Date());
        if (done === 'cancelled') await tellBookedClassWithdrawn(tx, openingId, timeZone);
        return done;
      });
      if (outcome === 'deleted') return { message: MSG.openingDeleted, outcome };
      if (outcome === 'cancelled') return { message: MSG.openingCancelled, outcome };
      if (outcome === 'notFound') throw new HttpError(404, MSG.openingNotFound);
      throw new HttpError(409, outcome === 'alreadyCancelled' ? MSG.cancelled : MSG.ended);
    },
  });
};
