import { ApiError, NotAuthenticatedError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { courseActionError, statisticsError } from './admin-errors';

const apiError = (status: number, error?: string) =>
  new ApiError(status, error === undefined ? 'boom' : JSON.stringify({ error }));

describe('statisticsError (spec, "Error catalogue")', () => {
  it('401: no permissions, without retry', () => {
    expect(statisticsError(apiError(401))).toEqual({
      message: 'No tienes permisos para acceder a estas estadísticas. Contacta con el administrador.',
      canRetry: false,
    });
    expect(statisticsError(new Error('Error: 401 - Unauthorized')).canRetry).toBe(false);
  });

  it('403: access denied, without retry', () => {
    expect(statisticsError(apiError(403))).toEqual({
      message: 'Acceso denegado. Se requieren permisos de administrador.',
      canRetry: false,
    });
  });

  it('anything else: check the connection, with retry', () => {
    for (const error of [apiError(500), new TypeError('Failed to fetch'), new Error('raro')]) {
      expect(statisticsError(error)).toEqual({
        message: 'Error al cargar las estadísticas. Verifica tu conexión.',
        canRetry: true,
      });
    }
  });

  it('no stored token counts as 401', () => {
    expect(statisticsError(new NotAuthenticatedError()).canRetry).toBe(false);
  });
});

describe('courseActionError', () => {
  it("names the course and gives the server's reason for a refused transition", () => {
    expect(
      courseActionError(
        'approve',
        'Inglés A1',
        apiError(409, 'Solo se pueden aprobar cursos pendientes: este curso ya está activo.'),
      ),
    ).toBe(
      'No se pudo aprobar el curso «Inglés A1». Solo se pueden aprobar cursos pendientes: este curso ya está activo.',
    );
    expect(courseActionError('reject', 'X', apiError(404, 'El curso no existe o ya fue eliminado.'))).toBe(
      'No se pudo rechazar el curso «X». El curso no existe o ya fue eliminado.',
    );
  });

  it('explains session, permission and connection failures', () => {
    expect(courseActionError('complete', 'X', apiError(401, 'Sesión no válida o expirada.'))).toBe(
      'No se pudo finalizar el curso «X». Tu sesión ha expirado. Inicia sesión de nuevo como administrador.',
    );
    expect(courseActionError('complete', 'X', apiError(403, 'No tienes permisos'))).toBe(
      'No se pudo finalizar el curso «X». No tienes permisos de administrador para esta acción.',
    );
    expect(courseActionError('approve', 'X', new TypeError('Failed to fetch'))).toBe(
      'No se pudo aprobar el curso «X». Error de conexión. Comprueba tu red e inténtalo de nuevo.',
    );
  });

  it('does not show a server error of its own (5xx) as a reason', () => {
    expect(courseActionError('approve', 'X', apiError(500, 'Error interno del servidor.'))).toBe(
      'No se pudo aprobar el curso «X». Inténtalo de nuevo.',
    );
  });
});
