import { BOOKING_NOTICE_MINUTES } from '@aula/forms';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { openingEnd } from '../classes/booked-classes';
import { type Db, uniqueViolation } from '../db/client';
import { rowsOf } from '../db/rows';
import { classBookings, classOpenings, courses, enrolments, users } from '../db/schema';

/**
 * The statements of booking (decision 138). Who may act is part of each statement: a student's through
 * their enrolment in the approved flexible course, a teacher's through the course's teacher_id.
 */

const MINUTE_MS = 60_000;
const ONE_SEAT_EACH = 'class_bookings_opening_student_unique';
/** How far ahead a student sees the openings of a course. */
const STUDENT_HORIZON_DAYS = 28;

/** An opening's start and end as both views send them. */
const timesOf = (opening: { startsAt: Date; durationMinutes: number }) => ({
  startsAt: opening.startsAt.toISOString(),
  endsAt: openingEnd(opening).toISOString(),
});

/** The latest start a class may have to be booked or cancelled now (2 hours' notice). */
export function noticeDeadline(now: Date): Date {
  return new Date(now.getTime() + BOOKING_NOTICE_MINUTES * MINUTE_MS);
}

/** The student is enrolled in the course, and it is an approved flexible one. */
function enrolledInFlexible(courseId: number, studentId: number) {
  return sql`exists (
    select 1 from ${enrolments} join ${courses} on ${courses.id} = ${enrolments.courseId}
    where ${enrolments.courseId} = ${courseId}::int and ${enrolments.studentId} = ${studentId}::int
      and ${courses.approved} and ${courses.type} = 'FLEXIBLE')`;
}

