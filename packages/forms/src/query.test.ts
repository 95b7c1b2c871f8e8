import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PATH_ID_MESSAGES, pathId, QUERY_MESSAGES, strictQuery } from './query';

const message = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues[0]?.message;

describe('pathId', () => {
  const id = pathId(PATH_ID_MESSAGES.student);

  it('takes a positive int4 written in plain digits', () => {
    expect(id.parse('42')).toBe(42);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
  });

  it.each(['', '0', '-1', '1.5', '1e3', '0x1A', ' 7', '+7', '2147483648', '99999999999', 'abc'])(
    'refuses %j with the area message',
    (value) => {
      expect(message(id.safeParse(value))).toBe('El identificador no es válido.');
    },
  );
});

describe('strictQuery', () => {
  it('refuses an unknown parameter without naming it', () => {
    const query = z.strictObject({ q: z.string().optional() }, strictQuery);
    expect(message(query.safeParse({ secret: '1' }))).toBe(QUERY_MESSAGES.unknownParameter);
  });
});
