import type { FormIssue } from '../form-issues';
import type { QuestionDraft } from './question-drafts';

/** What every kind's part of the question editor takes. */
export interface QuestionPartProps {
  question: QuestionDraft;
  /** The issue path of the question, 'questions.2'. */
  base: string;
  issues: readonly FormIssue[];
  /** Each field's own message under it (the create form); the edit form lists them above. */
  showMessages: boolean;
  disabled: boolean;
  onChange: (next: QuestionDraft) => void;
}

/** The first message for a field or anything inside it ('questions.0.accepted' covers '….accepted.1'). */
export function issueUnder(issues: readonly FormIssue[], path: string): string | undefined {
  return issues.find((issue) => issue.path === path || issue.path.startsWith(`${path}.`))?.message;
}

/** A field's message under it when the part shows them, and whether it is marked invalid (always). */
export function fieldMessages(issues: readonly FormIssue[], showMessages: boolean) {
  return {
    shown: (path: string) => (showMessages ? issueUnder(issues, path) : undefined),
    invalid: (path: string) => (issueUnder(issues, path) ? true : undefined),
  };
}

/** One answer per line in a textarea, kept as the lines typed (blank ones dropped only in the payload). */
export function linesOf(value: string): string[] {
  return value.split('\n');
}
