import { describe, expect, it } from 'vitest';
import { firstRegistrationError, REGISTER_MESSAGES, registerSchema } from './auth';
import { taskAnswerError } from './student';
import { createCourseSchema, evaluationSchema, isIsoDateTime } from './teacher';
import { allTextStorable, hasNul, normalizedText, storableText, TEXT_MESSAGES } from './text';

const valid = {
  name: 'Ana',
  surname: 'García',
  username: 'ana.garcia',
  email: 'ana@example.com',
  password: 'una-clave-larga-9',
  passwordConfirm: 'una-clave-larga-9',
};

describe('hostile text in the forms', () => {
  it('finds NUL bytes anywhere in a value', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(hasNul('ab')).toBe(false);
    expect(allTextStorable({ a: ['x', { b: 'y\u0000' }] })).toBe(false);
    expect(allTextStorable({ 'k\u0000': 'y' })).toBe(false);
    expect(allTextStorable({ a: ['x', { b: 'y' }], n: 1 })).toBe(true);
  });

  it('finds lone surrogates but keeps pairs (emoji) as text', () => {
    expect(storableText('\ud800')).toBe(false);
    expect(storableText('a\udc00b')).toBe(false);
    expect(storableText('\udc00\ud800')).toBe(false);
    expect(storableText('😀 ñ €')).toBe(true);
    expect(allTextStorable(['ok', '\ud83d'])).toBe(false);
  });

  it('refuses a NUL in free texts with one Spanish message', () => {
    expect(taskAnswerError('hola\u0000')).toBe(TEXT_MESSAGES.nulCharacter);
    const course = createCourseSchema.safeParse({
      name: 'Curso\u0000',
      description: 'Una descripción larga.',
    });
    expect(course.error?.issues[0]?.message).toBe(TEXT_MESSAGES.nulCharacter);
    const evaluation = evaluationSchema.safeParse({ score: 7, feedback: 'Bien\u0000' });
    expect(evaluation.error?.issues[0]?.message).toBe(TEXT_MESSAGES.nulCharacter);
  });

  it('takes due dates only within years 0001-9999 once their offset is applied', () => {
    expect(isIsoDateTime('2030-07-01T10:00:00+02:00')).toBe(true);
    expect(isIsoDateTime('0001-01-01T00:00:00Z')).toBe(true);
    expect(isIsoDateTime('9999-12-31T23:59:59Z')).toBe(true);
    expect(isIsoDateTime('0000-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDateTime('0001-01-01T00:00:00+01:00')).toBe(false);
    expect(isIsoDateTime('9999-12-31T23:59:59-01:00')).toBe(false);
  });
});

describe('look-alike usernames and e-mail tricks', () => {
  it('normalises compatibility forms and trims', () => {
    expect(normalizedText('  ａｎａ ')).toBe('ana');
    expect(registerSchema.parse({ ...valid, username: 'ａｎａ.garcia' }).username).toBe('ana.garcia');
  });

  it('keeps the spec order: its own rules first, the new ones after', () => {
    expect(firstRegistrationError({ ...valid, username: 'аb' })).toBe(REGISTER_MESSAGES.usernameMin);
    expect(firstRegistrationError({ ...valid, username: 'аna' })).toBe(REGISTER_MESSAGES.usernameCharacters);
  });

  it('refuses look-alike letters, invisible and direction characters in usernames', () => {
    for (const username of ['аna', 'ana\u200b', '\u202eana', 'ana garcia', 'josé']) {
      expect(firstRegistrationError({ ...valid, username })).toBe(REGISTER_MESSAGES.usernameCharacters);
    }
    for (const username of ['Ana.Garcia', 'ana_garcia-2', 'prof.emma']) {
      expect(firstRegistrationError({ ...valid, username })).toBeNull();
    }
  });

  it('accepts only plain e-mail addresses', () => {
    for (const email of ['decoy<x@example.org>', '"x@example.org"', 'x@exa_mple.org', 'añ@example.org']) {
      expect(firstRegistrationError({ ...valid, email })).toBe(REGISTER_MESSAGES.emailPlain);
    }
    expect(firstRegistrationError({ ...valid, email: `${'a'.repeat(250)}@example.org` })).toBe(
      REGISTER_MESSAGES.emailMax,
    );
    expect(firstRegistrationError({ ...valid, email: 'o.brien+aula@xn--espaa-rta.es' })).toBeNull();
  });
});
