import type { ActivityType, CourseStatus, CourseType, Language, Role } from '@aula/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The domain's words as the interface shows them, in every language: a screen writes `t(roleWords[role])`.
 * The Spanish of each is @aula/domain's (the server's and the spec's); domain-words.test.ts holds them equal.
 */

export const roleWords = {
  ADMIN: msg`Administrador`,
  TEACHER: msg`Profesor`,
  STUDENT: msg`Estudiante`,
} satisfies Record<Role, MessageDescriptor>;

export const courseTypeWords = {
  INTENSIVO: msg`Intensivo`,
  GRUPAL: msg`Grupal`,
  FLEXIBLE: msg`Flexible`,
} satisfies Record<CourseType, MessageDescriptor>;

export const courseStatusWords = {
  pending: msg`Pendiente`,
  active: msg`Activo`,
  completed: msg`Finalizado`,
} satisfies Record<CourseStatus, MessageDescriptor>;

export const activityTypeWords = {
  TASK: msg`Ejercicio escrito`,
  TEST: msg`Test`,
} satisfies Record<ActivityType, MessageDescriptor>;

/** The languages the school teaches, by name ('Inglés'), as a course or a statistic names them. */
export const languageWords = {
  en: msg`Inglés`,
  es: msg`Español`,
  de: msg`Alemán`,
  fr: msg`Francés`,
} satisfies Record<Language, MessageDescriptor>;
