/** The three roles of spec section 6; a user may hold several. */
export const ROLES = ['ADMIN', 'TEACHER', 'STUDENT'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_NAMES = {
  ADMIN: 'Administrador',
  TEACHER: 'Profesor',
  STUDENT: 'Estudiante',
} as const satisfies Record<Role, string>;
