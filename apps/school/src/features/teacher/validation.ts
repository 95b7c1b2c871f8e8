import { activityIssues, TEACHER_MESSAGES } from '@aula/forms';
import type { ActivityFormValues } from './course/activity-form/activity-form';
import { fromLocalInput } from './dates';
import type { FormIssue } from './form-issues';
import { questionsPayload } from './question-editor/question-drafts';

/**
 * The activity form's rules (its `validate` prop) and payload, and the typed score's reading. The other
 * teacher forms keep their resolvers beside them: the @aula/forms schemas on what each would send.
 */

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
