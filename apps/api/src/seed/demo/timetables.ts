import { eq } from 'drizzle-orm';
import { classesBetween, type Timetable, type WeeklySlot } from '../../classes/timetable';
import type { Tx } from '../../db/client';
import { classChanges, classSlots, courses } from '../../db/schema';

const DAY_MS = 86_400_000;

/**
 * The weekly live classes of the demo's active group and intensive courses (flexible courses book theirs),
 * in the school's time zone. Inglés general A1 also shows every kind of change: its next class but one is
 * cancelled, the one after moved, an extra class tomorrow; Inglés de negocios B2 meets on the teacher's own
 * link. Who joined the past classes, and their attendance, is seed/demo/attendance.ts's.
 */
const WEEKLY: Record<string, WeeklySlot[]> = {
  'en-a1': [
    { weekday: 1, startMinute: 18 * 60, durationMinutes: 90 },
    { weekday: 3, startMinute: 18 * 60, durationMinutes: 90 },
  ],
  'en-b2': [
    { weekday: 2, startMinute: 19 * 60, durationMinutes: 60 },
    { weekday: 4, startMinute: 19 * 60, durationMinutes: 60 },
  ],
  'fr-a2': [{ weekday: 5, startMinute: 17 * 60 + 30, durationMinutes: 90 }],
  'de-a1': [
    { weekday: 2, startMinute: 10 * 60, durationMinutes: 60 },
    { weekday: 6, startMinute: 11 * 60, durationMinutes: 60 },
  ],
};
const OWN_LINK: Record<string, string> = { 'en-b2': 'https://meet.google.com/aula-demo-b2' };

export async function seedTimetables(
  tx: Tx,
  courseOf: (key: string) => number,
  now: Date,
  timeZone: string,
): Promise<void> {
  for (const [key, slots] of Object.entries(WEEKLY)) {
    const courseId = courseOf(key);
    await tx.insert(classSlots).values(slots.map((slot) => ({ ...slot, courseId })));
    const meetingUrl = OWN_LINK[key];
    if (meetingUrl) await tx.update(courses).set({ meetingUrl }).where(eq(courses.id, courseId));
    const [course] = await tx
      .select({ startDate: courses.startDate, endDate: courses.endDate })
      .from(courses)
      .where(eq(courses.id, courseId));
    const timetable: Timetable = {
      slots,
      changes: [],
      firstDay: course?.startDate ?? null,
      lastDay: course?.endDate ?? null,
    };
    if (key === 'en-a1') await seedChanges(tx, courseId, timetable, now, timeZone);
  }
}

async function seedChanges(tx: Tx, courseId: number, timetable: Timetable, now: Date, timeZone: string) {
  const coming = classesBetween(timetable, timeZone, now, new Date(now.getTime() + 21 * DAY_MS));
  const [, cancelled, moved] = coming;
  if (cancelled) {
    await tx.insert(classChanges).values({
      courseId,
      kind: 'cancelled',
      originalStart: cancelled.startsAt,
      reason: 'La profesora está en un congreso: recuperamos la clase el viernes.',
    });
  }
  if (moved) {
    await tx.insert(classChanges).values({
      courseId,
      kind: 'moved',
      originalStart: moved.startsAt,
      startsAt: new Date(moved.startsAt.getTime() + DAY_MS),
      reason: 'Festivo local: la clase pasa al día siguiente a la misma hora.',
    });
  }
  const tomorrow = new Date(now.getTime() + DAY_MS);
  // 15:00 UTC is 16:00 or 17:00 in Madrid, clear of the weekly 18:00 class.
  tomorrow.setUTCHours(15, 0, 0, 0);
  await tx.insert(classChanges).values({
    courseId,
    kind: 'extra',
    startsAt: tomorrow,
    durationMinutes: 60,
    reason: 'Repaso antes del examen de la unidad 3.',
  });
}
