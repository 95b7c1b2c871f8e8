import { z } from 'zod';

/**
 * What every path and query parameter of /api shares: a numeric id in the path and strict query strings.
 * The server validates with these same schemas, so a hand-made URL gets the same Spanish message everywhere.
 */
export const QUERY_MESSAGES = {
  unknownParameter: 'La petición contiene parámetros no permitidos.',
} as const;

/**
 * The message of a wrong id in the path, per area. Three texts because each area's answer was already
 * published before the areas shared one schema (decision 120); the rule behind them is the same.
 */
export const PATH_ID_MESSAGES = {
  admin: 'El identificador del curso no es válido.',
  student: 'El identificador no es válido.',
  teacher: 'Identificador no válido.',
} as const;

// PostgreSQL integers stop here; a larger number in the URL is a bad request, not a database error.
export const INT4_MAX = 2_147_483_647;

/** A parameter that must be a whole number in [min, max]; "", "abc", "1e3" and "1.5" fail with `message`. */
export function wholeNumber(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** A table's key in the path: a positive int4, written in plain digits. */
export function pathId(message: string) {
  return wholeNumber(1, INT4_MAX, message);
}

/** A query string takes only the parameters it names; the message does not echo the others. */
export const strictQuery = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? QUERY_MESSAGES.unknownParameter : undefined,
};
