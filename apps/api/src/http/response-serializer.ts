import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ResponseSchema = z.ZodType | { properties: z.ZodType };
type Serialize = (data: unknown) => string;

function zodSchemaOf(schema: ResponseSchema): z.ZodType {
  return schema instanceof z.ZodType ? schema : schema.properties;
}

/** A route's response schema as the JSON Schema fast-json-stringify compiles (the shape the contract promises). */
export function responseJsonSchema(schema: ResponseSchema) {
  return z.toJSONSchema(zodSchemaOf(schema), { io: 'output', target: 'draft-07', unrepresentable: 'any' });
}

/**
 * Answers written by a serializer compiled from each route's response schema, instead of checking every
 * answer against it with zod and then JSON.stringify (decision 126). The compiled serializer writes only the
 * declared fields, as zod's stripping did; it does not reject a wrong shape, so `checked` (the tests) also
 * runs the zod check and throws unless both write the same JSON: every answer of every API test proves the
 * two agree.
 */
export function responseSerializerCompiler(checked: boolean) {
  return (route: { schema: ResponseSchema; method: string; url: string }): Serialize => {
    const fast: Serialize = fastJson(responseJsonSchema(route.schema) as Parameters<typeof fastJson>[0]);
    if (!checked) return fast;
    const contract = zodSerializerCompiler(route) as Serialize;
    return (data) => {
      const expected = contract(data);
      const written = fast(data);
      // The same JSON value; the key order may differ (the compiled one writes required fields first).
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${written} where zod wrote ${expected}`,
        );
      }
      return written;
    };
  };
}
