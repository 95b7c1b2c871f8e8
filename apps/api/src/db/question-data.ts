import type { QuestionKind, TestAnswer } from '@aula/forms';

export type { QuestionKind };

/** A submitted or saved answer, as the student sent it (one field of its question's kind). */
export type SubmittedAnswer = TestAnswer;

/**
 * What a question of each kind keeps in questions.data (decision 141); choice keeps its options in their
 * table and only `multiple` here. Ids are random (never positions), so showing one reveals no order.
 */
export interface QuestionData {
  audio?: { file: string; transcript: string } | null;
  multiple?: boolean;
  passage?: string;
  gaps?: { id: number; accepted: string[]; choices: string[] | null }[];
  ignoreCase?: boolean;
  ignoreAccents?: boolean;
  /** `id` names the left side, `rightId` the right one: different random numbers. */
  pairs?: { id: number; rightId: number; left: string; leftImage: string | null; right: string }[];
  /** In the correct order. */
  items?: { id: number; text: string }[];
  accepted?: string[];
  maxSeconds?: number;
}
