export {
  defaultStudentCourseCardLabels,
  StudentCourseCard,
  type StudentCourseCardCourse,
  type StudentCourseCardLabels,
  type StudentCourseCardProps,
  type StudentCourseType,
} from './course-card/course-card';
export { formatLongDateTime, formatNumericDate } from './format';
export { ChoicePart } from './test-runner/choice-part';
export { GapsPart } from './test-runner/gaps-part';
export { ListeningPrompt, type ListeningPromptProps } from './test-runner/listening-prompt';
export { MatchingPart } from './test-runner/matching-part';
export { OrderingPart } from './test-runner/ordering-part';
export type { QuestionPartProps } from './test-runner/part-props';
export { QuestionCard, type QuestionCardProps, type QuestionOutcome } from './test-runner/question-card';
export {
  isAnswered,
  type QuestionAnswer,
  type TestRunnerAnswer,
  type TestRunnerQuestion,
} from './test-runner/question-kinds';
export { defaultQuestionLabels, type QuestionLabels } from './test-runner/question-labels';
export { type SaveState, SaveStatus, type SaveStatusProps } from './test-runner/save-status';
export { ShortAnswerPart } from './test-runner/short-answer-part';
export { SpeakingPart } from './test-runner/speaking-part';
export {
  answerList,
  answersById,
  type TestAnswers,
  type TestProgress,
  testProgress,
} from './test-runner/test-progress';
export {
  defaultTestRunnerLabels,
  TestRunner,
  type TestRunnerLabels,
  type TestRunnerProps,
  type TestRunnerResult,
} from './test-runner/test-runner';
