import { z } from 'zod';
import { hasNul, TEXT_MESSAGES } from '../text';
import type { QuestionKind } from './messages';
import { QUESTION_LIMITS as L, ANSWER_MESSAGES as M, STORED_MEDIA_NAME } from './messages';

const OPTIONS_MAX = 10;

const typed = (max: number, message: string) =>
  z
    .string({ error: M.wrongKind })
    .max(max, { error: message })
    .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter });

/**
 * The answer fields of each kind, all optional: an answer carries those of one kind only. `id` is
 * the student test's id schema, so a bad id has the same message as the spec's `selectedOptionId`.
 */
export function answerKindFields(id: () => z.ZodNumber) {
  const ids = (max: number) =>
    z
      .array(id(), { error: M.wrongKind })
      .max(max, { error: M.tooManyParts })
      .refine((list) => new Set(list).size === list.length, { error: M.tooManyParts });
  return {
    selectedOptionId: id().optional(),
    selectedOptionIds: ids(OPTIONS_MAX).optional(),
    gaps: z
      .array(typed(L.gapAnswerMax, M.gapMax), { error: M.wrongKind })
      .max(L.gapsMax, { error: M.tooManyParts })
      .optional(),
    pairs: z
      .array(z.strictObject({ left: id(), right: id() }, { error: M.wrongKind }), { error: M.wrongKind })
      .max(L.pairsMax, { error: M.tooManyParts })
      .optional(),
    order: ids(L.itemsMax).optional(),
    text: typed(L.shortAnswerMax, M.textMax).optional(),
    recording: z
      .string({ error: M.recordingUnknown })
      .regex(STORED_MEDIA_NAME, { error: M.recordingUnknown })
      .optional(),
  };
}

/** Which question kind each answer field belongs to (choice has two: one option, or several). */
export const ANSWER_FIELD_KINDS = {
  selectedOptionId: 'choice',
  selectedOptionIds: 'choice',
  gaps: 'gaps',
  pairs: 'matching',
  order: 'ordering',
  text: 'short',
  recording: 'speaking',
} as const satisfies Record<string, QuestionKind>;

export type AnswerField = keyof typeof ANSWER_FIELD_KINDS;
const ANSWER_FIELDS = Object.keys(ANSWER_FIELD_KINDS) as AnswerField[];

/** The fields an answer gives. */
export function answerFields(answer: Partial<Record<AnswerField, unknown>>): AnswerField[] {
  return ANSWER_FIELDS.filter((field) => answer[field] !== undefined);
}

/**
 * An answer gives exactly one field (the server then checks it is the one of its question's kind); without
 * any it gets `emptyMessage`, the spec-era message of an answer without its option.
 */
export function oneKindOfAnswer(emptyMessage: string) {
  return (answer: Partial<Record<AnswerField, unknown>>, ctx: z.RefinementCtx): void => {
    const fields = answerFields(answer);
    if (fields.length === 0) ctx.addIssue({ code: 'custom', message: emptyMessage });
    else if (fields.length > 1) ctx.addIssue({ code: 'custom', message: M.wrongKind });
  };
}
