import type { ClassChangeInput, TimetableInput } from '@aula/forms';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classChanges, classSlots, courses } from '../db/schema';
import { HttpError } from '../errors';
import { type TimetableChange, tellTimetableChange } from '../notifications/events';
import { timetablesOf } from './course-timetables';
import { CLASS_SERVER_MESSAGES as MSG } from './messages';
import { classByKey, isWeeklyClass, schoolDay, schoolInstant, type Timetable } from './timetable';

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Replaces a course's dates, weekly slots and meeting link in one transaction. A cancel or move of a class
 * the new timetable no longer has is dropped with it (it would name nothing); extra classes stay.
 * A slot the course did not have (another weekday or start time) holds classes from today on, school time:
 * past weeks never had that class, and must not ask for its attendance. Today's counts, so a class being
 * held as the teacher adds it can be joined and its attendance taken. A slot kept keeps its classes.
 */
export async function saveTimetable(
  db: Db,
  timeZone: string,
  courseId: number,
  input: TimetableInput,
  now: Date,
) {
  const today = schoolInstant(schoolDay(now, timeZone), 0, timeZone);
  await db.transaction(async (tx) => {
    const before = await tx.select().from(classSlots).where(eq(classSlots.courseId, courseId));
    const slots = input.slots.map((slot) => {
      const weekday = slot.weekday;
      const startMinute = minuteOf(slot.startTime);
      const kept = before.find((old) => old.weekday === weekday && old.startMinute === startMinute);
      return {
        weekday,
        startMinute,
        durationMinutes: slot.durationMinutes,
        startsFrom: kept ? kept.startsFrom : today,
      };
    });
    await tx
      .update(courses)
      .set({ startDate: input.startDate, endDate: input.endDate, meetingUrl: input.meetingUrl || null })
      .where(eq(courses.id, courseId));
    await tx.delete(classSlots).where(eq(classSlots.courseId, courseId));
    if (slots.length > 0) await tx.insert(classSlots).values(slots.map((slot) => ({ ...slot, courseId })));
    const changes = await tx.select().from(classChanges).where(eq(classChanges.courseId, courseId));
    const timetable: Timetable = { slots, changes, firstDay: input.startDate, lastDay: input.endDate };
    const stale = changes.filter(
      (change) => change.originalStart && !isWeeklyClass(timetable, timeZone, change.originalStart),
    );
    if (stale.length > 0) {
      await tx.delete(classChanges).where(
        inArray(
          classChanges.id,
          stale.map((change) => change.id),
        ),
      );
    }
    await tellTimetableChange(tx, courseId, { kind: 'timetable' });
  });
}

/** A cancel or move of a weekly class, or an extra class; refused for a class that has started. */
export async function changeClass(
  db: Db,
  timeZone: string,
  courseId: number,
  input: ClassChangeInput,
  now: Date,
): Promise<void> {
  const timetable = (await timetablesOf(db, [courseId])).get(courseId);
  if (!timetable) throw new HttpError(404, MSG.teacherCourseNotFound);
  const startsAt =
    input.kind === 'cancelled' ? null : schoolInstant(input.date, minuteOf(input.time), timeZone);
  if (startsAt && startsAt <= now) throw new HttpError(409, MSG.newStartPast);
  if (startsAt && classByKey(timetable, timeZone, startsAt)) throw new HttpError(409, MSG.classTaken);

  // The students hear of the change in its own transaction (decision 136's hook).
  await db.transaction(async (tx) => {
    if (input.kind === 'extra') {
      await tellTimetableChange(tx, courseId, { kind: 'extra', classStart: startsAt as Date, timeZone });
      await tx.insert(classChanges).values({
        courseId,
        kind: 'extra',
        startsAt,
        durationMinutes: input.durationMinutes,
        reason: input.reason,
      });
      return;
    }

    const key = new Date(input.classKey);
    const current = classByKey(timetable, timeZone, key);
    if (!current) throw new HttpError(404, MSG.classNotFound);
    if (current.startsAt <= now || key <= now) throw new HttpError(409, MSG.classStarted);
    // A cancelled class is named by when it was to be held, which a move may have changed.
    const told: TimetableChange =
      input.kind === 'cancelled'
        ? { kind: 'cancelled', classStart: current.startsAt, timeZone }
        : { kind: input.kind, classStart: startsAt as Date, timeZone };
    await tellTimetableChange(tx, courseId, told);
    if (current.status === 'extra') {
      // An extra class has no weekly class to stand in for: cancelling it removes it, moving it moves it.
      const extra = and(
        eq(classChanges.courseId, courseId),
        eq(classChanges.kind, 'extra'),
        eq(classChanges.startsAt, key),
      );
      if (input.kind === 'cancelled') await tx.delete(classChanges).where(extra);
      else
        await tx
          .update(classChanges)
          .set({ startsAt, durationMinutes: input.durationMinutes ?? null, reason: input.reason })
          .where(extra);
      return;
    }
    const change = {
      kind: input.kind,
      startsAt,
      durationMinutes: input.kind === 'moved' ? (input.durationMinutes ?? null) : null,
      reason: input.reason,
    };
    await tx
      .insert(classChanges)
      .values({ courseId, originalStart: key, ...change })
      .onConflictDoUpdate({ target: [classChanges.courseId, classChanges.originalStart], set: change });
  });
}
