import { ACTIVITY_TYPES } from '@aula/domain';
import { z } from 'zod';
import { reviewFields } from './questions';

/** TASK (shown as 'Ejercicio escrito') or TEST (spec section 4). */
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);

const submission = {
  activityResultId: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  activityType: activityTypeSchema,
  courseId: z.number().int(),
  courseName: z.string(),
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  completedAt: z.string().nullable(),
  submittedAt: z.string(),
};
const people = {
  teacherName: z.string().nullable(),
  studentName: z.string(),
  studentUsername: z.string(),
  textAnswer: z.string().nullable(),
  fileName: z.string().nullable(),
};
/** Handed in after the activity's due date ('Entregada tarde', decision 103). Optional: added later. */
const late = { late: z.boolean().optional() };

/**
 * An activity result (spec section 3) as its student reads it. A null score means the work waits for the
 * teacher's grade; `fileName` is the name the student's file was uploaded with.
 */
export const studentActivityResultSchema = z.object({
  ...submission,
  ...people,
  ...late,
  pendingReview: reviewFields.pendingReview,
});

/**
 * The same result as the course's teacher reads it: also whether the server graded it and whether a file
 * came with it (GET /activity-result/{activityResultId}/download). Fields in the order they are sent.
 */
export const teacherActivityResultSchema = z.object({
  ...submission,
  autoCorrected: z.boolean(),
  ...people,
  hasFile: z.boolean(),
  ...late,
  ...reviewFields,
});
