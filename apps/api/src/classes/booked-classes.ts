import { and, asc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classBookings, classOpenings, courses } from '../db/schema';
import type { CourseClass } from './timetable';

const MINUTE_MS = 60_000;

/** When an opening (decision 138) ends. */
export const openingEnd = (opening: { startsAt: Date; durationMinutes: number }) =>
  new Date(opening.startsAt.getTime() + opening.durationMinutes * MINUTE_MS);

const openingColumns = {
  openingId: classOpenings.id,
  courseId: courses.id,
  courseName: courses.name,
  startsAt: classOpenings.startsAt,
  durationMinutes: classOpenings.durationMinutes,
  cancelledAt: classOpenings.cancelledAt,
};

interface OpeningOfCourse {
  courseId: number;
  courseName: string;
  startsAt: Date;
  durationMinutes: number;
  cancelledAt: Date | null;
}

/**
 * A booked opening as a class of the timetable, so every screen that lists, joins or registers classes takes
 * it as it is: named by its start, as an extra class is; cancelled when the teacher withdrew it.
 */
export function openingClass(row: OpeningOfCourse): CourseClass {
  return {
    courseId: row.courseId,
    courseName: row.courseName,
    key: row.startsAt.toISOString(),
    startsAt: row.startsAt,
    endsAt: openingEnd(row),
    status: row.cancelledAt ? 'cancelled' : 'scheduled',
    scheduledStart: null,
    reason: '',
  };
}

function openingsOfApprovedCourses(db: Db, where: SQL | undefined) {
  return db
    .select(openingColumns)
    .from(classOpenings)
    .innerJoin(courses, eq(courses.id, classOpenings.courseId))
    .where(and(eq(courses.approved, true), where))
    .orderBy(asc(classOpenings.startsAt), asc(courses.id));
}

const startsIn = (from: Date, to: Date) =>
  and(gte(classOpenings.startsAt, from), lt(classOpenings.startsAt, to));

/** Only the openings this student booked. */
const bookedBy = (studentId: number) =>
  sql`exists (select 1 from ${classBookings} where ${classBookings.openingId} = ${classOpenings.id}
    and ${classBookings.studentId} = ${studentId}::int)`;

/** Openings somebody booked: the others are not classes anyone attends (a withdrawn one keeps its count). */
const booked = gt(classOpenings.booked, 0);

/**
 * The classes a student booked in flexible courses (decision 138) that start in [from, to), for 'Próximas
 * clases' and the calendar feed; one the teacher cancelled after it was booked stays, cancelled.
 */
export async function bookedClassesOf(db: Db, studentId: number, from: Date, to: Date) {
  const rows = await openingsOfApprovedCourses(db, and(bookedBy(studentId), startsIn(from, to)));
  return rows.map(openingClass);
}

/** The booked classes of a teacher's approved courses that start in [from, to): their week and their feed. */
export async function bookedClassesOfTeacher(db: Db, teacherId: number, from: Date, to: Date) {
  const rows = await openingsOfApprovedCourses(
    db,
    and(eq(courses.teacherId, teacherId), booked, startsIn(from, to)),
  );
  return rows.map(openingClass);
}

/**
 * The booked class of the course named `key` (its start), with its opening; only one this student booked
 * when `studentId` is given (joining), any booked one otherwise (the teacher's register).
 */
export async function bookedClassNamed(
  db: Db,
  courseId: number,
  key: Date,
  studentId?: number,
): Promise<{ openingId: number; time: CourseClass } | undefined> {
  const [row] = await openingsOfApprovedCourses(
    db,
    and(
      eq(classOpenings.courseId, courseId),
      eq(classOpenings.startsAt, key),
      studentId === undefined ? booked : bookedBy(studentId),
    ),
  );
  return row && { openingId: row.openingId, time: openingClass(row) };
}
