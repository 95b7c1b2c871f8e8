import { activityFormSchema } from '@aula/forms';
import type { ActivityFormValues } from './course/activity-form/activity-values';
import { fromLocalInput } from './dates';
import { bodyResolver } from './form-resolver';
import { questionsPayload } from './question-editor/question-drafts';

/**
 * The activity form's resolver and payload, and the typed score's reading. The other teacher forms keep
 * their resolvers beside them: the @aula/forms schemas on what each would send.
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

/** The create or edit form's rules (@aula/forms) on what it would send, messages by field. */
export function activityResolver(mode: 'create' | 'edit') {
  return bodyResolver<ActivityFormValues>(activityFormSchema(mode), (values) => ({
    type: values.type,
    // The zone moves the instant, never whether the date reads: any one does for the messages.
    ...activityPayload(values, 'UTC'),
  }));
}

/** The score as typed ('8,5' or '8.5') as a number, or undefined when empty or unreadable. */
export function parseScore(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}
