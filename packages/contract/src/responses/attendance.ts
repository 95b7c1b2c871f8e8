import { ATTENDANCE_STATUSES } from '@aula/forms';
import { z } from 'zod';
import { classStatusSchema } from './classes';

export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

/** Attended classes (present or late) over the classes whose attendance was taken (decision 137). */
export const attendanceRateSchema = z.object({
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  /** Whole percent; null while no attendance has been taken. */
  rate: z.number().int().nullable(),
  /** Below 80 %. */
  warning: z.boolean(),
});
export type AttendanceRate = z.infer<typeof attendanceRateSchema>;

/**
 * A class of the teacher's week, where it is held and whether its attendance has been taken. Only the
 * teacher's answers carry a class's meeting link; a student gets it from 'Unirse a la clase' (decision 136).
 */
export const teacherWeekClassSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  /** The class's key (decision 136) in milliseconds, as the attendance paths take it. */
  classStart: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: classStatusSchema,
  reason: z.string(),
  /** The class's own room, or the teacher's link; null for a cancelled class. */
  meetingLink: z.string().nullable(),
  attendanceTaken: z.boolean(),
});
export const teacherWeekSchema = z.object({
  timeZone: z.string(),
  /** Monday and Sunday of the week, YYYY-MM-DD in the school's time zone. */
  firstDay: z.string(),
  lastDay: z.string(),
  classes: z.array(teacherWeekClassSchema),
});
export type TeacherWeek = z.infer<typeof teacherWeekSchema>;

/** One class's register: the marks taken, or the default (present for who joined, absent otherwise). */
export const attendanceSheetSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  classStart: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  taken: z.boolean(),
  students: z.array(
    z.object({
      studentId: z.number().int(),
      name: z.string(),
      surname: z.string(),
      username: z.string(),
      status: attendanceStatusSchema,
      /** When the student pressed 'Unirse a la clase', if they did. */
      joinedAt: z.string().nullable(),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

export const courseAttendanceSchema = z.array(
  attendanceRateSchema.extend({
    studentId: z.number().int(),
    name: z.string(),
    surname: z.string(),
    username: z.string(),
  }),
);
export type CourseAttendance = z.infer<typeof courseAttendanceSchema>;

export const studentAttendanceSchema = z.array(
  attendanceRateSchema.extend({ courseId: z.number().int(), courseName: z.string() }),
);
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;
