/**
 * A validation message and the field it belongs to ('title', 'questions.1.options.0.text'). The activity form
 * gets them from its `validate` prop (the @aula/forms activity rules, validation.ts) and hands the questions'
 * ones to the question editor; both only show them.
 */
export interface FormIssue {
  path: string;
  message: string;
}

/** The first message for a field, or undefined. */
export function issueAt(issues: readonly FormIssue[], path: string): string | undefined {
  return issues.find((issue) => issue.path === path)?.message;
}

/** Each distinct message once, in order (the edit activity form's single list). */
export function distinctMessages(issues: readonly FormIssue[]): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}
