import { ANSWER_MESSAGES, answerFields, normaliseAnswer, STUDENT_TEST_MESSAGES } from '@aula/forms';
import { STUDENT_MESSAGES } from '../courses/student-messages';
import type { QuestionData, QuestionKind, SubmittedAnswer } from '../db/question-data';

/** A question as grading reads it: its kind, data and (choice) options with their correctness. */
export interface GradableQuestion {
  id: number;
  kind: QuestionKind;
  data: QuestionData;
  options: { id: number; correct: boolean }[];
}

/** A share of the question earned (0 to 1), 'review' for a speaking answer, or a refusal's message. */
type AnswerGrade = { share: number } | { review: true } | { refused: string };

export type SubmissionGrade =
  | {
      ok: true;
      /** Out of 10, one decimal; null while a speaking answer waits for the teacher. */
      score: number | null;
      /** Out of 10 over the auto-graded questions only; null when all are speaking ones. */
      autoScore: number | null;
      pendingReview: boolean;
      feedback: string;
    }
  | { ok: false; message: string };

const refused = (message: string): AnswerGrade => ({ refused: message });
const share = (earned: number, of: number): AnswerGrade => ({ share: of > 0 ? Math.max(0, earned) / of : 0 });

/** The field a question of this kind is answered with. */
export function expectedField(question: Pick<GradableQuestion, 'kind' | 'data'>) {
  if (question.kind === 'choice') return question.data.multiple ? 'selectedOptionIds' : 'selectedOptionId';
  return (
    { gaps: 'gaps', matching: 'pairs', ordering: 'order', short: 'text', speaking: 'recording' } as const
  )[question.kind];
}

function gradeChoice(question: GradableQuestion, answer: SubmittedAnswer): AnswerGrade {
  const correctness = new Map(question.options.map((option) => [option.id, option.correct]));
  if (!question.data.multiple) {
    const correct = correctness.get(answer.selectedOptionId ?? 0);
    if (correct === undefined) return refused(STUDENT_MESSAGES.foreignOption);
    return share(correct ? 1 : 0, 1);
  }
  const ticked = answer.selectedOptionIds ?? [];
  if (ticked.some((id) => !correctness.has(id))) return refused(STUDENT_MESSAGES.foreignOption);
  const correctCount = question.options.filter((option) => option.correct).length;
  const right = ticked.filter((id) => correctness.get(id)).length;
  const wrong = ticked.length - right;
  if (wrong === 0 && right === correctCount) return share(1, 1);
  return share(right - wrong, correctCount);
}

function gradeGaps({ data }: GradableQuestion, answer: SubmittedAnswer): AnswerGrade {
  const gaps = data.gaps ?? [];
  const given = answer.gaps ?? [];
  if (given.length > gaps.length) return refused(ANSWER_MESSAGES.tooManyParts);
  const options = { ignoreCase: data.ignoreCase, ignoreAccents: data.ignoreAccents };
  const right = gaps.filter((gap, g) => {
    const typed = normaliseAnswer(given[g] ?? '', options);
    return typed !== '' && gap.accepted.some((accepted) => normaliseAnswer(accepted, options) === typed);
  }).length;
  return share(right, gaps.length);
}

function gradeMatching({ data }: GradableQuestion, answer: SubmittedAnswer): AnswerGrade {
  const pairs = data.pairs ?? [];
  const rightOf = new Map(pairs.map((pair) => [pair.id, pair.rightId]));
  const rights = new Set(pairs.map((pair) => pair.rightId));
  const given = answer.pairs ?? [];
  const lefts = new Set(given.map((pair) => pair.left));
  if (lefts.size !== given.length) return refused(ANSWER_MESSAGES.tooManyParts);
  if (given.some((pair) => !rightOf.has(pair.left) || !rights.has(pair.right)))
    return refused(STUDENT_MESSAGES.foreignOption);
  return share(given.filter((pair) => rightOf.get(pair.left) === pair.right).length, pairs.length);
}

