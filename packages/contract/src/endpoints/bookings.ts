import {
  BOOKING_MESSAGES,
  openingSchema,
  openingWeekQuerySchema,
  PATH_ID_MESSAGES,
  pathId,
} from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import { messageResponseSchema } from '../responses/auth';
import {
  studentOpeningListSchema,
  teacherOpeningSchema,
  teacherOpeningWeekSchema,
  withdrawOpeningResponseSchema,
} from '../responses/booking';

const studentId = pathId(PATH_ID_MESSAGES.student);
const teacherId = pathId(PATH_ID_MESSAGES.teacher);
const openingId = pathId(BOOKING_MESSAGES.openingId);

const readRefusals = refusals(400, 401, 403, 404);
const writeRefusals = refusals(400, 401, 403, 404, 409);

/**
 * Booking for flexible courses (decision 138). A student reaches the openings of a course they are enrolled
 * in, a teacher those of their own course; anything else is not found (404).
 */
export const bookingEndpoints = {
  studentOpenings: endpoint({
    method: 'GET',
    path: '/student/course/:id/openings',
    params: z.object({ id: studentId }),
    responses: { 200: studentOpeningListSchema, ...readRefusals },
  }),
  book: endpoint({
    method: 'POST',
    path: '/student/course/:id/openings/:openingId/booking',
    params: z.object({ id: studentId, openingId }),
    responses: { 201: messageResponseSchema, ...writeRefusals },
  }),
  cancelBooking: endpoint({
    method: 'DELETE',
    path: '/student/course/:id/openings/:openingId/booking',
    params: z.object({ id: studentId, openingId }),
    responses: { 200: messageResponseSchema, ...writeRefusals },
  }),

  teacherOpenings: endpoint({
    method: 'GET',
    path: '/teacher/course/:courseId/openings',
    params: z.object({ courseId: teacherId }),
    query: openingWeekQuerySchema,
    responses: { 200: teacherOpeningWeekSchema, ...readRefusals },
  }),
  openClass: endpoint({
    method: 'POST',
    path: '/teacher/course/:courseId/openings',
    params: z.object({ courseId: teacherId }),
    body: openingSchema,
    responses: { 201: teacherOpeningSchema, ...writeRefusals },
  }),
  withdrawOpening: endpoint({
    method: 'DELETE',
    path: '/teacher/course/:courseId/openings/:openingId',
    params: z.object({ courseId: teacherId, openingId }),
    responses: { 200: withdrawOpeningResponseSchema, ...writeRefusals },
  }),
} as const;
