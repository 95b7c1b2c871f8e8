import { t } from '@lingui/core/macro';

/** 'Marta Ruiz', or the spec's 'Por asignar' for a course without a teacher. */
export function teacherName(teacher: { name: string; surname: string } | null): string {
  return teacher ? `${teacher.name} ${teacher.surname}`.trim() : t`Por asignar`;
}
