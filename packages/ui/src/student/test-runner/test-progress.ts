import {
  answerOf,
  isAnswered,
  type QuestionAnswer,
  type TestRunnerAnswer,
  type TestRunnerQuestion,
} from './question-kinds';

/** The answers of a test in progress: question id → what the student has given so far. */
export type TestAnswers = Readonly<Record<number, QuestionAnswer>>;

export interface TestProgress {
  answered: number;
  total: number;
  /** Ids of the questions not fully answered yet, in the order of the test. */
  unanswered: number[];
  complete: boolean;
  /** 0 to 100, rounded, for the progress bar. */
  percent: number;
}

/** How far the student is: a question counts when every part of it is given; other questions' answers do not. */
export function testProgress(questions: readonly TestRunnerQuestion[], answers: TestAnswers): TestProgress {
  const unanswered = questions.filter((q) => !isAnswered(q, answers[q.id])).map((q) => q.id);
  const total = questions.length;
  const answered = total - unanswered.length;
  return {
    answered,
    total,
    unanswered,
    complete: total > 0 && unanswered.length === 0,
    percent: total === 0 ? 0 : Math.round((answered / total) * 100),
  };
}

/** The body of the submission (and of a draft): one answer per question given, in the order of the test. */
export function answerList(
  questions: readonly TestRunnerQuestion[],
  answers: TestAnswers,
): TestRunnerAnswer[] {
  return questions.flatMap((q) => {
    const answer = answers[q.id];
    return answer === undefined ? [] : [answerOf(q, answer)];
  });
}

/** A draft from the server (a list) as the runner's answers, keeping only this test's questions. */
export function answersById(
  questions: readonly TestRunnerQuestion[],
  list: readonly TestRunnerAnswer[],
): TestAnswers {
  const ids = new Set(questions.map((q) => q.id));
  const answers: Record<number, QuestionAnswer> = {};
  for (const { questionId, ...answer } of list) if (ids.has(questionId)) answers[questionId] = answer;
  return answers;
}
