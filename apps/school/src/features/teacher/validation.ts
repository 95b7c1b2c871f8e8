import { activityFormSchema } from '@aula/forms';
import type { Resolver } from 'react-hook-form';
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

/** What the form would send, as its schema reads it (any zone does: it moves the instant, not its validity). */
const activityBody = (values: ActivityFormValues) => ({
  type: values.type,
  ...activityPayload(values, 'UTC'),
});

/** The create or edit form's rules (@aula/forms) on what it would send, messages by field. */
export function activityResolver(mode: 'create' | 'edit'): Resolver<ActivityFormValues> {
  const check = bodyResolver<ActivityFormValues>(activityFormSchema(mode), activityBody);
  // A list's own message (too few options, a repeated pair) is kept beside its items' as `root`. Told the
  // form's field names, the resolver would instead let the later of the two replace the other.
  return (values, context, options) => check(values, context, { ...options, names: undefined });
}

/** The edit form's summary: each message of the rules on these values once, in the spec's order. */
export function activityMessages(mode: 'create' | 'edit', values: ActivityFormValues): string[] {
  const result = activityFormSchema(mode).safeParse(activityBody(values));
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

/** The score as typed ('8,5' or '8.5') as a number, or undefined when empty or unreadable. */
export function parseScore(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}
