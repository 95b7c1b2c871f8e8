import { JOIN_OPENS_MINUTES_BEFORE } from '@aula/forms';
import type { Db } from '../db/client';
import { classJoins } from '../db/schema';
import { HttpError } from '../errors';
import { bookedClassNamed } from './booked-classes';
import { meetingLinkOf, timetablesOf } from './course-timetables';
import { CLASS_SERVER_MESSAGES as MSG, opensAtMessage } from './messages';
import { classByKey } from './timetable';
import type { CourseRow } from './timetable-view';

/**
 * "Unirse a la clase": the meeting link of the class (its own room, decision 136), only from ten minutes
 * before the start to the end, and a record of who joined when (the first press is kept; attendance takes it
 * as its default).
 */
export async function joinClass(
  db: Db,
  options: { timeZone: string; meetingBaseUrl: string },
  course: CourseRow,
  userId: number,
  classKey: string,
  now: Date,
): Promise<{ url: string }> {
  const key = new Date(classKey);
  const timetable = (await timetablesOf(db, [course.id])).get(course.id);
  // A weekly or extra class of the course, else a flexible class this student booked (decision 138).
  const time =
    (timetable && classByKey(timetable, options.timeZone, key)) ??
    (await bookedClassNamed(db, course.id, key, userId))?.time;
  if (!time) throw new HttpError(404, MSG.classNotFound);
  if (time.status === 'cancelled') throw new HttpError(409, MSG.classCancelled);
  const opensAt = new Date(time.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
  if (now < opensAt) throw new HttpError(409, opensAtMessage(opensAt, options.timeZone));
  if (now >= time.endsAt) throw new HttpError(409, MSG.classOver);
  await db
    .insert(classJoins)
    .values({ courseId: course.id, classKey: time.key, userId, joinedAt: now })
    .onConflictDoNothing();
  return { url: meetingLinkOf(course, options.meetingBaseUrl, time.key) };
}
