import { STUDENT_ENROL_MESSAGES } from '@aula/forms';
import { isSessionOver, serverMessage, statusOf } from '../../api-errors';

/** Spec, "Error catalogue", student texts. */
export const STUDENT_ERRORS = {
  enrolTitle: 'Error de inscripción',
  enrol: {
    400: 'Ya estás inscrito en este curso o no cumples los requisitos.',
    401: 'Sesión expirada. Por favor, inicia sesión nuevamente.',
    403: 'No tienes permisos para inscribirte en este curso.',
    404: 'El curso no existe o ya no está disponible.',
    default: 'Hubo un problema con la inscripción.',
  },
  availableCourses: 'No se pudieron cargar los cursos disponibles.',
  courseHeader: 'Error al cargar la información del curso',
  materials: (detail: string) => `Error al cargar los materiales: ${detail}`,
  invalidCourse: 'No se ha proporcionado un curso válido.',
  download: 'No se pudo descargar el archivo',
  activities: (detail: string) => `Error al cargar las actividades: ${detail}`,
  task: {
    noToken: 'Error: No hay token de autenticación.',
    missingParams: 'Error: Faltan parámetros requeridos',
    invalidParams: 'Error: Parámetros de URL inválidos',
    notFound: (id: number | string) => `Error: No se encontró la actividad con ID ${id}`,
    notATask: (type: string) => `Error: La actividad no es una tarea, es: ${type}`,
    submit: (detail: string) => `Error al enviar la tarea: ${detail}`,
    fallback: 'No se pudo cargar la información de la tarea.',
  },
  test: {
    load: (detail: string) => `Error al cargar las preguntas del test: ${detail}`,
    submit: (detail: string) => `Error al enviar el test: ${detail}`,
    noQuestions: 'No se encontraron preguntas para este test.',
  },
  sessionExpired: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  unexpected: (detail: string) => `Se produjo un error inesperado: ${detail}`,
  myCourses: 'No se pudieron cargar tus cursos.',
  evaluations: 'No se pudieron cargar tus evaluaciones.',
} as const;

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
