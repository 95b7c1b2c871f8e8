import type { AttendanceRate, AttendanceSheet, CourseAttendance, StudentAttendance } from '@aula/contract';
import { ATTENDANCE_WARNING_BELOW, type AttendanceStatus } from '@aula/forms';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attendance, classBookings, classJoins, courses, enrolments, users } from '../db/schema';
import { bookedClassNamed } from './booked-classes';
import { timetablesOf } from './course-timetables';
import { type ClassTime, classWithKey } from './timetable';

/** Who joined after this many minutes past the start is late by default (decision 137). */
const LATE_AFTER_MS = 10 * 60_000;

export type ClassLookup =
  | { found: 'course' | 'class' }
  | { found: 'cancelled' | 'notStarted' }
  | { found: 'ok'; course: { id: number; name: string }; time: ClassTime; register: Register };

/**
 * Who a class's register lists: the course's students, or for a booked flexible class (decision 138) only
 * those who booked its opening.
 */
export type Register = { openingId: number } | 'course';

/** One of the teacher's courses and its class named `key`, and whether attendance can be taken for it. */
export async function teachersClass(
  db: Db,
  timeZone: string,
  teacherId: number,
  courseId: number,
  key: Date,
  now: Date,
): Promise<ClassLookup> {
  const [course] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.teacherId, teacherId)));
  if (!course) return { found: 'course' };
  const timetable = (await timetablesOf(db, [course.id])).get(course.id);
  const weekly = timetable && classWithKey(timetable, timeZone, key);
  const booked = weekly ? undefined : await bookedClassNamed(db, course.id, key);
  const time = weekly ?? booked?.time;
  if (!time) return { found: 'class' };
  if (time.status === 'cancelled') return { found: 'cancelled' };
  if (time.startsAt > now) return { found: 'notStarted' };
  return { found: 'ok', course, time, register: booked ? { openingId: booked.openingId } : 'course' };
}

/** Present if they joined by 10 minutes past the start, late if after, absent if they never joined. */
export function defaultStatus(joinedAt: Date | null, startsAt: Date): AttendanceStatus {
  if (!joinedAt) return 'absent';
  return joinedAt.getTime() > startsAt.getTime() + LATE_AFTER_MS ? 'late' : 'present';
}

/** The enrolled students a register lists (as a condition on `enrolments`). */
function onRegister(register: Register) {
  if (register === 'course') return undefined;
  return sql`exists (select 1 from ${classBookings} where ${classBookings.openingId} = ${register.openingId}::int
    and ${classBookings.studentId} = ${enrolments.studentId})`;
}

