import type { QuestionDraft } from '../../question-editor/question-drafts';
import type { ActivityKind } from '../activity-card/activity-format';

/** What the activity form edits; apart from the form so that its rules (validation.ts) can name it. */
export interface ActivityFormValues {
  type: ActivityKind;
  title: string;
  description: string;
  /** The value of a datetime-local input, 'YYYY-MM-DDTHH:mm' in the teacher's time zone. */
  dueDate: string;
  /** A test's questions (ignored for a written task). */
  questions: QuestionDraft[];
  /** A test only: students may still take it after its due date (decision 103). */
  allowLateAttempts?: boolean;
}
