import { z } from 'zod';
import { strictQuery } from '../query';
import { hasNul, TEXT_MESSAGES } from '../text';
import { TEACHER_MESSAGES as M, strict, TEACHER_LIMITS } from './messages';

/** At most one decimal, with a tolerance for binary fractions (8.5 is exact, 0.1 + 0.2 is not). */
export function hasAtMostOneDecimal(score: number): boolean {
  return Math.abs(score * 10 - Math.round(score * 10)) < 1e-9;
}

/**
 * POST /teacher/activity/{activityId}/evaluate. The spec's client sends autoCorrected (false), completed
 * (true) and completedAt; they are accepted and the server records its own: a teacher's evaluation is never
 * automatic and is completed now.
 */
export const evaluationSchema = z.strictObject(
  {
    score: z
      .number({ error: M.scoreRequired })
      .min(TEACHER_LIMITS.scoreMin, { error: M.scoreRange })
      .max(TEACHER_LIMITS.scoreMax, { error: M.scoreRange })
      .refine(hasAtMostOneDecimal, { error: M.scoreDecimals })
      .transform((score) => Math.round(score * 10) / 10),
    feedback: z
      .string({ error: M.feedbackRequired })
      .trim()
      .min(1, { error: M.feedbackRequired })
      .max(TEACHER_LIMITS.feedbackMax, { error: M.feedbackMax })
      .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
    autoCorrected: z.boolean().optional(),
    completed: z.boolean().optional(),
    completedAt: z.string().nullish(),
  },
  strict,
);
export type EvaluationInput = z.input<typeof evaluationSchema>;

/** Its query string: whose result is evaluated (the student's username). */
export const evaluationQuerySchema = z.strictObject(
  {
    username: z
      .string({ error: M.studentUsernameRequired })
      .trim()
      .min(1, { error: M.studentUsernameRequired })
      .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
  },
  strictQuery,
);
export type EvaluationPayload = z.output<typeof evaluationSchema>;

/** Spec section 5: the save button is enabled only with a score and non-blank feedback. */
export function canSaveEvaluation(score: string, feedback: string): boolean {
  return score.trim() !== '' && feedback.trim() !== '';
}
