import { ApiError, NotAuthenticatedError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import {
  errorCodeOf,
  errorDetail,
  hasStatus,
  isAbort,
  isNetworkFailure,
  isSessionOver,
  serverMessage,
  statusOf,
} from './api-errors';
import { activateLocale } from './i18n/locale';

const apiError = (status: number, error = 'x') => new ApiError(status, JSON.stringify({ error }));

describe('statusOf', () => {
  it("is the answer's status, and undefined when no answer came", () => {
    expect(statusOf(apiError(409))).toBe(409);
    expect(statusOf(new NotAuthenticatedError())).toBeUndefined();
    expect(statusOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('hasStatus', () => {
  it("reads the client's status, or a status named in another error's text", () => {
    expect(hasStatus(apiError(403), 403)).toBe(true);
    expect(hasStatus(new Error('Error: 401 - Unauthorized'), 401)).toBe(true);
    expect(hasStatus(new Error('raro'), 401)).toBe(false);
  });

  it("trusts the client's status over digits in the body", () => {
    expect(hasStatus(apiError(409, 'Ya existe la actividad 404'), 404)).toBe(false);
  });
});

describe('isSessionOver', () => {
  it('is true for 401 and for no token only', () => {
    expect(isSessionOver(apiError(401))).toBe(true);
    expect(isSessionOver(new NotAuthenticatedError())).toBe(true);
    expect(isSessionOver(apiError(403))).toBe(false);
    expect(isSessionOver(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('isNetworkFailure', () => {
  it('is the TypeError fetch rejects with, nothing else', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(apiError(500))).toBe(false);
  });
});

describe('isAbort', () => {
  it('is the AbortError a stopped call rejects with, nothing else', () => {
    expect(isAbort(new DOMException('Envío cancelado', 'AbortError'))).toBe(true);
    expect(isAbort(new DOMException('Tiempo agotado', 'TimeoutError'))).toBe(false);
    expect(isAbort(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbort(apiError(500))).toBe(false);
  });
});

describe('serverMessage', () => {
  it("is the server's own sentence, trimmed, when it sent one", () => {
    expect(serverMessage(apiError(400, ' El archivo está vacío. '))).toBe('El archivo está vacío.');
    expect(serverMessage(new ApiError(400, JSON.stringify({ message: 'Falta el título' })))).toBe(
      'Falta el título',
    );
    expect(serverMessage(new ApiError(502, '<html>'))).toBeUndefined();
    expect(serverMessage(apiError(400, '  '))).toBeUndefined();
    expect(serverMessage(new Error('x'))).toBeUndefined();
  });
});

describe('errorDetail', () => {
  it('prefers the server’s Spanish message, then the error’s own', () => {
    expect(errorDetail(apiError(409, 'Ya has completado este test.'))).toBe('Ya has completado este test.');
    expect(errorDetail(new ApiError(502, 'Bad gateway'))).toBe('Error: 502 - Bad gateway');
    expect(errorDetail(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorDetail('texto')).toBe('texto');
  });
});

describe('errorCodeOf', () => {
  it("is a server fault's request id, and nothing for a refusal that names one too", () => {
    const body = (status: number) => new ApiError(status, JSON.stringify({ error: 'x', requestId: 'AB12' }));
    expect(errorCodeOf(body(500))).toBe('AB12');
    expect(errorCodeOf(body(503))).toBe('AB12');
    expect(errorCodeOf(body(409))).toBeUndefined();
    expect(errorCodeOf(new ApiError(500, 'x', 'CD34'))).toBe('CD34');
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('errorDetail in another language', () => {
  it("shows an @aula/forms sentence of the server's in the reader's language, anything else as it came", async () => {
    await activateLocale('en', ['all']);
    try {
      expect(errorDetail(apiError(400, 'El archivo está vacío.'))).toBe('The file is empty.');
      expect(errorDetail(apiError(409, 'Ya has completado este test.'))).toBe('Ya has completado este test.');
    } finally {
      await activateLocale('es', ['all']);
    }
  });
});
