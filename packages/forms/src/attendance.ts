import { z } from 'zod';
import { INT4_MAX, strictQuery } from './query';

/** How a student attended a class (decision 137): late counts as attended in the rate. */
export const ATTENDANCE_STATUSES = ['present', 'late', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Below this share of attended classes the teacher is warned. */
export const ATTENDANCE_WARNING_BELOW = 0.8;

export const ATTENDANCE_MESSAGES = {
  classStart: 'La clase no es válida.',
  day: 'La fecha no es válida.',
  marksRequired: 'Marca la asistencia de al menos un estudiante.',
  tooManyMarks: 'Demasiadas marcas de asistencia.',
  studentId: 'El estudiante no es válido.',
  status: 'La asistencia debe ser presente, tarde o ausente.',
  repeatedStudent: 'Un estudiante aparece más de una vez.',
  unknownField: 'La petición contiene campos no permitidos.',
} as const;

const M = ATTENDANCE_MESSAGES;
const MAX_MARKS = 500;

/**
 * A class in the path: its key (decision 136, the ISO instant of its weekly start) written as milliseconds
 * since 1970, so the URL carries only digits.
 */
export const classStartParam = z
  .string({ error: M.classStart })
  .regex(/^\d{1,15}$/, { error: M.classStart })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: M.classStart }).max(8_640_000_000_000_000, { error: M.classStart }));

const strict = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? M.unknownField : undefined),
};

/** PUT …/attendance: the teacher's marks for one class, one per student. */
export const attendanceMarksSchema = z.strictObject(
  {
    marks: z
      .array(
        z.strictObject(
          {
            studentId: z
              .number({ error: M.studentId })
              .int({ error: M.studentId })
              .min(1, { error: M.studentId })
              .max(INT4_MAX, { error: M.studentId }),
            status: z.enum(ATTENDANCE_STATUSES, { error: M.status }),
          },
          strict,
        ),
        { error: M.marksRequired },
      )
      .min(1, { error: M.marksRequired })
      .max(MAX_MARKS, { error: M.tooManyMarks })
      .refine((marks) => new Set(marks.map((mark) => mark.studentId)).size === marks.length, {
        error: M.repeatedStudent,
      }),
  },
  strict,
);
export type AttendanceMarksInput = z.input<typeof attendanceMarksSchema>;

/** The week's classes: which week, by any day of it (YYYY-MM-DD, school time); none is this week. */
export const classWeekQuerySchema = z.strictObject(
  { day: z.iso.date({ error: M.day }).optional() },
  strictQuery,
);