function gradeOrdering({ data }: GradableQuestion, answer: SubmittedAnswer): AnswerGrade {
  const items = data.items ?? [];
  const textOf = new Map(items.map((item) => [item.id, item.text]));
  const order = answer.order ?? [];
  if (order.some((id) => !textOf.has(id))) return refused(STUDENT_MESSAGES.foreignOption);
  // By text, so two items that read the same are interchangeable, as the student sees them.
  const right = items.filter((item, position) => textOf.get(order[position] ?? 0) === item.text).length;
  return share(right, items.length);
}

function gradeShort({ data }: GradableQuestion, answer: SubmittedAnswer): AnswerGrade {
  const options = { ignoreCase: true, ignoreAccents: data.ignoreAccents };
  const typed = normaliseAnswer(answer.text ?? '', options);
  const right = typed !== '' && (data.accepted ?? []).some((a) => normaliseAnswer(a, options) === typed);
  return share(right ? 1 : 0, 1);
}

const GRADERS = {
  choice: gradeChoice,
  gaps: gradeGaps,
  matching: gradeMatching,
  ordering: gradeOrdering,
  short: gradeShort,
  speaking: () => ({ review: true }) as const,
} satisfies Record<QuestionKind, (question: GradableQuestion, answer: SubmittedAnswer) => AnswerGrade>;

/** One question's grade: the answer must carry exactly its kind's field. */
export function gradeAnswer(question: GradableQuestion, answer: SubmittedAnswer): AnswerGrade {
  const fields = answerFields(answer);
  if (fields.length !== 1 || fields[0] !== expectedField(question)) return refused(ANSWER_MESSAGES.wrongKind);
  return GRADERS[question.kind](question, answer);
}

/** Out of 10 with one decimal; the sum of shares rounded first so 0.1 + 0.2 never shows as 0.30000000004. */
export function scoreOutOfTen(earned: number, questionCount: number): number {
  if (questionCount <= 0) return 0;
  return Math.round(Number(((earned * 100) / questionCount).toFixed(6))) / 10;
}

/**
 * Grades a submission (decision 141): each question counts 10 / question count, times the share earned.
 * Every question must be answered, each answer naming a question of this test with its kind's field. A
 * speaking answer leaves the score to the teacher: pendingReview, score null, the auto part kept.
 */
export function gradeSubmission(
  questions: readonly GradableQuestion[],
  answers: readonly SubmittedAnswer[],
): SubmissionGrade {
  if (questions.length === 0) return { ok: false, message: STUDENT_MESSAGES.testWithoutQuestions };
  const byId = new Map(questions.map((question) => [question.id, question]));
  const graded = new Map<number, AnswerGrade>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) return { ok: false, message: STUDENT_MESSAGES.foreignQuestion };
    if (graded.has(answer.questionId)) return { ok: false, message: STUDENT_TEST_MESSAGES.duplicateQuestion };
    const grade = gradeAnswer(question, answer);
    if ('refused' in grade) return { ok: false, message: grade.refused };
    graded.set(answer.questionId, grade);
  }
  if (graded.size < questions.length) return { ok: false, message: STUDENT_MESSAGES.missingAnswers };

  const shares = [...graded.values()].flatMap((grade) => ('share' in grade ? [grade.share] : []));
  const earned = shares.reduce((sum, value) => sum + value, 0);
  const pendingReview = shares.length < questions.length;
  const autoScore = shares.length > 0 ? scoreOutOfTen(earned, shares.length) : null;
  const fullyRight = shares.filter((value) => value === 1).length;
  return {
    ok: true,
    score: pendingReview ? null : scoreOutOfTen(earned, questions.length),
    autoScore,
    pendingReview,
    feedback: STUDENT_MESSAGES.testFeedback(fullyRight, shares.length),
  };
}
