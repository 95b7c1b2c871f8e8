import { errorDetail, hasStatus, serverMessage, statusOf } from '../../api-errors';

/**
 * The teacher area's texts of the spec's "Error catalogue" (and the page texts of its "Screens and routes"),
 * copied exactly.
 */
export const TEACHER_TEXTS = {
  noUser: 'No se encontró el usuario autenticado.',
  createCourseFailed: 'Hubo un error al crear el curso. Por favor, inténtalo de nuevo.',
  resultsLoadFailed: 'No se pudieron cargar las tareas entregadas.',
  evaluationSaveFailed: 'No se pudo guardar la evaluación.',
  courseStudentsLoadFailed: 'Error al cargar los estudiantes del curso',
  materialUpdateFailed: 'Error al actualizar el material. Inténtalo de nuevo.',
  materialUpdated: 'Material actualizado correctamente.',
  materialDeleted: 'Material eliminado correctamente.',
  materialDeleteFailed: 'Error al eliminar el material. Inténtalo de nuevo.',
  materialUploaded: 'Material subido correctamente.',
  materialUploadFailed: 'Error al subir el material.',
  activityDeleted: '¡Actividad eliminada!',
  activityUpdated: '¡Actividad actualizada!',
  sessionExpiredTitle: 'Sesión expirada',
  sessionExpired: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  permissionTitle: 'Error de permisos',
  permissionDelete: 'La actividad no existe o no tienes permisos para eliminarla.',
  deleteFailedTitle: 'Error al eliminar',
  databaseTitle: 'Error de base de datos',
  database: 'Error en la base de datos. Contacta al administrador del sistema.',
  saveFailedTitle: 'Error al guardar',
  editFormFailed: 'Error al guardar los cambios. Por favor, inténtalo de nuevo.',
  createActivityFailed: 'Error guardando la actividad',
  courseLoading: 'Cargando información del curso...',
  courseLoadFailedTitle: 'Error al cargar el curso',
  courseLoadFailed: 'No se pudo encontrar la información del curso solicitado.',
  noMaterials: 'No hay materiales disponibles.',
  noActivities: 'No hay actividades creadas',
  deniedMessage: 'No tienes permisos para acceder a esta página.',
  // Ours: the spec gives no text for these.
  activityCreated: '¡Actividad creada!',
  coursesLoadFailed: 'No se pudieron cargar tus cursos.',
  studentsLoadFailed: 'No se pudieron cargar tus estudiantes.',
  materialsLoadFailed: 'Error al cargar los materiales del curso.',
  activitiesLoadFailed: 'Error al cargar las actividades del curso.',
  questionsLoadFailed: 'No se pudieron cargar las preguntas del test.',
  downloadFailed: 'No se pudo descargar el archivo.',
  courseCreated: 'Curso creado. Quedará pendiente hasta que un administrador lo apruebe.',
  evaluationSaved: 'Evaluación guardada.',
} as const;

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