export async function isEnrolledInFlexible(db: Db, courseId: number, studentId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select ${enrolledInFlexible(courseId, studentId)} as ok`));
  return (rows[0] as { ok?: boolean } | undefined)?.ok === true;
}

/**
 * The course's classes a student can see, from those not yet over to four weeks ahead; a cancelled one only
 * if they had booked it. Null when the student is not enrolled in that flexible course.
 */
export async function openingsForStudent(db: Db, courseId: number, studentId: number, now: Date) {
  if (!(await isEnrolledInFlexible(db, courseId, studentId))) return null;
  const rows = await db
    .select({
      id: classOpenings.id,
      startsAt: classOpenings.startsAt,
      durationMinutes: classOpenings.durationMinutes,
      capacity: classOpenings.capacity,
      booked: classOpenings.booked,
      cancelledAt: classOpenings.cancelledAt,
      bookingId: classBookings.id,
    })
    .from(classOpenings)
    .leftJoin(
      classBookings,
      and(eq(classBookings.openingId, classOpenings.id), eq(classBookings.studentId, studentId)),
    )
    .where(
      and(
        eq(classOpenings.courseId, courseId),
        // Openings last at most 3 hours: those that started earlier are over.
        gte(classOpenings.startsAt, new Date(now.getTime() - 180 * MINUTE_MS)),
        lt(classOpenings.startsAt, new Date(now.getTime() + STUDENT_HORIZON_DAYS * 24 * 60 * MINUTE_MS)),
      ),
    )
    .orderBy(asc(classOpenings.startsAt));
  const deadline = noticeDeadline(now);
  return rows
    .filter((row) => openingEnd(row) > now && (row.cancelledAt === null || row.bookingId !== null))
    .map((row) => {
      const open = row.cancelledAt === null && row.startsAt >= deadline;
      const bookedByMe = row.bookingId !== null;
      return {
        id: row.id,
        ...timesOf(row),
        capacity: row.capacity,
        seatsLeft: row.cancelledAt === null ? row.capacity - row.booked : 0,
        cancelled: row.cancelledAt !== null,
        bookedByMe,
        canBook: open && !bookedByMe && row.booked < row.capacity,
        canCancel: open && bookedByMe,
      };
    });
}

export type BookOutcome = 'booked' | 'notFound' | 'cancelled' | 'tooLate' | 'alreadyBooked' | 'full';

/**
 * Takes a seat and records the booking in one statement: the conditional UPDATE waits for any other booking
 * of the same class and checks the seats again, so of two students racing for the last seat exactly one
 * gets it. A second booking by the same student breaks the unique pair and undoes the seat too.
 */
export async function book(
  db: Db,
  ids: { courseId: number; openingId: number; studentId: number },
  now: Date,
): Promise<BookOutcome> {
  const { courseId, openingId, studentId } = ids;
  let taken: unknown;
  try {
    taken = await db.execute(sql`
    with seat as (
      update ${classOpenings} set booked = booked + 1
      where ${classOpenings.id} = ${openingId}::int and ${classOpenings.courseId} = ${courseId}::int
        and ${classOpenings.cancelledAt} is null and ${classOpenings.booked} < ${classOpenings.capacity}
        and ${classOpenings.startsAt} >= ${noticeDeadline(now).toISOString()}::timestamptz
        and ${enrolledInFlexible(courseId, studentId)}
      returning id
    )
    insert into ${classBookings} (opening_id, student_id)
    select id, ${studentId}::int from seat
    returning id`);
  } catch (error) {
    if (uniqueViolation(error) === ONE_SEAT_EACH) return 'alreadyBooked';
    throw error;
  }
  if (rowsOf(taken).length > 0) return 'booked';
  return whyNotBooked(db, ids, now);
}

async function whyNotBooked(
  db: Db,
  { courseId, openingId, studentId }: { courseId: number; openingId: number; studentId: number },
  now: Date,
): Promise<Exclude<BookOutcome, 'booked'>> {
  const opening = await visibleOpening(db, courseId, openingId, studentId);
  if (!opening) return 'notFound';
  if (opening.mine) return 'alreadyBooked';
  if (opening.cancelledAt) return 'cancelled';
  if (opening.startsAt < noticeDeadline(now)) return 'tooLate';
  return 'full';
}

/** The opening, if the student may see it, with whether they hold a seat in it. */
async function visibleOpening(db: Db, courseId: number, openingId: number, studentId: number) {
  if (!(await isEnrolledInFlexible(db, courseId, studentId))) return undefined;
  const [opening] = await db
    .select({
      startsAt: classOpenings.startsAt,
      cancelledAt: classOpenings.cancelledAt,
      bookingId: classBookings.id,
    })
    .from(classOpenings)
    .leftJoin(
      classBookings,
      and(eq(classBookings.openingId, classOpenings.id), eq(classBookings.studentId, studentId)),
    )
    .where(and(eq(classOpenings.id, openingId), eq(classOpenings.courseId, courseId)));
  return opening && { ...opening, mine: opening.bookingId !== null };
}

export type CancelOutcome = 'cancelled' | 'notFound' | 'notBooked' | 'classCancelled' | 'tooLate';

/** Gives the seat back and deletes the booking in one statement, only with 2 hours' notice. */
export async function cancelBooking(
  db: Db,
  ids: { courseId: number; openingId: number; studentId: number },
  now: Date,
): Promise<CancelOutcome> {
  const { courseId, openingId, studentId } = ids;
  const released = await db.execute(sql`
    with gone as (
      delete from ${classBookings}
      using ${classOpenings}
      where ${classBookings.openingId} = ${classOpenings.id} and ${classOpenings.id} = ${openingId}::int
        and ${classOpenings.courseId} = ${courseId}::int and ${classBookings.studentId} = ${studentId}::int
        and ${classOpenings.cancelledAt} is null
        and ${classOpenings.startsAt} >= ${noticeDeadline(now).toISOString()}::timestamptz
      returning ${classBookings.openingId} as opening_id
    )
    update ${classOpenings} set booked = booked - 1
    where ${classOpenings.id} in (select opening_id from gone)
    returning id`);
  if (rowsOf(released).length > 0) return 'cancelled';
  const opening = await visibleOpening(db, courseId, openingId, studentId);
  if (!opening) return 'notFound';
  if (!opening.mine) return 'notBooked';
  if (opening.cancelledAt) return 'classCancelled';
  return 'tooLate';
}

/** The openings of a teacher's course in [from, to), each with the students who booked it. */
export async function openingsForTeacher(db: Db, courseId: number, from: Date, to: Date) {
  const [openings, bookings] = await Promise.all([
    db
      .select()
      .from(classOpenings)
      .where(
        and(
          eq(classOpenings.courseId, courseId),
          gte(classOpenings.startsAt, from),
          lt(classOpenings.startsAt, to),
        ),
      )
      .orderBy(asc(classOpenings.startsAt)),
    db
      .select({
        openingId: classBookings.openingId,
        name: users.name,
        surname: users.surname,
        username: users.username,
      })
      .from(classBookings)
      .innerJoin(classOpenings, eq(classOpenings.id, classBookings.openingId))
      .innerJoin(users, eq(users.id, classBookings.studentId))
      .where(
        and(
          eq(classOpenings.courseId, courseId),
          gte(classOpenings.startsAt, from),
          lt(classOpenings.startsAt, to),
        ),
      )
      .orderBy(asc(users.surname), asc(users.name), asc(users.username)),
  ]);
  return openings.map((opening) => teacherView(opening, bookings));
}

type OpeningRow = typeof classOpenings.$inferSelect;

export function teacherView(
  opening: OpeningRow,
  bookings: { openingId: number; name: string; surname: string; username: string }[] = [],
) {
  return {
    id: opening.id,
    ...timesOf(opening),
    capacity: opening.capacity,
    cancelled: opening.cancelledAt !== null,
    students: bookings
      .filter((booking) => booking.openingId === opening.id)
      .map(({ name, surname, username }) => ({ name, surname, username })),
  };
}

/** The teacher's course, if it is theirs; with what opening a class needs to know. */
export async function ownFlexibleCourse(db: Db, courseId: number, teacherId: number) {
  const [course] = await db
    .select({ type: courses.type, approved: courses.approved, completed: courses.completed })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.teacherId, teacherId)));
  return course;
}

export async function insertOpening(
  db: Db,
  opening: { courseId: number; startsAt: Date; durationMinutes: number; capacity: number },
) {
  const [row] = await db.insert(classOpenings).values(opening).returning();
  if (!row) throw new Error('class_openings insert returned no row');
  return row;
}

export type WithdrawOutcome = 'deleted' | 'cancelled' | 'notFound' | 'alreadyCancelled' | 'ended';

/**
 * Withdraws an opening of the teacher's course that has not started: deleted while nobody has booked it,
 * otherwise kept as cancelled so its students see the change (their bookings stay, as a record).
 */
export async function withdrawOpening(
  db: Db,
  ids: { courseId: number; openingId: number; teacherId: number },
  now: Date,
): Promise<WithdrawOutcome> {
  const { courseId, openingId, teacherId } = ids;
  const owned = sql`${classOpenings.id} = ${openingId}::int and ${classOpenings.courseId} = ${courseId}::int
    and exists (select 1 from ${courses} where ${courses.id} = ${courseId}::int and ${courses.teacherId} = ${teacherId}::int)
    and ${classOpenings.startsAt} > ${now.toISOString()}::timestamptz`;
  const deleted = await db.execute(sql`
    delete from ${classOpenings} where ${owned} and ${classOpenings.booked} = 0 returning id`);
  if (rowsOf(deleted).length > 0) return 'deleted';
  const cancelled = await db.execute(sql`
    update ${classOpenings} set cancelled_at = ${now.toISOString()}::timestamptz
    where ${owned} and ${classOpenings.cancelledAt} is null returning id`);
  if (rowsOf(cancelled).length > 0) return 'cancelled';
  const [opening] = await db
    .select({ startsAt: classOpenings.startsAt, cancelledAt: classOpenings.cancelledAt })
    .from(classOpenings)
    .innerJoin(courses, eq(courses.id, classOpenings.courseId))
    .where(and(eq(classOpenings.id, openingId), eq(courses.id, courseId), eq(courses.teacherId, teacherId)));
  if (!opening) return 'notFound';
  if (opening.cancelledAt) return 'alreadyCancelled';
  return 'ended';
}
