/** The answers of a test in progress: question id → chosen option id. */
export type TestAnswers = Readonly<Record<number, number>>;

export interface TestProgress {
  answered: number;
  total: number;
  /** Ids of the questions still without an answer, in the order of the test. */
  unanswered: number[];
  complete: boolean;
  /** 0 to 100, rounded, for the progress bar. */
  percent: number;
}

/** How far the student is: only answers to questions of this test count. */
export function testProgress(questions: readonly { id: number }[], answers: TestAnswers): TestProgress {
  const unanswered = questions.filter((q) => answers[q.id] === undefined).map((q) => q.id);
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

/** The body of the submission: one chosen option per question, in the order of the test. */
export function answerList(
  questions: readonly { id: number }[],
  answers: TestAnswers,
): { questionId: number; selectedOptionId: number }[] {
  return questions.flatMap((q) => {
    const selectedOptionId = answers[q.id];
    return selectedOptionId === undefined ? [] : [{ questionId: q.id, selectedOptionId }];
  });
}
