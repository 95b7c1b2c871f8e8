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
export { distinctMessages, type FormIssue, issueAt } from './form-issues';
export { InitialsAvatar } from './initials-avatar';
export {
  defaultMaterialFormLabels,
  MaterialForm,
  type MaterialFormLabels,
  type MaterialFormProps,
  type MaterialFormValues,
} from './material-form/material-form';
export { NativeSelect } from './native-select';
export {
  addOption,
  type CorrectMode,
  correctIndex,
  draftsFromQuestions,
  newOption,
  newQuestion,
  type OptionDraft,
  optionLetter,
  type QuestionDraft,
  questionsPayload,
  removeOption,
  setCorrect,
} from './question-editor/question-drafts';
export {
  defaultQuestionEditorLabels,
  QuestionEditor,
  type QuestionEditorLabels,
  type QuestionEditorProps,
} from './question-editor/question-editor';
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
export { Toaster, type ToasterProps, type ToastMessage, type ToastVariant, useToasts } from './toast/toast';
