import { STUDENT_ENROL_MESSAGES } from '@aula/forms';
import { t } from '@lingui/core/macro';
import { isSessionOver, serverMessage, statusOf } from '../../api-errors';

/**
 * Spec, "Error catalogue", student texts, in the page's language: getters and functions, so each is translated
 * when read, never frozen in the language the module was loaded in.
 */
export const STUDENT_ERRORS = {
  get enrolTitle() {
    return t`Error de inscripción`;
  },
  enrol: {
    get 400() {
      return t`Ya estás inscrito en este curso o no cumples los requisitos.`;
    },
    get 401() {
      return t`Sesión expirada. Por favor, inicia sesión nuevamente.`;
    },
    get 403() {
      return t`No tienes permisos para inscribirte en este curso.`;
    },
    get 404() {
      return t`El curso no existe o ya no está disponible.`;
    },
    get default() {
      return t`Hubo un problema con la inscripción.`;
    },
  },
  get availableCourses() {
    return t`No se pudieron cargar los cursos disponibles.`;
  },
  get courseHeader() {
    return t`Error al cargar la información del curso`;
  },
  materials: (detail: string) => t`Error al cargar los materiales: ${detail}`,
  get invalidCourse() {
    return t`No se ha proporcionado un curso válido.`;
  },
  get download() {
    return t`No se pudo descargar el archivo`;
  },
  activities: (detail: string) => t`Error al cargar las actividades: ${detail}`,
  task: {
    get noToken() {
      return t`Error: No hay token de autenticación.`;
    },
    get missingParams() {
      return t`Error: Faltan parámetros requeridos`;
    },
    get invalidParams() {
      return t`Error: Parámetros de URL inválidos`;
    },
    notFound: (id: number | string) => t`Error: No se encontró la actividad con ID ${id}`,
    notATask: (type: string) => t`Error: La actividad no es una tarea, es: ${type}`,
    submit: (detail: string) => t`Error al enviar la tarea: ${detail}`,
    get fallback() {
      return t`No se pudo cargar la información de la tarea.`;
    },
  },
  test: {
    load: (detail: string) => t`Error al cargar las preguntas del test: ${detail}`,
    submit: (detail: string) => t`Error al enviar el test: ${detail}`,
    get noQuestions() {
      return t`No se encontraron preguntas para este test.`;
    },
  },
  get sessionExpired() {
    return t`Tu sesión ha expirado. Por favor, inicia sesión nuevamente.`;
  },
  unexpected: (detail: string) => t`Se produjo un error inesperado: ${detail}`,
  get myCourses() {
    return t`No se pudieron cargar tus cursos.`;
  },
  get evaluations() {
    return t`No se pudieron cargar tus evaluaciones.`;
  },
};

const OWN_ENROL_REFUSALS: ReadonlySet<string> = new Set(Object.values(STUDENT_ENROL_MESSAGES));

/** Spec, "Error catalogue": the enrolment message by status. */
export function enrolErrorMessage(error: unknown): string {
  // No stored token is the same situation as an expired session.
  const status = isSessionOver(error) ? 401 : statusOf(error);
  const messages = STUDENT_ERRORS.enrol;
  if (status === 400 || status === 401 || status === 403 || status === 404) return messages[status];
  // Ours, not the spec's: the refusals the spec does not name (a full course, one's own) are told as they are.
  const ours = serverMessage(error);
  if (status === 409 && ours && OWN_ENROL_REFUSALS.has(ours)) return ours;
  return messages.default;
}

/** '12' → 12; anything else (empty, '0', '1.5', 'abc') → null. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The text of whatever reached window.onerror or an unhandled rejection. */
export function describeFailure(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}
