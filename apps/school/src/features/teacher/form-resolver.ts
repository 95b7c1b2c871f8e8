import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { translatedErrors } from '../../i18n/form-messages';

type Schema = Parameters<typeof zodResolver>[0];

/**
 * react-hook-form's zodResolver on what the form would send (`bodyOf(values)`: the score as a number, the
 * text fields without the file), while the form keeps and submits what was typed. `moreErrors` adds the
 * checks the schema cannot see (a picked file).
 */
export function bodyResolver<Values extends FieldValues>(
  schema: Schema,
  bodyOf: (values: Values) => FieldValues,
  moreErrors?: (values: Values) => FieldErrors<Values>,
): Resolver<Values> {
  const check = zodResolver(schema, undefined, { raw: true });
  return async (values, context, options) => {
    // Only the form's field refs and native validation (off) are read from the options: the body's types differ.
    const answer = await check(bodyOf(values), context, options as ResolverOptions<FieldValues>);
    const errors = translatedErrors({ ...answer.errors, ...moreErrors?.(values) }) as FieldErrors<Values>;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
