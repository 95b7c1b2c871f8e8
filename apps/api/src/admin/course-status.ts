import { and, eq, type SQL } from 'drizzle-orm';
import { courses } from '../db/schema';

/** Spec section 4: not approved = pending; approved and not completed = active; completed = finished. */
export type CourseStatus = 'pending' | 'active' | 'completed';

export function statusOf(course: { approved: boolean; completed: boolean }): CourseStatus {
  if (course.completed) return 'completed';
  return course.approved ? 'active' : 'pending';
}

/** The same rule as a WHERE condition (the courses_status_idx index covers approved, completed). */
export function whereStatus(status: CourseStatus): SQL {
  switch (status) {
    case 'pending':
      return and(eq(courses.approved, false), eq(courses.completed, false)) as SQL;
    case 'active':
      return and(eq(courses.approved, true), eq(courses.completed, false)) as SQL;
    case 'completed':
      return eq(courses.completed, true);
  }
}
