import { ApiError, loginResponseSchema } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import {
  expiredDetail,
  loginFailure,
  registrationFailure,
  verificationFailure,
  verificationSuccess,
} from './auth-errors';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));

/** The error the client raises for a 200 login answer without a token. */
function contractError() {
  const result = loginResponseSchema.safeParse({ username: 'ana', name: 'Ana', roles: ['STUDENT'] });
  if (result.success) throw new Error('expected the contract to refuse an answer without a token');
  return result.error;
}

describe('loginFailure (spec, "Error catalogue")', () => {
  it('shows a wrong password with its advice', () => {
    expect(loginFailure(apiError(401, { error: 'Credenciales incorrectas' }))).toEqual({
      kind: 'error',
      message: 'Credenciales incorrectas. Verifica tu usuario y contraseña.',
    });
  });

  it('falls back to the same text when the server sends no message', () => {
    expect(loginFailure(apiError(401, 'Unauthorized')).message).toBe(
      'Credenciales incorrectas. Verifica tu usuario y contraseña.',
    );
    expect(loginFailure(new Error('¿?')).message).toBe(
      'Credenciales incorrectas. Verifica tu usuario y contraseña.',
    );
  });

  it("shows the server's own message or error otherwise", () => {
    expect(loginFailure(apiError(429, { error: 'Demasiados intentos. Espera un minuto.' })).message).toBe(
      'Demasiados intentos. Espera un minuto.',
    );
    expect(loginFailure(apiError(400, { message: 'La contraseña es obligatoria' })).message).toBe(
      'La contraseña es obligatoria',
    );
  });

  it("turns a text containing 'verificada' into the unverified-account state", () => {
    expect(loginFailure(apiError(403, { error: 'La cuenta no ha sido verificada.' }))).toEqual({
      kind: 'unverified',
      message: 'La cuenta no ha sido verificada.',
    });
  });

  it('reports a success without a token as invalid credentials', () => {
    expect(loginFailure(contractError())).toEqual({
      kind: 'error',
      message: 'Credenciales inválidas. Por favor, verifica tu usuario y contraseña.',
    });
  });

  it('reports an unreachable server in Spanish', () => {
    expect(loginFailure(new TypeError('Failed to fetch')).message).toBe(
      'Error de conexión. Por favor, inténtalo de nuevo.',
    );
  });
});

describe('registrationFailure (spec, "Error catalogue")', () => {
  it("shows the server's error", () => {
    expect(registrationFailure(apiError(409, { error: 'El nombre de usuario ya existe' }))).toBe(
      'El nombre de usuario ya existe',
    );
  });

  it("falls back to 'Error al registrar usuario. Inténtalo de nuevo'", () => {
    expect(registrationFailure(apiError(500, '<html>'))).toBe(
      'Error al registrar usuario. Inténtalo de nuevo',
    );
    expect(registrationFailure(new TypeError('Failed to fetch'))).toBe(
      'Error al registrar usuario. Inténtalo de nuevo',
    );
  });
});

describe('verification outcomes (spec, "States and transitions" and "Error catalogue")', () => {
  it("is expired when the server's error contains 'expirado'", () => {
    expect(verificationFailure(apiError(400, { error: 'El token ha expirado' }))).toEqual({
      kind: 'expired',
      message: 'El token ha expirado',
    });
  });

  it("says 'Token expirado' once: the detail under that title drops the server's own leading 'Token expirado'", () => {
    expect(expiredDetail('Token expirado. Regístrate de nuevo para recibir un nuevo enlace.')).toBe(
      'Regístrate de nuevo para recibir un nuevo enlace.',
    );
    expect(expiredDetail('Token expirado')).toBe('');
    expect(expiredDetail('El token ha expirado')).toBe('El token ha expirado');
  });

  it("shows another server error, or 'Error al verificar la cuenta.'", () => {
    expect(verificationFailure(apiError(400, { error: 'Token de verificación no válido' }))).toEqual({
      kind: 'error',
      message: 'Token de verificación no válido',
    });
    expect(verificationFailure(apiError(502, 'Bad Gateway'))).toEqual({
      kind: 'error',
      message: 'Error al verificar la cuenta.',
    });
  });

  it('reports a network failure', () => {
    expect(verificationFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'error',
      message: 'Error de conexión. Por favor, inténtalo de nuevo.',
      network: true,
    });
  });

  it("uses the server's message on success, or 'Tu cuenta ha sido verificada exitosamente'", () => {
    expect(verificationSuccess('Cuenta activada. Ya puedes iniciar sesión.').message).toBe(
      'Cuenta activada. Ya puedes iniciar sesión.',
    );
    expect(verificationSuccess('').message).toBe('Tu cuenta ha sido verificada exitosamente');
  });
});
