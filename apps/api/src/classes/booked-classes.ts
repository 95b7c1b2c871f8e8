import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classBookings, classOpenings, courses } from '../db/schema';
import type { CourseClass } from './user-classes';

const MINUTE_MS = 60_000;

/**
 * The classes a student booked in flexible courses (decision 138) that start in [from, to), shaped like the
 * timetable's classes so 'Próximas clases' and the calendar feed can list both. Such a class is named by its
 * start, as an extra class is; one the teacher cancelled after it was booked stays, cancelled.
 */
export async function bookedClassesOf(
  db: Db,
  studentId: number,
  from: Date,
  to: Date,
): Promise<CourseClass[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      startsAt: classOpenings.startsAt,
      durationMinutes: classOpenings.durationMinutes,
      cancelledAt: classOpenings.cancelledAt,
    })
    .from(classBookings)
    .innerJoin(classOpenings, eq(classOpenings.id, classBookings.openingId))
    .innerJoin(courses, eq(courses.id, classOpenings.courseId))
    .where(
      and(
        eq(classBookings.studentId, studentId),
        eq(courses.approved, true),
        gte(classOpenings.startsAt, from),
        lt(classOpenings.startsAt, to),
      ),
    )
    .orderBy(asc(classOpenings.startsAt), asc(courses.id));
  return rows.map((row) => ({
    courseId: row.courseId,
    courseName: row.courseName,
    key: row.startsAt.toISOString(),
    startsAt: row.startsAt,
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * MINUTE_MS),
    status: row.cancelledAt ? 'cancelled' : 'scheduled',
    scheduledStart: null,
    reason: '',
  }));
}
