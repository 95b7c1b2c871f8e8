import { i18n } from '@lingui/core';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A sentence of @aula/forms in the reader's language. The schemas and the server word their messages in
 * Spanish only; the `forms` catalogue translates them keyed by that exact text (its ids are the Spanish
 * sentences, form-messages-extractor.ts writes them from the package). A sentence the catalogue does not
 * know, such as a server's message this build has never seen, is shown as it came.
 */
export function formMessage(spanish: string): string {
  return Object.hasOwn(i18n.messages, spanish) ? i18n._(spanish) : spanish;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * A form's errors as react-hook-form keeps them (nested like its fields, each with a `message`), with every
 * message in the reader's language. Field refs (DOM elements) are kept as they are.
 */
export function translatedErrors<Errors>(errors: Errors): Errors {
  if (Array.isArray(errors)) return errors.map(translatedErrors) as Errors;
  if (!isPlain(errors)) return errors;
  const entries = Object.entries(errors).map(([key, value]) => {
    if (key === 'message' && typeof value === 'string') return [key, formMessage(value)];
    return [key, key === 'ref' ? value : translatedErrors(value)];
  });
  return Object.fromEntries(entries) as Errors;
}

/** A react-hook-form resolver (zodResolver(schema), say) whose messages come in the reader's language. */
export function translatedResolver<Values extends FieldValues, Context, Transformed>(
  resolver: Resolver<Values, Context, Transformed>,
): Resolver<Values, Context, Transformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: translatedErrors(result.errors) } as typeof result;
  };
}
