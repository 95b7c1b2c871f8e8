/** `@aula/ui/test-runner`: the test runner a school puts in its own page, its question parts and its helpers. */
export { ChoicePart } from './student/test-runner/choice-part';
export { GapsPart } from './student/test-runner/gaps-part';
export { ListeningPrompt, type ListeningPromptProps } from './student/test-runner/listening-prompt';
export { MatchingPart } from './student/test-runner/matching-part';
export { OrderingPart } from './student/test-runner/ordering-part';
export type { QuestionPartProps } from './student/test-runner/part-props';
export {
  QuestionCard,
  type QuestionCardProps,
  type QuestionOutcome,
} from './student/test-runner/question-card';
export {
  isAnswered,
  type QuestionAnswer,
  type TestRunnerAnswer,
  type TestRunnerQuestion,
} from './student/test-runner/question-kinds';
export { type SaveState, SaveStatus, type SaveStatusProps } from './student/test-runner/save-status';
export { ShortAnswerPart } from './student/test-runner/short-answer-part';
export { SpeakingPart } from './student/test-runner/speaking-part';
export {
  answerList,
  answersById,
  type TestAnswers,
  type TestProgress,
  testProgress,
} from './student/test-runner/test-progress';
export {
  TestRunner,
  type TestRunnerProps,
  type TestRunnerResult,
} from './student/test-runner/test-runner';
