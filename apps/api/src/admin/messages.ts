import type { CourseStatus } from './course-status';

/** Spanish texts of the administrator's routes. */
export const ADMIN_MESSAGES = {
  approved: 'Curso aprobado correctamente.',
  rejected: 'Curso rechazado y eliminado correctamente.',
  completed: 'Curso finalizado correctamente.',
  courseNotFound: 'El curso no existe o ya fue eliminado.',
} as const;

const STATE_NAMES: Record<CourseStatus, string> = {
  pending: 'está pendiente de aprobación',
  active: 'ya está activo',
  completed: 'ya está finalizado',
};

/** The 409 of a transition asked of a course in the wrong state. */
export const wrongStateMessage = {
  approve: (current: CourseStatus) =>
    `Solo se pueden aprobar cursos pendientes: este curso ${STATE_NAMES[current]}.`,
  reject: (current: CourseStatus) =>
    `Solo se pueden rechazar cursos pendientes: este curso ${STATE_NAMES[current]}.`,
  complete: (current: CourseStatus) =>
    `Solo se pueden finalizar cursos activos: este curso ${STATE_NAMES[current]}.`,
} as const;
