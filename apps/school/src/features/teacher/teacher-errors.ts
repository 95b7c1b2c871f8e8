import { t } from '@lingui/core/macro';
import { errorDetail, hasStatus, serverMessage, statusOf } from '../../api-errors';

/**
 * The teacher area's texts of the spec's "Error catalogue" (and the page texts of its "Screens and routes"),
 * copied exactly. Getters, so each reading is in the page's language of that moment, never the one the module
 * was loaded in.
 */
export const TEACHER_TEXTS = {
  get noUser() {
    return t`No se encontró el usuario autenticado.`;
  },
  get createCourseFailed() {
    return t`Hubo un error al crear el curso. Por favor, inténtalo de nuevo.`;
  },
  get resultsLoadFailed() {
    return t`No se pudieron cargar las tareas entregadas.`;
  },
  get evaluationSaveFailed() {
    return t`No se pudo guardar la evaluación.`;
  },
  get courseStudentsLoadFailed() {
    return t`Error al cargar los estudiantes del curso`;
  },
  get materialUpdateFailed() {
    return t`Error al actualizar el material. Inténtalo de nuevo.`;
  },
  get materialUpdated() {
    return t`Material actualizado correctamente.`;
  },
  get materialDeleted() {
    return t`Material eliminado correctamente.`;
  },
  get materialDeleteFailed() {
    return t`Error al eliminar el material. Inténtalo de nuevo.`;
  },
  get materialUploaded() {
    return t`Material subido correctamente.`;
  },
  get materialUploadFailed() {
    return t`Error al subir el material.`;
  },
  get activityDeleted() {
    return t`¡Actividad eliminada!`;
  },
  get activityUpdated() {
    return t`¡Actividad actualizada!`;
  },
  get sessionExpiredTitle() {
    return t`Sesión expirada`;
  },
  get sessionExpired() {
    return t`Tu sesión ha expirado. Por favor, inicia sesión nuevamente.`;
  },
  get permissionTitle() {
    return t`Error de permisos`;
  },
  get permissionDelete() {
    return t`La actividad no existe o no tienes permisos para eliminarla.`;
  },
  get deleteFailedTitle() {
    return t`Error al eliminar`;
  },
  get databaseTitle() {
    return t`Error de base de datos`;
  },
  get database() {
    return t`Error en la base de datos. Contacta al administrador del sistema.`;
  },
  get saveFailedTitle() {
    return t`Error al guardar`;
  },
  get editFormFailed() {
    return t`Error al guardar los cambios. Por favor, inténtalo de nuevo.`;
  },
  get createActivityFailed() {
    return t`Error guardando la actividad`;
  },
  get courseLoading() {
    return t`Cargando información del curso...`;
  },
  get courseLoadFailedTitle() {
    return t`Error al cargar el curso`;
  },
  get courseLoadFailed() {
    return t`No se pudo encontrar la información del curso solicitado.`;
  },
  get noMaterials() {
    return t`No hay materiales disponibles.`;
  },
  get noActivities() {
    return t`No hay actividades creadas`;
  },
  get deniedMessage() {
    return t`No tienes permisos para acceder a esta página.`;
  },
  // Ours: the spec gives no text for these.
  get activityCreated() {
    return t`¡Actividad creada!`;
  },
  get coursesLoadFailed() {
    return t`No se pudieron cargar tus cursos.`;
  },
  get studentsLoadFailed() {
    return t`No se pudieron cargar tus estudiantes.`;
  },
  get materialsLoadFailed() {
    return t`Error al cargar los materiales del curso.`;
  },
  get activitiesLoadFailed() {
    return t`Error al cargar las actividades del curso.`;
  },
  get questionsLoadFailed() {
    return t`No se pudieron cargar las preguntas del test.`;
  },
  get downloadFailed() {
    return t`No se pudo descargar el archivo.`;
  },
  get courseCreated() {
    return t`Curso creado. Quedará pendiente hasta que un administrador lo apruebe.`;
  },
  get evaluationSaved() {
    return t`Evaluación guardada.`;
  },
};

export interface ToastText {
  variant: 'success' | 'danger' | 'info';
  title: string;
  description?: string;
}

/** Spec, "Error catalogue": the toast of a failed activity delete. */
export function activityDeleteToast(error: unknown): ToastText {
  if (hasStatus(error, 401)) {
    return {
      variant: 'danger',
      title: TEACHER_TEXTS.sessionExpiredTitle,
      description: TEACHER_TEXTS.sessionExpired,
    };
  }
  if (hasStatus(error, 404)) {
    return {
      variant: 'danger',
      title: TEACHER_TEXTS.permissionTitle,
      description: TEACHER_TEXTS.permissionDelete,
    };
  }
  return { variant: 'danger', title: TEACHER_TEXTS.deleteFailedTitle, description: errorDetail(error) };
}

/** Spec, "Error catalogue": the toast of a failed activity save. */
export function activitySaveToast(error: unknown): ToastText {
  if (hasStatus(error, 401)) {
    return {
      variant: 'danger',
      title: TEACHER_TEXTS.sessionExpiredTitle,
      description: TEACHER_TEXTS.sessionExpired,
    };
  }
  if (error instanceof Error && error.message.includes('constraint')) {
    return { variant: 'danger', title: TEACHER_TEXTS.databaseTitle, description: TEACHER_TEXTS.database };
  }
  return { variant: 'danger', title: TEACHER_TEXTS.saveFailedTitle, description: errorDetail(error) };
}

/**
 * A failure message with the server's reason after it when the server refused the request (400, 409):
 * 'Error al subir el material. El contenido del archivo no corresponde a su extensión.'
 */
export function withReason(base: string, error: unknown, separator = ' '): string {
  const status = statusOf(error);
  const reason = serverMessage(error);
  return reason && (status === 400 || status === 409) ? `${base}${separator}${reason}` : base;
}
