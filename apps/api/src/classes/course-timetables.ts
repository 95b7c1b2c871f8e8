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
  for (const { courseId, weekday, startMinute, durationMinutes } of slotRows) {
    timetables.get(courseId)?.slots.push({ weekday, startMinute, durationMinutes });
  }
  for (const { courseId, id, kind, originalStart, startsAt, durationMinutes, reason } of changeRows) {
    timetables.get(courseId)?.changes.push({ id, kind, originalStart, startsAt, durationMinutes, reason });
  }
  return timetables;
}

/**
 * Where a course's classes are held (decision 136): the teacher's own https link, or the course's
 * unguessable room on the school's Jitsi Meet server.
 */
export function meetingLinkOf(
  course: { meetingRoom: string; meetingUrl: string | null },
  meetingBaseUrl: string,
): string {
  return course.meetingUrl ?? `${meetingBaseUrl}/${course.meetingRoom}`;
}
