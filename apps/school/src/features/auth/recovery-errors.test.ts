import { ApiError } from '@aula/api-client';
import { RECOVERY_MESSAGES } from '@aula/forms';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS, recoveryFailure, resetFailure } from './auth-errors';

const apiError = (status: number, error: string) => new ApiError(status, JSON.stringify({ error }));

describe('password recovery failures', () => {
  it('asking for a link: the server sentence (a wait), else the connection message', () => {
    const wait = 'Demasiados intentos. Inténtalo de nuevo en 60 minutos.';
    expect(recoveryFailure(apiError(429, wait))).toBe(wait);
    expect(recoveryFailure(new TypeError('Failed to fetch'))).toBe(AUTH_TEXTS.connection);
  });

  it('a reset: the link states by the exact server texts, anything else an error over the form', () => {
    expect(resetFailure(apiError(400, RECOVERY_MESSAGES.linkExpired))).toEqual({
      kind: 'expired',
      message: RECOVERY_MESSAGES.linkExpired,
    });
    expect(resetFailure(apiError(400, RECOVERY_MESSAGES.linkInvalid))).toEqual({
      kind: 'invalid',
      message: RECOVERY_MESSAGES.linkInvalid,
    });
    const common = 'La contraseña es demasiado común. Elige otra.';
    expect(resetFailure(apiError(400, common))).toEqual({ kind: 'error', message: common });
    expect(resetFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'error',
      message: AUTH_TEXTS.connection,
    });
  });
});
