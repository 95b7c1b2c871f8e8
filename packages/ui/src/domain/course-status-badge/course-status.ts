import type { CourseStatus } from '@aula/domain';

export type { CourseStatus };

/** Spec section 4: not approved = pending; approved and not completed = active; completed = finished. */

export function courseStatus(course: { approved: boolean; completed: boolean }): CourseStatus {
  if (course.completed) return 'completed';
  return course.approved ? 'active' : 'pending';
}
