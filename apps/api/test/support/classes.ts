import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  classBookings,
  classChanges,
  classJoins,
  classOpenings,
  classSlots,
  courses,
} from '../../src/db/schema';

const MADRID = 'Europe/Madrid';
const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: TZDate) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Gives the course a weekly class that starts at `start` (to the minute, school time): a slot on its weekday
 * and hour, and course dates around it unless the course already runs then. Returns the class's key.
 */
export async function weeklyClassAt(
  db: Db,
  courseId: number,
  start: Date,
  durationMinutes = 60,
): Promise<string> {
  const local = new TZDate(Math.floor(start.getTime() / 60_000) * 60_000, MADRID);
  const [course] = await db
    .select({ startDate: courses.startDate, endDate: courses.endDate })
    .from(courses)
    .where(eq(courses.id, courseId));
  const day = dayOf(local);
  await db
    .update(courses)
    .set({
      startDate: course?.startDate && course.startDate < day ? course.startDate : day,
      endDate: course?.endDate && course.endDate > day ? course.endDate : day,
    })
    .where(eq(courses.id, courseId));
  await db.insert(classSlots).values({
    courseId,
    weekday: ((local.getDay() + 6) % 7) + 1,
    startMinute: local.getHours() * 60 + local.getMinutes(),
    durationMinutes,
  });
  return new Date(local.getTime()).toISOString();
}

/** A class every course of the access tests has (a Monday, 18:00 in Madrid), long started. */
export const PAST_CLASS_START = Date.parse('2026-01-12T17:00:00.000Z');

/** Minutes from now, to the minute (a class starts on a whole minute). */
export const minutesFromNow = (minutes: number) =>
  new Date(Math.floor((Date.now() + minutes * 60_000) / 60_000) * 60_000);

export async function cancelClass(db: Db, courseId: number, key: string) {
  await db
    .insert(classChanges)
    .values({ courseId, kind: 'cancelled', originalStart: new Date(key), reason: 'Festivo' });
}

export async function moveClass(db: Db, courseId: number, key: string, startsAt: Date) {
  await db
    .insert(classChanges)
    .values({ courseId, kind: 'moved', originalStart: new Date(key), startsAt, reason: 'Cambio de aula' });
}

/** What pressing 'Unirse a la clase' leaves behind. */
export async function joinClass(db: Db, courseId: number, key: string, userId: number, joinedAt: Date) {
  await db.insert(classJoins).values({ courseId, classKey: key, userId, joinedAt });
}

/**
 * A flexible class opened at `startsAt` and booked by these students, written straight to the tables (the
 * API books only with 2 hours' notice; a class about to start or under way needs its bookings made earlier).
 */
export async function bookedOpeningAt(
  db: Db,
  courseId: number,
  startsAt: Date,
  studentIds: number[],
  options: { durationMinutes?: number; cancelled?: boolean } = {},
) {
  const [opening] = await db
    .insert(classOpenings)
    .values({
      courseId,
      startsAt,
      durationMinutes: options.durationMinutes ?? 60,
      capacity: Math.max(studentIds.length, 1),
      booked: studentIds.length,
      cancelledAt: options.cancelled ? new Date() : null,
    })
    .returning({ id: classOpenings.id });
  if (!opening) throw new Error('class_openings insert returned no row');
  if (studentIds.length > 0)
    await db
      .insert(classBookings)
      .values(studentIds.map((studentId) => ({ openingId: opening.id, studentId })));
  return { id: opening.id, key: startsAt.toISOString() };
}
