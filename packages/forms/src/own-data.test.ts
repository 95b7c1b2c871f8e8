import { describe, expect, it } from 'vitest';
import { deleteAccountSchema, OWN_DATA_MESSAGES } from './own-data';

const firstMessage = (input: unknown) => {
  const result = deleteAccountSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('deleteAccountSchema', () => {
  it('takes the password and the word ELIMINAR, spaces around it forgiven', () => {
    expect(deleteAccountSchema.parse({ password: 'x', confirmation: ' ELIMINAR ' })).toEqual({
      password: 'x',
      confirmation: 'ELIMINAR',
    });
  });

  it('says what is missing or wrong, in Spanish', () => {
    expect(firstMessage({ confirmation: 'ELIMINAR' })).toBe(OWN_DATA_MESSAGES.passwordRequired);
    expect(firstMessage({ password: '', confirmation: 'ELIMINAR' })).toBe(OWN_DATA_MESSAGES.passwordRequired);
    expect(firstMessage({ password: 'x' })).toBe(OWN_DATA_MESSAGES.confirmationRequired);
    expect(firstMessage({ password: 'x', confirmation: '' })).toBe(OWN_DATA_MESSAGES.confirmationRequired);
    expect(firstMessage({ password: 'x', confirmation: 'eliminar' })).toBe(
      OWN_DATA_MESSAGES.confirmationWrong,
    );
    expect(firstMessage({ password: 'x', confirmation: 'ELIMINAR', id: 3 })).toBe(
      'La petición contiene campos no permitidos.',
    );
  });
});
