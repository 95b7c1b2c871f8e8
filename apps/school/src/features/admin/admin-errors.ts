import type { CourseAction } from '@aula/ui/course-table';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { hasStatus, isNetworkFailure, isSessionOver, serverMessage, statusOf } from '../../api-errors';

/**
 * Texts of the administrator panel (spec, "Error catalogue", and ours where the spec only logs), as message
 * descriptors: a screen renders them with `t(ADMIN_TEXTS.…)` in the reader's language.
 */
export const ADMIN_TEXTS = {
  usersLoad: msg`Error al cargar usuarios`,
  coursesLoad: msg`No se pudieron cargar los cursos.`,
  statisticsUnauthorized: msg`No tienes permisos para acceder a estas estadísticas. Contacta con el administrador.`,
  statisticsForbidden: msg`Acceso denegado. Se requieren permisos de administrador.`,
  statisticsOther: msg`Error al cargar las estadísticas. Verifica tu conexión.`,
  sessionExpired: msg`Tu sesión ha expirado. Inicia sesión de nuevo como administrador.`,
  forbidden: msg`No tienes permisos de administrador para esta acción.`,
  connection: msg`Error de conexión. Comprueba tu red e inténtalo de nuevo.`,
  tryAgain: msg`Inténtalo de nuevo.`,
};

/**
 * Spec, "Error catalogue": a 401 gives the "no permissions" text, a 403 "access denied", anything else the
 * connection text. Retrying cannot fix a permission problem, so those two have no retry button
 * (decision 013).
 */
export function statisticsError(error: unknown): { message: string; canRetry: boolean } {
  if (isSessionOver(error)) {
    return { message: i18n._(ADMIN_TEXTS.statisticsUnauthorized), canRetry: false };
  }
  if (hasStatus(error, 403)) return { message: i18n._(ADMIN_TEXTS.statisticsForbidden), canRetry: false };
  return { message: i18n._(ADMIN_TEXTS.statisticsOther), canRetry: true };
}

/** The notice that confirms an action once the server took it: the row itself leaves the list soon after. */
export function courseActionDone(action: CourseAction, courseName: string): string {
  if (action === 'approve') return t`Curso «${courseName}» aprobado: ya está abierto a los estudiantes.`;
  if (action === 'reject') return t`Curso «${courseName}» rechazado.`;
  return t`Curso «${courseName}» finalizado.`;
}

/** The first sentence of a failed action, one whole sentence per action so each language words it its way. */
function actionFailed(action: CourseAction, courseName: string): string {
  if (action === 'approve') return t`No se pudo aprobar el curso «${courseName}».`;
  if (action === 'reject') return t`No se pudo rechazar el curso «${courseName}».`;
  return t`No se pudo finalizar el curso «${courseName}».`;
}

/**
 * What the administrator reads when approving, rejecting or finishing fails (the spec only logs it): which
 * course, and why — the server's reason (a 409 or 404), the session, or the connection.
 */
export function courseActionError(action: CourseAction, courseName: string, error: unknown): string {
  const head = actionFailed(action, courseName);
  if (isSessionOver(error)) return `${head} ${i18n._(ADMIN_TEXTS.sessionExpired)}`;
  if (hasStatus(error, 403)) return `${head} ${i18n._(ADMIN_TEXTS.forbidden)}`;
  const status = statusOf(error);
  const reason = serverMessage(error);
  if (reason && status !== undefined && status < 500) return `${head} ${reason}`;
  if (isNetworkFailure(error)) return `${head} ${i18n._(ADMIN_TEXTS.connection)}`;
  return `${head} ${i18n._(ADMIN_TEXTS.tryAgain)}`;
}