/** The class's register: every enrolled student with their mark, or the default when none is stored. */
export async function attendanceSheet(
  db: Db,
  timeZone: string,
  course: { id: number; name: string },
  time: ClassTime,
  register: Register,
): Promise<AttendanceSheet> {
  const rows = await db
    .select({
      studentId: users.id,
      name: users.name,
      surname: users.surname,
      username: users.username,
      marked: attendance.status,
      joinedAt: classJoins.joinedAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(
      attendance,
      and(
        eq(attendance.courseId, enrolments.courseId),
        eq(attendance.classKey, time.key),
        eq(attendance.studentId, enrolments.studentId),
      ),
    )
    .leftJoin(
      classJoins,
      and(
        eq(classJoins.courseId, enrolments.courseId),
        eq(classJoins.classKey, time.key),
        eq(classJoins.userId, enrolments.studentId),
      ),
    )
    .where(and(eq(enrolments.courseId, course.id), onRegister(register)))
    .orderBy(asc(users.surname), asc(users.name), asc(users.id));
  return {
    courseId: course.id,
    courseName: course.name,
    classStart: Date.parse(time.key),
    startsAt: time.startsAt.toISOString(),
    endsAt: time.endsAt.toISOString(),
    timeZone,
    taken: rows.some((row) => row.marked !== null),
    students: rows.map(({ marked, joinedAt, ...student }) => ({
      ...student,
      status: marked ?? defaultStatus(joinedAt, time.startsAt),
      joinedAt: joinedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Stores the marks in one statement, a later mark replacing an earlier one. False when one of the students
 * is not on the class's register (not enrolled, or not booked in a booked class): nothing is stored then.
 */
export async function storeMarks(
  db: Db,
  courseId: number,
  classKey: string,
  register: Register,
  marks: { studentId: number; status: AttendanceStatus }[],
): Promise<boolean> {
  const ids = marks.map((mark) => mark.studentId);
  const enrolled = await db
    .select({ studentId: enrolments.studentId })
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), inArray(enrolments.studentId, ids), onRegister(register)));
  if (enrolled.length !== ids.length) return false;
  await db
    .insert(attendance)
    .values(marks.map((mark) => ({ courseId, classKey, ...mark })))
    .onConflictDoUpdate({
      target: [attendance.courseId, attendance.classKey, attendance.studentId],
      set: { status: sql`excluded.status`, markedAt: sql`now()` },
    });
  return true;
}

const countOf = (status: AttendanceStatus) =>
  sql<number>`(count(*) filter (where ${attendance.status} = ${status}))::int`;
const counts = { present: countOf('present'), late: countOf('late'), absent: countOf('absent') };

/** Attended (present or late) over the classes marked; whole percent rounded down, so 79.9 % warns as 79. */
export function attendanceRate({ present, late, absent }: Omit<AttendanceRate, 'rate' | 'warning'>) {
  const marked = present + late + absent;
  if (marked === 0) return { present, late, absent, rate: null, warning: false };
  const share = (present + late) / marked;
  return { present, late, absent, rate: Math.floor(share * 100), warning: share < ATTENDANCE_WARNING_BELOW };
}

/** Per student of one of the teacher's courses; undefined when the course is not theirs. */
export async function courseAttendance(
  db: Db,
  teacherId: number,
  courseId: number,
): Promise<CourseAttendance | undefined> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.teacherId, teacherId)));
  if (!course) return undefined;
  const rows = await db
    .select({
      studentId: users.id,
      name: users.name,
      surname: users.surname,
      username: users.username,
      ...counts,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(
      attendance,
      and(eq(attendance.courseId, enrolments.courseId), eq(attendance.studentId, enrolments.studentId)),
    )
    .where(eq(enrolments.courseId, courseId))
    .groupBy(users.id)
    .orderBy(asc(users.surname), asc(users.name), asc(users.id));
  return rows.map(({ present, late, absent, ...student }) => ({
    ...student,
    ...attendanceRate({ present, late, absent }),
  }));
}

/** Per approved course the student is enrolled in. */
export async function studentAttendance(db: Db, studentId: number): Promise<StudentAttendance> {
  const rows = await db
    .select({ courseId: courses.id, courseName: courses.name, ...counts })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(
      attendance,
      and(eq(attendance.courseId, enrolments.courseId), eq(attendance.studentId, enrolments.studentId)),
    )
    .where(and(eq(enrolments.studentId, studentId), eq(courses.approved, true)))
    .groupBy(courses.id)
    .orderBy(asc(courses.name), asc(courses.id));
  return rows.map(({ present, late, absent, ...course }) => ({
    ...course,
    ...attendanceRate({ present, late, absent }),
  }));
}

/** Which of these classes already have attendance, as `courseId key` pairs. */
export async function takenClasses(
  db: Db,
  classes: readonly { courseId: number; key: string }[],
): Promise<Set<string>> {
  if (classes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ courseId: attendance.courseId, classKey: attendance.classKey })
    .from(attendance)
    .where(
      and(
        inArray(attendance.courseId, [...new Set(classes.map((c) => c.courseId))]),
        inArray(attendance.classKey, [...new Set(classes.map((c) => c.key))]),
      ),
    );
  return new Set(rows.map((row) => `${row.courseId} ${row.classKey}`));
}
