import { z } from 'zod';

/**
 * A class a student may book (decision 138). The server works out, at the time of the call, whether it can
 * still be booked or cancelled (2 hours' notice), so the screen and the server never disagree.
 */
export const studentOpeningSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  cancelled: z.boolean(),
  bookedByMe: z.boolean(),
  canBook: z.boolean(),
  canCancel: z.boolean(),
});
export type StudentOpening = z.infer<typeof studentOpeningSchema>;

export const studentOpeningListSchema = z.object({
  /** The school's time zone, in which the app shows the times. */
  timeZone: z.string(),
  openings: z.array(studentOpeningSchema),
});
export type StudentOpeningList = z.infer<typeof studentOpeningListSchema>;

export const bookedStudentSchema = z.object({ name: z.string(), surname: z.string(), username: z.string() });

export const teacherOpeningSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  cancelled: z.boolean(),
  students: z.array(bookedStudentSchema),
});
export type TeacherOpening = z.infer<typeof teacherOpeningSchema>;

export const teacherOpeningWeekSchema = z.object({
  timeZone: z.string(),
  /** Monday of the week shown, YYYY-MM-DD in the school's time zone. */
  weekStart: z.string(),
  openings: z.array(teacherOpeningSchema),
});
export type TeacherOpeningWeek = z.infer<typeof teacherOpeningWeekSchema>;

export const withdrawOpeningResponseSchema = z.object({
  message: z.string(),
  /** Deleted when nobody had booked it; otherwise kept, cancelled, so its students see it. */
  outcome: z.enum(['deleted', 'cancelled']),
});
