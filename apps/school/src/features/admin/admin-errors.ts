import type { CourseAction } from '@aula/ui/course-table';
import { hasStatus, isNetworkFailure, isSessionOver, serverMessage, statusOf } from '../../api-errors';

/** Spanish texts of the administrator panel (spec, "Error catalogue", and ours where the spec only logs). */
export const ADMIN_TEXTS = {
  usersLoad: 'Error al cargar usuarios',
  coursesLoad: 'No se pudieron cargar los cursos.',
  statisticsUnauthorized:
    'No tienes permisos para acceder a estas estadísticas. Contacta con el administrador.',
  statisticsForbidden: 'Acceso denegado. Se requieren permisos de administrador.',
  statisticsOther: 'Error al cargar las estadísticas. Verifica tu conexión.',
  sessionExpired: 'Tu sesión ha expirado. Inicia sesión de nuevo como administrador.',
  forbidden: 'No tienes permisos de administrador para esta acción.',
  connection: 'Error de conexión. Comprueba tu red e inténtalo de nuevo.',
  tryAgain: 'Inténtalo de nuevo.',
} as const;

/**
 * Spec, "Error catalogue": a 401 gives the "no permissions" text, a 403 "access denied", anything else the
 * connection text. Retrying cannot fix a permission problem, so those two have no retry button
 * (decision 013).
 */
export function statisticsError(error: unknown): { message: string; canRetry: boolean } {
  if (isSessionOver(error)) {
    return { message: ADMIN_TEXTS.statisticsUnauthorized, canRetry: false };
  }
  if (hasStatus(error, 403)) return { message: ADMIN_TEXTS.statisticsForbidden, canRetry: false };
  return { message: ADMIN_TEXTS.statisticsOther, canRetry: true };
}

const ACTION_VERBS: Record<CourseAction, string> = {
  approve: 'aprobar',
  reject: 'rechazar',
  complete: 'finalizar',
};

const ACTION_DONE: Record<CourseAction, string> = {
  approve: 'aprobado: ya está abierto a los estudiantes',
  reject: 'rechazado',
  complete: 'finalizado',
};

/** The notice that confirms an action once the server took it: the row itself leaves the list soon after. */
export function courseActionDone(action: CourseAction, courseName: string): string {
  return `Curso «${courseName}» ${ACTION_DONE[action]}.`;
}

/**
 * What the administrator reads when approving, rejecting or finishing fails (the spec only logs it): which
 * course, and why — the server's Spanish reason (a 409 or 404), the session, or the connection.
 */
export function courseActionError(action: CourseAction, courseName: string, error: unknown): string {
  const head = `No se pudo ${ACTION_VERBS[action]} el curso «${courseName}».`;
  if (isSessionOver(error)) return `${head} ${ADMIN_TEXTS.sessionExpired}`;
  if (hasStatus(error, 403)) return `${head} ${ADMIN_TEXTS.forbidden}`;
  const status = statusOf(error);
  const reason = serverMessage(error);
  if (reason && status !== undefined && status < 500) return `${head} ${reason}`;
  if (isNetworkFailure(error)) return `${head} ${ADMIN_TEXTS.connection}`;
  return `${head} ${ADMIN_TEXTS.tryAgain}`;
}
