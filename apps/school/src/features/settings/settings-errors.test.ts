import { ApiError, NotAuthenticatedError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { SETTINGS_TEXTS, settingsFailure } from './settings-errors';

const refused = (status: number, error: string) => new ApiError(status, JSON.stringify({ error }));

describe('settingsFailure', () => {
  it('puts the refusals of one field beside it', () => {
    expect(settingsFailure(refused(400, 'La contraseña actual no es correcta.'))).toEqual({
      field: 'currentPassword',
      message: 'La contraseña actual no es correcta.',
    });
    expect(settingsFailure(refused(400, 'La contraseña es demasiado común. Elige otra.')).field).toBe(
      'password',
    );
    expect(settingsFailure(refused(400, 'Ese ya es tu correo electrónico.')).field).toBe('email');
  });

  it('shows any other sentence of the server over the form, as it came', () => {
    const wait = 'Demasiados intentos. Inténtalo de nuevo en 12 minutos.';
    const limited = refused(429, wait);
    expect(settingsFailure(limited)).toEqual({ message: wait, error: limited });
  });

  it('tells a lost connection and an ended session apart', () => {
    expect(settingsFailure(new TypeError('Failed to fetch'))).toEqual({ message: SETTINGS_TEXTS.connection });
    expect(settingsFailure(refused(401, 'Sesión no válida o expirada.'))).toEqual({
      message: SETTINGS_TEXTS.sessionOver,
    });
    expect(settingsFailure(new NotAuthenticatedError())).toEqual({ message: SETTINGS_TEXTS.sessionOver });
  });
});
