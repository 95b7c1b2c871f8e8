import {
  activityIssues,
  addMaterialSchema,
  createCourseSchemaFor,
  editMaterialSchema,
  evaluationSchema,
  localIsoDate,
  materialFileError,
  TEACHER_MESSAGES,
} from '@aula/forms';
import type { ActivityFormValues } from './course/activity-form/activity-form';
import type { MaterialFormValues } from './course/material-form/material-form';
import { fromLocalInput } from './dates';
import type { FormIssue } from './form-issues';
import { bodyResolver } from './form-resolver';
import type { CourseFormValues } from './panel/course-form/course-form';
import type { EvaluationValues } from './panel/evaluation-form/evaluation-form';
import { questionsPayload } from './question-editor/question-drafts';

/**
 * The teacher forms' rules: the @aula/forms schemas (the ones the server applies) on what each form would
 * send, as react-hook-form resolvers, and the activity form's `validate` prop and payload.
 */

/** 'Crear Curso': the end date may not be before `today` (YYYY-MM-DD, the browser's date by default). */
export function courseResolver(today?: string) {
  return bodyResolver<CourseFormValues>(
    createCourseSchemaFor(() => today ?? localIsoDate()),
    (values) => values,
  );
}

/** The schema's text fields, and the file's type and size, which only the form sees before uploading. */
export function materialResolver(mode: 'add' | 'edit') {
  return bodyResolver<MaterialFormValues>(
    mode === 'add' ? addMaterialSchema : editMaterialSchema,
    ({ title, youtubeLink }) => ({ title, youtubeLink }),
    ({ file }) => {
      const message = file ? materialFileError(file) : null;
      return message ? { file: { type: 'file', message } } : {};
    },
  );
}

/** The payload of the activity calls, from the form's values; the due date is a wall time of `timeZone`. */
export function activityPayload(values: ActivityFormValues, timeZone: string) {
  return {
    title: values.title,
    description: values.description,
    dueDate: fromLocalInput(values.dueDate, timeZone),
    ...(values.type === 'TEST' ? { questions: questionsPayload(values.questions) } : {}),
  };
}

// Spec, "Validation rules": the create form requires question and option texts; "at least 2 options" is only
// a hint there, and it says nothing of the question count or correct answers. The server still checks them
// all and its message is shown when it refuses.
const NOT_ENFORCED_ON_CREATE = new Set<string>([
  TEACHER_MESSAGES.optionsMin,
  TEACHER_MESSAGES.correctRequired,
  TEACHER_MESSAGES.questionsRequired,
]);

export function activityFormIssues(mode: 'create' | 'edit') {
  return (values: ActivityFormValues): FormIssue[] => {
    // The zone moves the instant, never whether the date reads: any one does for the messages.
    const issues = activityIssues(activityPayload(values, 'UTC'), {
      descriptionRequired: mode === 'edit',
      test: values.type === 'TEST',
    });
    return mode === 'create' ? issues.filter((issue) => !NOT_ENFORCED_ON_CREATE.has(issue.message)) : issues;
  };
}

/** The score as typed ('8,5' or '8.5') as a number, or undefined when empty or unreadable. */
export function parseScore(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The evaluation as the server reads it: the score typed with either decimal separator, as a number. */
export const evaluationResolver = bodyResolver<EvaluationValues>(
  evaluationSchema.pick({ score: true, feedback: true }),
  (values) => ({ score: parseScore(values.score), feedback: values.feedback }),
);
