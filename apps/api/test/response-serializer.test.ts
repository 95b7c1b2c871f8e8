import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app';
import { responseJsonSchema, responseSerializerCompiler } from '../src/http/response-serializer';
import { TestContext } from './support/harness';

type JsonSchema = Record<string, unknown>;
const MAX_SAMPLES = 40;

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2026-03-04T05:06:07.000Z',
  date: '2026-03-04',
  email: 'ana.garcia@example.com',
  uri: 'https://example.com/a',
  uuid: '123e4567-e89b-42d3-a456-426614174000',
};

/**
 * Values a JSON Schema admits: one with every field, one with only the required ones, and one more for each
 * other choice anywhere inside (each enum value, each union member, null where allowed, an empty list).
 */
function samples(schema: JsonSchema, root: JsonSchema): unknown[] {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/definitions/', '');
    return samples((root.definitions as Record<string, JsonSchema>)[name] as JsonSchema, root);
  }
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return union.flatMap((member) => samples(member, root));
  if ('const' in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum;
  // A nullable scalar (`type: ['number', 'null']`): a value of each type, so several of them in one object
  // can all be valid at once.
  if (Array.isArray(schema.type))
    return (schema.type as string[]).flatMap((type) => samples({ ...schema, type }, root));
  switch (schema.type) {
    case 'object':
      return objectSamples(schema, root);
    case 'array': {
      const items = samples((schema.items ?? {}) as JsonSchema, root);
      return [[items[0]], ...items.slice(1).map((item) => [item, items[0]]), []];
    }
    case 'string': {
      const format = STRING_FORMATS[schema.format as string];
      return [format ?? 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)))];
    }
    case 'integer':
      return [Math.max(3, Number(schema.minimum ?? 3))];
    case 'number':
      return [Math.max(1.5, Number(schema.minimum ?? 1.5))];
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    default:
      return ['un valor cualquiera', 7, null];
  }
}

function objectSamples(schema: JsonSchema, root: JsonSchema): unknown[] {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const required = new Set((schema.required ?? []) as string[]);
  const choices = properties.map(([key, property]) => [key, samples(property, root)] as const);
  const full = Object.fromEntries(choices.map(([key, values]) => [key, values[0]]));
  const minimal = Object.fromEntries(Object.entries(full).filter(([key]) => required.has(key)));
  const variants = choices.flatMap(([key, values]) =>
    values.slice(1).map((value) => ({ ...full, [key]: value })),
  );
  return [full, minimal, ...variants].slice(0, MAX_SAMPLES);
}

/**
 * The compiled serializer production uses (decision 126) writes, for every response of every route, the same
 * JSON as the zod check and JSON.stringify the tests keep: on sample values of each schema, whichever zod
 * accepts.
 */
describe('responses written by compiled serializers', () => {
  const ctx = new TestContext('pglite');
  let app: App;
  beforeAll(async () => {
    await ctx.setup();
    app = await ctx.app();
    await app.ready();
  });
  afterAll(() => ctx.teardown());

  it('write what zod writes, for every response of every route', () => {
    const compile = responseSerializerCompiler(false);
    let compared = 0;
    const unsampled: string[] = [];
    for (const route of app.routeTable) {
      for (const [status, schema] of Object.entries(route.responses ?? {})) {
        const zodSchema = schema as z.ZodType;
        const serialize = compile({ schema: zodSchema, method: route.method, url: route.url });
        const jsonSchema = responseJsonSchema(zodSchema) as JsonSchema;
        const accepted = samples(jsonSchema, jsonSchema).filter(
          (sample) => zodSchema.safeParse(sample).success,
        );
        if (accepted.length === 0) unsampled.push(`${route.method} ${route.url} ${status}`);
        for (const sample of accepted) {
          const expected = JSON.parse(JSON.stringify(z.encode(zodSchema, sample)));
          expect(JSON.parse(serialize(sample)), `${route.method} ${route.url} ${status}`).toEqual(expected);
          compared++;
        }
      }
    }
    expect(unsampled).toEqual([]);
    console.info(`compiled serializers: ${compared} samples over ${app.routeTable.length} routes`);
    expect(compared).toBeGreaterThan(app.routeTable.length);
  });

  it('write only the declared fields, as zod strips the rest', () => {
    const schema = z.object({ id: z.number().int(), name: z.string().optional() });
    const serialize = responseSerializerCompiler(false)({ schema, method: 'GET', url: '/x' });
    expect(serialize({ id: 1, passwordHash: 'secreto' })).toBe('{"id":1}');
  });

  it('refuse, under the tests, an answer that breaks its schema', () => {
    const schema = z.object({ id: z.number().int() });
    const serialize = responseSerializerCompiler(true)({ schema, method: 'GET', url: '/x' });
    expect(() => serialize({ id: 'uno' })).toThrow();
    expect(serialize({ id: 1 })).toBe('{"id":1}');
  });
});
