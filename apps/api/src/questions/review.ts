import type { ReviewKey, ReviewOutcome, ReviewQuestion } from '@aula/contract';
import type { QuestionData, QuestionKind, SubmittedAnswer } from '../db/question-data';
import { type GradableQuestion, gradeAnswer } from './grading';
import { studentKindFields } from './question-views';

/** A question of a submitted test as the review reads it: the student's view and the key together. */
export interface ReviewSource extends GradableQuestion {
  text: string;
  options: { id: number; text: string; correct: boolean }[];
}

/** Two decimals: 10 / 3 shows as 3.33, not 3.3333333333333335. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The correct answer in the terms of the student's view; none for a speaking question. */
export function keyOf(
  kind: QuestionKind,
  data: QuestionData,
  options: ReviewSource['options'],
): ReviewKey | null {
  switch (kind) {
    case 'choice':
      return { optionIds: options.filter((option) => option.correct).map((option) => option.id) };
    case 'gaps':
      return { gaps: (data.gaps ?? []).map((gap) => gap.accepted) };
    case 'matching':
      return { pairs: (data.pairs ?? []).map((pair) => ({ left: pair.id, right: pair.rightId })) };
    case 'ordering':
      return { order: (data.items ?? []).map((item) => item.id) };
    case 'short':
      return { accepted: data.accepted ?? [] };
    case 'speaking':
      return null;
  }
}

/** How much of the question the answer earned: the share grading gave it (a refused or missing one earns 0). */
function shareOf(question: ReviewSource, answer: SubmittedAnswer | null): number {
  if (!answer) return 0;
  const grade = gradeAnswer(question, answer);
  return 'share' in grade ? grade.share : 0;
}

function outcomeOf(share: number): ReviewOutcome {
  if (share >= 1) return 'right';
  return share > 0 ? 'partial' : 'wrong';
}

/**
 * Each question of a submitted test with the student's answer and its marks, graded again by the same rules
 * that scored it (the key cannot change once a test has results). Every question is worth 10 / their number.
 */
export function reviewQuestions(
  questions: readonly ReviewSource[],
  answers: readonly SubmittedAnswer[],
  options: { keyShown: boolean; mediaUrl: (file: string) => string },
): ReviewQuestion[] {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const worth = questions.length > 0 ? 10 / questions.length : 0;
  return questions.map((question) => {
    const answer = byQuestion.get(question.id) ?? null;
    const view = {
      id: question.id,
      text: question.text,
      options: question.options.map(({ id, text }) => ({ id, text })),
      ...studentKindFields(question.kind, question.data, options.mediaUrl),
    };
    if (question.kind === 'speaking') {
      const recording = answer?.recording;
      return {
        ...view,
        answer,
        outcome: 'teacher',
        points: null,
        maxPoints: twoDecimals(worth),
        recordingUrl: recording ? options.mediaUrl(recording) : null,
        key: null,
      };
    }
    const share = shareOf(question, answer);
    return {
      ...view,
      answer,
      outcome: outcomeOf(share),
      points: twoDecimals(share * worth),
      maxPoints: twoDecimals(worth),
      recordingUrl: null,
      key: options.keyShown ? keyOf(question.kind, question.data, question.options) : null,
    };
  });
}

/**
 * Whether the key may be shown now: once no classmate can still take the test with it (decision 163), that is
 * when the course has finished, or the due date has passed on a test that takes no late attempts.
 */
export function keyShownNow(
  test: { dueDate: Date; allowLateAttempts: boolean; courseCompleted: boolean },
  now: Date,
): boolean {
  return test.courseCompleted || (!test.allowLateAttempts && now > test.dueDate);
}
