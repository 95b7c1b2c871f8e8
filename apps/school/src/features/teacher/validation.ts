import {
  activityIssues,
  addMaterialSchema,
  createCourseSchema,
  editMaterialSchema,
  evaluationSchema,
  formIssues,
  materialFileError,
  TEACHER_MESSAGES,
} from '@aula/forms';
import type { ActivityFormValues } from './course/activity-form/activity-form';
import type { MaterialFormValues } from './course/material-form/material-form';
import { fromLocalInput } from './dates';
import type { FormIssue } from './form-issues';
import type { CourseFormValues } from './panel/course-form/course-form';
import type { EvaluationValues } from './panel/evaluation-form/evaluation-form';
import { questionsPayload } from './question-editor/question-drafts';

/**
 * The teacher forms' `validate` props: the @aula/forms schemas (the ones the server applies) run on what
 * the form would send, and their messages go back to the fields.
 */

/** One message per field: the first the schema reports (required before minimum length). */
function firstPerField(issues: FormIssue[]): FormIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
}

export function courseIssues(values: CourseFormValues): FormIssue[] {
  const parsed = createCourseSchema.safeParse(values);
  return parsed.success ? [] : firstPerField(formIssues(parsed.error));
}

export function materialIssues(mode: 'add' | 'edit') {
  const schema = mode === 'add' ? addMaterialSchema : editMaterialSchema;
  return (values: MaterialFormValues): FormIssue[] => {
    const parsed = schema.safeParse({ title: values.title, youtubeLink: values.youtubeLink });
    const issues = parsed.success ? [] : firstPerField(formIssues(parsed.error));
    const fileError = values.file ? materialFileError(values.file) : null;
    return fileError ? [...issues, { path: 'file', message: fileError }] : issues;
  };
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

export function evaluationIssues(values: EvaluationValues): FormIssue[] {
  const parsed = evaluationSchema.safeParse({ score: parseScore(values.score), feedback: values.feedback });
  return parsed.success ? [] : firstPerField(formIssues(parsed.error));
}
