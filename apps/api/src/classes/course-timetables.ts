import { createHmac } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classChanges, classSlots, courses } from '../db/schema';
import type { Timetable } from './timetable';

/** The timetables of the given courses, read in three queries whatever their number. */
export async function timetablesOf(db: Db, courseIds: readonly number[]): Promise<Map<number, Timetable>> {
  const timetables = new Map<number, Timetable>();
  if (courseIds.length === 0) return timetables;
  const ids = [...new Set(courseIds)];
  const [courseRows, slotRows, changeRows] = await Promise.all([
    db
      .select({ id: courses.id, startDate: courses.startDate, endDate: courses.endDate })
      .from(courses)
      .where(inArray(courses.id, ids)),
    db.select().from(classSlots).where(inArray(classSlots.courseId, ids)).orderBy(asc(classSlots.id)),
    db.select().from(classChanges).where(inArray(classChanges.courseId, ids)).orderBy(asc(classChanges.id)),
  ]);
  for (const course of courseRows) {
    timetables.set(course.id, {
      slots: [],
      changes: [],
      firstDay: course.startDate,
      lastDay: course.endDate,
    });
  }
  for (const { courseId, weekday, startMinute, durationMinutes, startsFrom } of slotRows) {
    timetables.get(courseId)?.slots.push({ weekday, startMinute, durationMinutes, startsFrom });
  }
  for (const { courseId, id, kind, originalStart, startsAt, durationMinutes, reason } of changeRows) {
    timetables.get(courseId)?.changes.push({ id, kind, originalStart, startsAt, durationMinutes, reason });
  }
  return timetables;
}

/**
 * Where a class is held (decision 136): the teacher's own https link, the same for every class, or the
 * class's own room on the school's Jitsi Meet server. A generated room is per class, not per course, so that
 * the link a student was given for one class (their booked one-to-one class, or any class before they left
 * the course) opens no other. It is derived from the course's secret room and the class's key, never stored:
 * unguessable without that secret, and one class's room tells nothing of another's.
 */
export function meetingLinkOf(
  course: { meetingRoom: string; meetingUrl: string | null },
  meetingBaseUrl: string,
  classKey: string,
): string {
  if (course.meetingUrl) return course.meetingUrl;
  const room = createHmac('sha256', course.meetingRoom).update(classKey).digest('hex').slice(0, 32);
  return `${meetingBaseUrl}/aula-${room}`;
}

/** The meeting columns of the given courses (for `meetingLinkOf`), by course id. */
export async function meetingsOf(
  db: Db,
  courseIds: readonly number[],
): Promise<Map<number, { meetingRoom: string; meetingUrl: string | null }>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, meetingRoom: courses.meetingRoom, meetingUrl: courses.meetingUrl })
    .from(courses)
    .where(inArray(courses.id, [...new Set(courseIds)]));
  return new Map(rows.map(({ id, ...meeting }) => [id, meeting]));
}
