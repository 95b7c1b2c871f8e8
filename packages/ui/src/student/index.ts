export { BookingSlot, type BookingSlotProps, type BookingSlotState } from './booking-slot/booking-slot';
export {
  ClassCard,
  type ClassCardLabels,
  type ClassCardProps,
  defaultClassCardLabels,
} from './class-card/class-card';
export { type ClassCardClass, type ClassState, canJoin, classState } from './class-card/class-state';
export {
  defaultStudentCourseCardLabels,
  StudentCourseCard,
  type StudentCourseCardCourse,
  type StudentCourseCardLabels,
  type StudentCourseCardProps,
  type StudentCourseType,
} from './course-card/course-card';
export { type EvaluationStats, evaluationStats, formatAverage } from './evaluations-table/evaluation-stats';
export {
  defaultEvaluationsTableLabels,
  type EvaluationRow,
  EvaluationsTable,
  type EvaluationsTableLabels,
  type EvaluationsTableProps,
} from './evaluations-table/evaluations-table';
export { formatLongDateTime, formatNumericDate } from './format';
export {
  defaultMaterialListLabels,
  MaterialList,
  type MaterialListLabels,
  type MaterialListProps,
} from './material-list/material-list';
export { type MaterialListItem, splitMaterials } from './material-list/split-materials';
export {
  defaultTaskSubmissionFormLabels,
  type TaskSubmissionErrors,
  TaskSubmissionForm,
  type TaskSubmissionFormLabels,
  type TaskSubmissionFormProps,
  type TaskSubmissionValues,
} from './task-submission-form/task-submission-form';
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
export {
  type UpcomingActivity,
  upcomingActivities,
  upcomingBadge,
  useNow,
} from './upcoming-activities/upcoming';
export {
  defaultUpcomingActivitiesLabels,
  UpcomingActivities,
  type UpcomingActivitiesLabels,
  type UpcomingActivitiesProps,
} from './upcoming-activities/upcoming-activities';
