import type { AvailableCourse, Course } from '@aula/contract';
import { courseSeats } from '@aula/forms';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import { selectCourses, toCourseJson } from '../../courses/course-json';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { enrolledIn, notEnrolledIn } from './queries';

const byName = [asc(courses.name), asc(courses.id)];

/** The courses the student is enrolled in, by name. */
export async function enrolledCourses(db: Db, studentId: number): Promise<Course[]> {
  const rows = await selectCourses(db)
    .where(enrolledIn(db, studentId))
    .orderBy(...byName);
  return rows.map(toCourseJson);
}

/** Approved, unfinished courses the student could enrol in, by name, with their places left. */
export async function availableCourses(db: Db, studentId: number): Promise<AvailableCourse[]> {
  const rows = await selectCourses(db)
    .where(
      and(
        eq(courses.approved, true),
        eq(courses.completed, false),
        notEnrolledIn(db, studentId),
        // Not the courses one teaches: enrolling in them is refused.
        or(isNull(courses.teacherId), ne(courses.teacherId, studentId)),
      ),
    )
    .orderBy(...byName);
  return rows.map((row) => {
    const seats = courseSeats(row.type);
    return {
      ...toCourseJson(row),
      seatsLeft: seats === null ? null : Math.max(0, seats - row.studentsCount),
    };
  });
}

/** One course the student is enrolled in, or undefined (not enrolled, or no such course). */
export async function enrolledCourse(
  db: Db,
  courseId: number,
  studentId: number,
): Promise<Course | undefined> {
  const [row] = await selectCourses(db).where(and(eq(courses.id, courseId), enrolledIn(db, studentId)));
  return row && toCourseJson(row);
}
