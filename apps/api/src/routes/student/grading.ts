import { STUDENT_TEST_MESSAGES, type TestAnswer } from '@aula/forms';
import { STUDENT_MESSAGES } from './messages';

/** One option of a test as loaded for grading: which question it belongs to and whether it is correct. */
export interface GradingOption {
  questionId: number;
  optionId: number;
  correct: boolean;
}

export type GradeOutcome =
  | { ok: true; score: number; correct: number; total: number; feedback: string }
  | { ok: false; message: string };

/** A score out of 10 with one decimal: 2 of 3 → 6.7. Integer arithmetic first, so 7 of 10 is exactly 7. */
export function scoreOutOfTen(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct * 100) / total) / 10;
}

/**
 * Grades a submission against the test's options. A question counts when the chosen option is one of its
 * correct options (with several correct options, any of them counts). Every question of the test must be
 * answered, each answer must name a question of this test and one of that question's options.
 */
export function gradeTest(options: readonly GradingOption[], answers: readonly TestAnswer[]): GradeOutcome {
  const questions = new Map<number, Map<number, boolean>>();
  for (const { questionId, optionId, correct } of options) {
    let byOption = questions.get(questionId);
    if (!byOption) {
      byOption = new Map();
      questions.set(questionId, byOption);
    }
    byOption.set(optionId, correct);
  }
  if (questions.size === 0) return { ok: false, message: STUDENT_MESSAGES.testWithoutQuestions };

  let correct = 0;
  const answered = new Set<number>();
  for (const { questionId, selectedOptionId } of answers) {
    const byOption = questions.get(questionId);
    if (!byOption) return { ok: false, message: STUDENT_MESSAGES.foreignQuestion };
    const isCorrect = byOption.get(selectedOptionId);
    if (isCorrect === undefined) return { ok: false, message: STUDENT_MESSAGES.foreignOption };
    // The body schema already refuses this; grading must not count a question twice whatever the caller.
    if (answered.has(questionId)) return { ok: false, message: STUDENT_TEST_MESSAGES.duplicateQuestion };
    answered.add(questionId);
    if (isCorrect) correct += 1;
  }
  if (answered.size < questions.size) return { ok: false, message: STUDENT_MESSAGES.missingAnswers };

  const total = questions.size;
  return {
    ok: true,
    score: scoreOutOfTen(correct, total),
    correct,
    total,
    feedback: STUDENT_MESSAGES.testFeedback(correct, total),
  };
}
