import { ApiError, NotAuthenticatedError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { activityDeleteToast, activitySaveToast, TEACHER_TEXTS, withReason } from './teacher-errors';

const apiError = (status: number, error: string) => new ApiError(status, JSON.stringify({ error }));

describe('teacher error texts (spec, "Error catalogue")', () => {
  it('maps a failed activity delete by status', () => {
    expect(activityDeleteToast(apiError(401, 'Sesión no válida o expirada.'))).toEqual({
      variant: 'danger',
      title: 'Sesión expirada',
      description: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    });
    expect(activityDeleteToast(apiError(404, 'Actividad no encontrada.'))).toEqual({
      variant: 'danger',
      title: 'Error de permisos',
      description: 'La actividad no existe o no tienes permisos para eliminarla.',
    });
    expect(
      activityDeleteToast(apiError(409, 'No se puede eliminar la actividad porque ya tiene entregas.')),
    ).toEqual({
      variant: 'danger',
      title: 'Error al eliminar',
      description: 'No se puede eliminar la actividad porque ya tiene entregas.',
    });
    expect(activityDeleteToast(new TypeError('Failed to fetch')).description).toBe('Failed to fetch');
  });

  it('maps a failed activity save: session, database constraint, otherwise the server reason', () => {
    expect(activitySaveToast(apiError(401, 'x')).title).toBe('Sesión expirada');
    expect(activitySaveToast(new ApiError(500, 'violates foreign key constraint "x"'))).toEqual({
      variant: 'danger',
      title: 'Error de base de datos',
      description: 'Error en la base de datos. Contacta al administrador del sistema.',
    });
    expect(activitySaveToast(apiError(400, 'El título es obligatorio'))).toEqual({
      variant: 'danger',
      title: 'Error al guardar',
      description: 'El título es obligatorio',
    });
    expect(activitySaveToast(new NotAuthenticatedError()).description).toBe('Usuario no autenticado');
  });

  it('adds the server reason to a refused request only', () => {
    expect(withReason(TEACHER_TEXTS.materialUploadFailed, apiError(400, 'El archivo está vacío.'))).toBe(
      'Error al subir el material. El archivo está vacío.',
    );
    expect(withReason(TEACHER_TEXTS.materialUploadFailed, apiError(500, 'Error interno'))).toBe(
      'Error al subir el material.',
    );
    expect(
      withReason('Error guardando la actividad', apiError(400, 'Debe haber al menos 2 opciones'), ': '),
    ).toBe('Error guardando la actividad: Debe haber al menos 2 opciones');
  });
});
