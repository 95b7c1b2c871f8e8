import type { QuestionKind } from '../../domain/question-kind/question-kind';
import { moveEntry } from '../../lib/move-entry';

/**
 * The student's side of a test question and of an answer, in the shapes of the question kinds' design (the contract's
 * student questions and Answer). The runner never knows the right answer: it only tells given from missing.
 */

export interface TestRunnerQuestion {
  id: number;
  text: string;
  /** Absent: a choice question (the spec's only kind). */
  kind?: QuestionKind;
  /** Choice only; [] for the other kinds. */
  options: { id: number; text: string }[];
  /** A listening prompt: played with native controls, with its transcript for who cannot hear it. */
  audio?: { url: string; transcript: string } | null;
  /** Choice: tick every right option instead of picking one. */
  multiple?: boolean;
  /** Gaps: the text with markers [1], [2]… in order, one per gap. */
  passage?: string;
  /** Gaps, in marker order: null choices = typed. */
  gaps?: { choices: string[] | null }[];
  /** Matching: each left item is related to one right item. */
  left?: { id: number; text: string; image: string | null }[];
  right?: { id: number; text: string }[];
  /** Ordering: the items in an order that does not reveal the answer. */
  items?: { id: number; text: string }[];
  /** Speaking: the longest recording. */
  maxSeconds?: number;
}

export interface TestRunnerAnswer {
  questionId: number;
  selectedOptionId?: number;
  selectedOptionIds?: number[];
  gaps?: string[];
  pairs?: { left: number; right: number }[];
  order?: number[];
  text?: string;
  recording?: string;
}

/** What a part changes: the answer without its question id. */
export type QuestionAnswer = Omit<TestRunnerAnswer, 'questionId'>;

/** Whether a question is fully answered: every gap filled, every pair related, a recording kept… */
export function isAnswered(question: TestRunnerQuestion, answer: QuestionAnswer | undefined): boolean {
  if (!answer) return false;
  switch (question.kind ?? 'choice') {
    case 'choice':
      return question.multiple
        ? (answer.selectedOptionIds?.length ?? 0) > 0
        : answer.selectedOptionId !== undefined;
    case 'gaps': {
      const count = question.gaps?.length ?? 0;
      const given = answer.gaps ?? [];
      return count > 0 && given.length === count && given.every((gap) => gap.trim() !== '');
    }
    case 'matching': {
      const related = new Set(answer.pairs?.map((pair) => pair.left));
      return (question.left ?? []).every((item) => related.has(item.id));
    }
    case 'ordering':
      // The order shown is an answer only once the student has touched it (moved an item or kept the order).
      return answer.order !== undefined && answer.order.length === (question.items?.length ?? 0);
    case 'short':
      return (answer.text ?? '').trim() !== '';
    case 'speaking':
      return Boolean(answer.recording);
  }
}

/** The answer as the server takes it: only the field of the question's kind. */
export function answerOf(question: TestRunnerQuestion, answer: QuestionAnswer): TestRunnerAnswer {
  const questionId = question.id;
  switch (question.kind ?? 'choice') {
    case 'choice':
      return question.multiple
        ? { questionId, selectedOptionIds: answer.selectedOptionIds ?? [] }
        : { questionId, selectedOptionId: answer.selectedOptionId };
    case 'gaps':
      return { questionId, gaps: answer.gaps ?? [] };
    case 'matching':
      return { questionId, pairs: answer.pairs ?? [] };
    case 'ordering':
      return { questionId, order: answer.order ?? [] };
    case 'short':
      return { questionId, text: answer.text ?? '' };
    case 'speaking':
      return { questionId, recording: answer.recording };
  }
}

/** Where an item moves by one place; the list unchanged at either end. */
export function moveItem<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  if (from < 0) return [...list];
  return moveEntry(list, from, from + by);
}

/** The passage cut at its markers: text, gap 0, text, gap 1… (a marker out of range stays text). */
export function passageParts(passage: string, gapCount: number): (string | number)[] {
  return passage.split(/\[(\d+)\]/).map((part, index) => {
    if (index % 2 === 0) return part;
    const gap = Number(part) - 1;
    return gap >= 0 && gap < gapCount ? gap : `[${part}]`;
  });
}
