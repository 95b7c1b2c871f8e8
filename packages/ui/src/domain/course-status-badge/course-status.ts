/** Spec section 4: not approved = pending; approved and not completed = active; completed = finished. */
export type CourseStatus = 'pending' | 'active' | 'completed';

export function courseStatus(course: { approved: boolean; completed: boolean }): CourseStatus {
  if (course.completed) return 'completed';
  return course.approved ? 'active' : 'pending';
}
