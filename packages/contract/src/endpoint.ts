import type { z } from 'zod';
import { errorResponseSchema } from './responses/auth';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of /api, the single place its shape is written: the server's route and the client's call are
 * both built from it (decision 120).
 */
export interface Endpoint {
  readonly method: Method;
  /** The path under /api, each parameter written `:name` (the router's own syntax). */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. Uploads have none: they are multipart forms, read part by part by their route. */
  readonly body?: z.ZodType;
  /** The answer of every status the route gives: its success and each refusal. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
}

/** Declares an endpoint, keeping its literal path and exact schemas in the type. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** The `{ error }` answer for each of `statuses`: every refusal has that one shape. */
export function refusals<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as {
    [K in S[number]]: typeof errorResponseSchema;
  };
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's parameters, by name. */
export type PathParams<Path extends string> = Record<ParamNames<Path>, string | number>;

/** The endpoint's path with its parameters filled in, each encoded as one segment. */
export function pathTo<const Path extends string>(
  { path }: { path: Path },
  values?: PathParams<Path>,
): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (values as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201>;

/** The schema of the endpoint's successful answer (200, or 201 for what it creates). */
export type SuccessSchema<E extends Endpoint> = E['responses'][SuccessStatus<E>];

export function successSchema<E extends Endpoint>(definition: E): SuccessSchema<E> {
  const schema = definition.responses[200] ?? definition.responses[201];
  if (!schema) throw new Error(`${definition.method} ${definition.path} declares no successful answer`);
  return schema as SuccessSchema<E>;
}
