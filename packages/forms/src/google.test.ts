import { describe, expect, it } from 'vitest';
import {
  GOOGLE_MESSAGES,
  GOOGLE_REFUSALS,
  googleExchangeSchema,
  googleUsernameSchema,
  usernameErrors,
} from './google';

describe('sign-in with Google: forms', () => {
  it("checks the username with the registration's rules and messages, in their order", () => {
    expect(usernameErrors('')).toEqual([
      'El nombre de usuario es obligatorio',
      'El nombre de usuario debe tener al menos 3 caracteres',
      'El nombre de usuario solo puede contener letras sin tildes, números, puntos, guiones y guiones bajos',
    ]);
    expect(usernameErrors('a'.repeat(31))).toEqual([
      'El nombre de usuario no puede superar los 30 caracteres',
    ]);
    expect(usernameErrors('ana.garcia')).toEqual([]);
  });

  it('normalizes the chosen username and refuses unknown fields', () => {
    expect(googleUsernameSchema.parse({ ticket: 't', username: ' ａｎａ_g ' })).toEqual({
      ticket: 't',
      username: 'ana_g',
    });
    expect(googleExchangeSchema.safeParse({ ticket: 't', otro: 1 }).error?.issues[0]?.message).toBe(
      'La petición contiene campos no permitidos.',
    );
    // A missing or odd ticket is no ticket, answered by the server as a sign-in that is not valid.
    expect(googleExchangeSchema.parse({ ticket: 7 })).toEqual({ ticket: '' });
  });

  it('has a Spanish message for every refusal the callback can send back', () => {
    for (const refusal of GOOGLE_REFUSALS) expect(GOOGLE_MESSAGES[refusal]).toMatch(/\.$/);
  });
});
