import type { AvailableCourse, Course } from '@aula/contract';
import { courseSeats } from '@aula/forms';
import { and, asc, eq, exists, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, enrolments } from '../db/schema';
import { tellEnrolment } from '../notifications/events';
import { selectCourses, toCourseJson } from './course-json';

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

/** `exists (enrolment of studentId in the course of the outer query)`. */
export function enrolledIn(db: Db, studentId: number) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(enrolments)
      .where(and(eq(enrolments.courseId, courses.id), eq(enrolments.studentId, studentId))),
  );
}

export function notEnrolledIn(db: Db, studentId: number) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(enrolments)
      .where(and(eq(enrolments.courseId, courses.id), eq(enrolments.studentId, studentId))),
  );
}

export type EnrolOutcome = 'enrolled' | 'already' | 'unavailable' | 'own' | 'full';

/**
 * Enrols in an approved, unfinished course while it has a place (decision 140: intensive 3, group 15,
 * flexible no limit). The course's row is locked first, so enrolments in the same course queue up and each
 * counts the students with a fresh snapshot (read committed): of two students racing for the last place
 * exactly one gets it. A second enrolment of the same student meets the unique pair and inserts nothing.
 */
export async function enrol(db: Db, courseId: number, studentId: number): Promise<EnrolOutcome> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ teacherId: courses.teacherId, type: courses.type })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.approved, true), eq(courses.completed, false)))
      .for('update');
    if (!course) return 'unavailable';
    // Never in a course one teaches: a teacher who also studies would grade their own work.
    if (course.teacherId === studentId) return 'own';
    const [taken] = await tx
      .select({
        students: sql<number>`count(*)::int`.mapWith(Number),
        mine: sql<boolean>`coalesce(bool_or(${enrolments.studentId} = ${studentId}::int), false)`,
      })
      .from(enrolments)
      .where(eq(enrolments.courseId, courseId));
    if (taken?.mine) return 'already';
    const seats = courseSeats(course.type);
    if (seats !== null && (taken?.students ?? 0) >= seats) return 'full';
    const inserted = await tx
      .insert(enrolments)
      .values({ courseId, studentId })
      .onConflictDoNothing()
      .returning({ id: enrolments.id });
    if (inserted.length === 0) return 'already';
    await tellEnrolment(tx, courseId, studentId);
    return 'enrolled';
  });
}
