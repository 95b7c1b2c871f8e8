import { z } from 'zod';

export const classStatusSchema = z.enum(['scheduled', 'cancelled', 'moved', 'extra']);
export type ClassStatus = z.infer<typeof classStatusSchema>;

/**
 * One class of a course (decision 136). `key` names it (the ISO instant of its weekly start, kept when it is
 * moved); instants are ISO 8601; `reason` is the teacher's, shown for a cancelled, moved or extra class.
 */
export const courseClassSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  key: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: classStatusSchema,
  /** For a moved class, when it was due to start. */
  scheduledStart: z.string().nullable(),
  reason: z.string(),
});
export type CourseClass = z.infer<typeof courseClassSchema>;

/** A user's classes over a range, with the school's time zone the app shows them in. */
export const classListSchema = z.object({
  timeZone: z.string(),
  classes: z.array(courseClassSchema),
});
export type ClassList = z.infer<typeof classListSchema>;

export const timetableSlotSchema = z.object({
  weekday: z.number().int(),
  /** HH:MM in the school's time zone. */
  startTime: z.string(),
  durationMinutes: z.number().int(),
});

/** A course's timetable and its classes from a week ago to eight weeks ahead. */
export const courseTimetableSchema = z.object({
  timeZone: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  slots: z.array(timetableSlotSchema),
  classes: z.array(courseClassSchema),
});
export type CourseTimetable = z.infer<typeof courseTimetableSchema>;

/**
 * The teacher's view adds their own meeting link, the same for every class; null: each class has its own
 * generated room, given with the class in the teacher's week (decision 136).
 */
export const teacherTimetableSchema = courseTimetableSchema.extend({
  meetingUrl: z.string().nullable(),
});
export type TeacherTimetable = z.infer<typeof teacherTimetableSchema>;

/** Where to join the class, given only while it is open (decision 136). */
export const joinedClassSchema = z.object({ url: z.string() });
