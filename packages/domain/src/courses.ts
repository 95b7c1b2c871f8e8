/** The CEFR levels a course is taught at, from the first to the last (spec section 3). Shown as the code itself. */
export const COURSE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** A course's format: how many students share it and how its classes are booked (spec section 3). */
export const COURSE_TYPES = ['INTENSIVO', 'GRUPAL', 'FLEXIBLE'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const COURSE_TYPE_NAMES = {
  INTENSIVO: 'Intensivo',
  GRUPAL: 'Grupal',
  FLEXIBLE: 'Flexible',
} as const satisfies Record<CourseType, string>;

/**
 * Where a course stands, derived from its two flags (spec section 4): not approved = pending; approved and
 * not completed = active; completed = finished. The database stores the flags, never the status.
 */
export const COURSE_STATUSES = ['pending', 'active', 'completed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const COURSE_STATUS_NAMES = {
  pending: 'Pendiente',
  active: 'Activo',
  completed: 'Finalizado',
} as const satisfies Record<CourseStatus, string>;
