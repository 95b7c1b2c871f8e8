export {
  type ActivityCardActivity,
  type ActivityCardLabels,
  type ActivityCardQuestion,
  type ActivityQuestionsState,
  defaultActivityCardLabels,
  TeacherActivityCard,
  type TeacherActivityCardProps,
} from './activity-card/activity-card';
export { ACTIVITY_TYPE_LABELS, type ActivityKind, formatDueDate } from './activity-card/activity-format';
export {
  ActivityForm,
  type ActivityFormLabels,
  type ActivityFormProps,
  type ActivityFormValues,
  defaultActivityFormLabels,
} from './activity-form/activity-form';
export {
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
  type ConfirmDeleteLabels,
  type DeleteStatus,
  defaultConfirmDeleteLabels,
} from './confirm-dialog/confirm-delete-dialog';
export {
  COURSE_FORM_DEFAULTS,
  CourseForm,
  type CourseFormLabels,
  type CourseFormProps,
  type CourseFormValues,
  type CourseLanguageCode,
  type CourseTypeCode,
  defaultCourseFormLabels,
} from './course-form/course-form';
export {
  type CourseStudent,
  CourseStudentsList,
  type CourseStudentsListLabels,
  type CourseStudentsListProps,
  defaultCourseStudentsListLabels,
  filterCourseStudents,
} from './course-students/course-students-list';
export {
  defaultTeacherCoursesTableLabels,
  type TeacherCourseRow,
  TeacherCoursesTable,
  type TeacherCoursesTableLabels,
  type TeacherCoursesTableProps,
} from './courses-table/courses-table';
export {
  canSubmitEvaluation,
  defaultEvaluationFormLabels,
  EvaluationForm,
  type EvaluationFormLabels,
  type EvaluationFormProps,
  type EvaluationResult,
  type EvaluationValues,
} from './evaluation-form/evaluation-form';
export {
  defaultSpeakingReviewLabels,
  type ReviewRecording,
  type SpeakingReviewLabels,
  type TestReview,
} from './evaluation-form/speaking-review';
export { distinctMessages, type FormIssue, issueAt } from './form-issues';
export { InitialsAvatar } from './initials-avatar';
export {
  defaultMaterialFormLabels,
  MaterialForm,
  type MaterialFormLabels,
  type MaterialFormProps,
  type MaterialFormValues,
} from './material-form/material-form';
export {
  defaultMediaFieldLabels,
  MEDIA_ACCEPT,
  MediaField,
  type MediaFieldLabels,
  type MediaFieldProps,
  type MediaKind,
  type MediaUploadStatus,
} from './media-field/media-field';
export { NativeSelect } from './native-select';
export {
  ChoicePart as ChoiceEditorPart,
  type ChoicePartProps as ChoiceEditorPartProps,
} from './question-editor/choice-part';
export { insertGap, removeGap } from './question-editor/gap-markers';
export { GapsPart as GapsEditorPart } from './question-editor/gaps-part';
export { QuestionKindPicker, type QuestionKindPickerProps } from './question-editor/kind-picker';
export {
  MatchingPart as MatchingEditorPart,
  type MatchingPartProps as MatchingEditorPartProps,
} from './question-editor/matching-part';
export { OrderingPart as OrderingEditorPart } from './question-editor/ordering-part';
export type { QuestionPartProps as QuestionEditorPartProps } from './question-editor/part-props';
export {
  type AudioPrompt,
  addOption,
  type CorrectMode,
  correctIndex,
  draftsFromQuestions,
  type GapDraft,
  type ItemDraft,
  newOption,
  newQuestion,
  type OptionDraft,
  optionLetter,
  type PairDraft,
  type QuestionDraft,
  questionsPayload,
  removeOption,
  type StoredQuestion,
  setCorrect,
} from './question-editor/question-drafts';
export {
  defaultQuestionEditorLabels,
  QuestionEditor,
  type QuestionEditorLabels,
  type QuestionEditorProps,
} from './question-editor/question-editor';
export type { QuestionMedia } from './question-editor/question-media';
export { ShortPart as ShortEditorPart } from './question-editor/short-part';
export { SpeakingPart as SpeakingEditorPart } from './question-editor/speaking-part';
export {
  coursesOf,
  filterStudents,
  groupStudents,
  initials,
  type StudentCourseRow,
  type StudentEntry,
} from './students-list/students';
export {
  defaultTeacherStudentsListLabels,
  TeacherStudentsList,
  type TeacherStudentsListLabels,
  type TeacherStudentsListProps,
} from './students-list/students-list';
export { type SubmittedWork, splitResults } from './submitted-tasks/results';
export {
  defaultSubmittedTasksLabels,
  SubmittedTasks,
  type SubmittedTasksLabels,
  type SubmittedTasksProps,
} from './submitted-tasks/submitted-tasks';
export { Toaster, type ToasterProps, useToasts } from './toast/toast';
export type { ToastMessage, ToastVariant } from './toast/toast-message';
