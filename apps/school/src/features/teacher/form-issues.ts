import type { FieldError, FieldErrors } from 'react-hook-form';

/**
 * A validation message and the field it belongs to ('title', 'questions.1.options.0.text'): react-hook-form's
 * errors of the activity form as a flat list, which the form and the question editor's parts read by path.
 */
export interface FormIssue {
  path: string;
  message: string;
}

/** The first message for a field, or undefined. */
export function issueAt(issues: readonly FormIssue[], path: string): string | undefined {
  return issues.find((issue) => issue.path === path)?.message;
}

const OWN_KEYS = new Set(['message', 'type', 'types', 'ref', 'root']);

/**
 * react-hook-form's nested errors (as its resolver builds them from the schema's issues) as a flat list, in
 * the schema's order: a field's own message, or a list's (`root`), comes before those of its items.
 */
export function errorIssues(errors: FieldErrors | FieldError | undefined, path = ''): FormIssue[] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown> & { message?: unknown; root?: { message?: unknown } };
  const own = [node.message, node.root?.message].filter((message) => typeof message === 'string');
  return [
    ...own.map((message) => ({ path, message })),
    ...Object.keys(node)
      .filter((key) => !OWN_KEYS.has(key))
      .flatMap((key) => errorIssues(node[key] as FieldErrors, path ? `${path}.${key}` : key)),
  ];
}
