import { z } from 'zod';
import { questionAnswerSchema } from './questions';
import { studentQuestionSchema } from './student';

/**
 * The correct answer of an auto-graded question, in the terms of the question's view: option, left, right and
 * item ids as the student saw them, and the accepted texts of each gap or of a short answer.
 */
export const reviewKeySchema = z.object({
  /** choice: every correct option. */
  optionIds: z.array(z.number().int()).optional(),
  /** gaps: the accepted answers of each gap, in marker order. */
  gaps: z.array(z.array(z.string())).optional(),
  /** matching: each left id with its right id. */
  pairs: z.array(z.object({ left: z.number().int(), right: z.number().int() })).optional(),
  /** ordering: the item ids in the correct order. */
  order: z.array(z.number().int()).optional(),
  /** short: the accepted answers. */
  accepted: z.array(z.string()).optional(),
});
export type ReviewKey = z.infer<typeof reviewKeySchema>;

/** right: full marks; partial: some; wrong: none; teacher: a speaking answer the teacher marks as a whole. */
export const reviewOutcomeSchema = z.enum(['right', 'partial', 'wrong', 'teacher']);
export type ReviewOutcome = z.infer<typeof reviewOutcomeSchema>;

/** One question of a submitted test: the view the student answered, their answer and how it was marked. */
export const reviewQuestionSchema = studentQuestionSchema.omit({ activityTitle: true }).extend({
  /** As submitted; null for an older test whose answer of this kind was not kept. */
  answer: questionAnswerSchema.nullable(),
  outcome: reviewOutcomeSchema,
  /** Out of the test's 10, two decimals; null for a speaking answer (the teacher marks the whole test). */
  points: z.number().nullable(),
  maxPoints: z.number(),
  /** A speaking answer's recording, a path under /api (GET /student/activity/{id}/media/{file}). */
  recordingUrl: z.string().nullable(),
  /** Null until the key is shown (`keyShown`), and always for a speaking question. */
  key: reviewKeySchema.nullable(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

/**
 * GET /student/activity/{id}/review: the student's own submitted test, question by question (decision 163).
 * The correct answers come only once nobody can take the test any more: `keyShownAt` says when (the due
 * date), null while that waits for the course to finish (late attempts allowed).
 */
export const testReviewSchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  /** Out of 10; null while a speaking answer waits for the teacher. */
  score: z.number().nullable(),
  /** The automatic summary, or the teacher's comments once they graded the test. */
  feedback: z.string().nullable(),
  pendingReview: z.boolean(),
  /** Who graded it when a teacher did (a test with a speaking question); null for an automatic grade. */
  gradedBy: z.string().nullable(),
  submittedAt: z.string(),
  completedAt: z.string().nullable(),
  keyShown: z.boolean(),
  keyShownAt: z.string().nullable(),
  questions: z.array(reviewQuestionSchema),
});
export type TestReview = z.infer<typeof testReviewSchema>;
