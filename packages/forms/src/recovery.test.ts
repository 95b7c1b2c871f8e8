import { describe, expect, it } from 'vitest';
import { firstIssueMessage, forgotPasswordSchema, newPasswordErrors, resetPasswordSchema } from './auth';

describe('password recovery schemas', () => {
  it('asks for a username or an e-mail, trimmed', () => {
    expect(forgotPasswordSchema.parse({ login: '  ana.garcia ' })).toEqual({ login: 'ana.garcia' });
    const empty = forgotPasswordSchema.safeParse({ login: '   ' });
    expect(empty.success || firstIssueMessage(empty.error)).toBe(
      'Escribe tu nombre de usuario o tu correo electrónico',
    );
    const missing = forgotPasswordSchema.safeParse({});
    expect(missing.success || firstIssueMessage(missing.error)).toBe(
      'Escribe tu nombre de usuario o tu correo electrónico',
    );
    const extra = forgotPasswordSchema.safeParse({ login: 'ana', role: 'ADMIN' });
    expect(extra.success || firstIssueMessage(extra.error)).toBe(
      'La petición contiene campos no permitidos.',
    );
  });

  it('checks the new password with the registration rules, in their order', () => {
    expect(newPasswordErrors({ password: '', passwordConfirm: '' }).map((e) => e.message)).toEqual([
      'La contraseña es obligatoria',
      'Debes confirmar la contraseña',
      'La contraseña debe tener al menos 6 caracteres',
    ]);
    expect(newPasswordErrors({ password: 'secreto1', passwordConfirm: 'secreto2' })).toEqual([
      { field: 'passwordConfirm', message: 'Las contraseñas no coinciden' },
    ]);
    expect(newPasswordErrors({ password: 'secreto1', passwordConfirm: 'secreto1' })).toEqual([]);
  });

  it('reads a missing or odd token as no token, so the server answers that the link is not valid', () => {
    const passwords = { password: 'secreto1', passwordConfirm: 'secreto1' };
    expect(resetPasswordSchema.parse({ ...passwords })).toEqual({ token: '', ...passwords });
    expect(resetPasswordSchema.parse({ token: 42, ...passwords }).token).toBe('');
    expect(resetPasswordSchema.parse({ token: 'x'.repeat(201), ...passwords }).token).toBe('');
    const short = resetPasswordSchema.safeParse({ token: 'abc', password: 'abc', passwordConfirm: 'abc' });
    expect(short.success || firstIssueMessage(short.error)).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
  });
});
