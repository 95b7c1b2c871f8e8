import { bookingEndpoints as endpoints } from '@aula/contract';
import { BOOKING_MESSAGES as MSG } from '@aula/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { STUDENT_MESSAGES } from '../courses/student-messages';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { book, cancelBooking, openingsForStudent } from './openings';

/**
 * A student's booking of the classes of a flexible course they are enrolled in (decision 138). Any other
 * course, or a class of another course, is not found.
 */
export const studentBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const timeZone = app.config.schoolTimeZone;

  serve(app, endpoints.studentOpenings, {
    handler: async (request) => {
      const openings = await openingsForStudent(db, request.params.id, sessionUser(request).id, new Date());
      if (!openings) throw new HttpError(404, STUDENT_MESSAGES.courseNotFound);
      return { timeZone, openings };
    },
  });

  serve(app, endpoints.book, {
    handler: async (request, reply) => {
      const { id: courseId, openingId } = request.params;
      const outcome = await book(db, { courseId, openingId, studentId: sessionUser(request).id }, new Date());
      if (outcome === 'booked') return reply.status(201).send({ message: MSG.booked });
      if (outcome === 'notFound') throw new HttpError(404, MSG.openingNotFound);
      throw new HttpError(409, MSG[outcome === 'tooLate' ? 'bookTooLate' : outcome]);
    },
  });

  serve(app, endpoints.cancelBooking, {
    handler: async (request) => {
      const { id: courseId, openingId } = request.params;
      const ids = { courseId, openingId, studentId: sessionUser(request).id };
      const outcome = await cancelBooking(db, ids, new Date());
      if (outcome === 'cancelled') return { message: MSG.bookingCancelled };
      if (outcome === 'notFound') throw new HttpError(404, MSG.openingNotFound);
      if (outcome === 'notBooked') throw new HttpError(409, MSG.notBooked);
      throw new HttpError(409, outcome === 'classCancelled' ? MSG.cancelled : MSG.cancelTooLate);
    },
  });
};
