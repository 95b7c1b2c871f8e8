import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './auth';
import { disableTwoFactorSchema, secondFactorSchema, totpCodeSchema } from './two-factor';

describe('two-factor schemas', () => {
  it('takes six digits, spaces dropped', () => {
    expect(totpCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    const short = totpCodeSchema.safeParse({ code: '12345' });
    expect(short.success || firstIssueMessage(short.error)).toBe('El código de verificación tiene 6 cifras');
    const empty = totpCodeSchema.safeParse({ code: '' });
    expect(empty.success || firstIssueMessage(empty.error)).toBe('Escribe el código de verificación');
  });

  it('takes a code of the app or a recovery code at the second step, however the recovery code is typed', () => {
    expect(secondFactorSchema.parse({ challenge: 'c', code: '123 456' }).code).toBe('123456');
    expect(secondFactorSchema.parse({ challenge: 'c', code: ' ABCDE-23456 ' }).code).toBe('abcde23456');
    const neither = secondFactorSchema.safeParse({ challenge: 'c', code: '12345678' });
    expect(neither.success || firstIssueMessage(neither.error)).toMatch(
      /^Escribe las 6 cifras de tu aplicación/,
    );
    const extra = secondFactorSchema.safeParse({ challenge: 'c', code: '123456', admin: true });
    expect(extra.success || firstIssueMessage(extra.error)).toBe(
      'La petición contiene campos no permitidos.',
    );
  });

  it('asks for the password and a code to turn it off', () => {
    const missing = disableTwoFactorSchema.safeParse({ code: '123456' });
    expect(missing.success || firstIssueMessage(missing.error)).toBe('La contraseña es obligatoria');
  });
});
