import { z } from 'zod';
import { activityTypeSchema, studentActivityResultSchema } from './activity';
import { type Material, materialListSchema, materialSchema } from './material';
import { studentQuestionKindFields } from './questions';

export const studentActivityTypeSchema = activityTypeSchema;
export type StudentActivityType = z.infer<typeof studentActivityTypeSchema>;

/**
 * An activity as the student sees it (spec section 3). `completed` and `completedDate` are THIS student's:
 * whether they handed it in, and when (the grading date of a test, the hand-in date of a task).
 */
export const studentActivitySchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: studentActivityTypeSchema,
  /** ISO 8601 instant. */
  dueDate: z.string(),
  completed: z.boolean(),
  completedDate: z.string().nullable(),
});
export type StudentActivity = z.infer<typeof studentActivitySchema>;
export const studentActivityListSchema = z.array(studentActivitySchema);

export const studentMaterialSchema = materialSchema;
export type StudentMaterial = Material;
export const studentMaterialListSchema = materialListSchema;

/** One option of a test question: never says whether it is correct. */
export const studentOptionSchema = z.object({ id: z.number().int(), text: z.string() });
export type StudentOption = z.infer<typeof studentOptionSchema>;

/**
 * GET /student/activity/{id}/questions (spec section 3: id, text, activityTitle, options with id and text;
 * the kind and its fields). Options only for choice, [] otherwise.
 */
export const studentQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  activityTitle: z.string(),
  options: z.array(studentOptionSchema),
  ...studentQuestionKindFields,
});
export type StudentQuestion = z.infer<typeof studentQuestionSchema>;
export const studentQuestionListSchema = z.array(studentQuestionSchema);

/**
 * POST /student/activity/{id}/submit-test: the grade out of 10 (one decimal), feedback and when. A test with
 * a speaking question is `pendingReview` with a null score until its teacher grades it (decision 141).
 */
export const studentTestResultSchema = z.object({
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  completedAt: z.string(),
  pendingReview: z.boolean().optional(),
});
export type StudentTestResult = z.infer<typeof studentTestResultSchema>;

/** POST /student/activity/{id}/submit-task. */
export const studentTaskSubmissionResponseSchema = z.object({
  message: z.string(),
  activityResultId: z.number().int(),
  submittedAt: z.string(),
});
export type StudentTaskSubmissionResponse = z.infer<typeof studentTaskSubmissionResponseSchema>;

/** POST /student/enroll/{courseId}. */
export const studentEnrolResponseSchema = z.object({ message: z.string(), courseId: z.number().int() });
export type StudentEnrolResponse = z.infer<typeof studentEnrolResponseSchema>;

export { studentActivityResultSchema };
export type StudentActivityResult = z.infer<typeof studentActivityResultSchema>;
export const studentActivityResultListSchema = z.array(studentActivityResultSchema);
