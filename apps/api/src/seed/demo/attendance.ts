import { asc, eq } from 'drizzle-orm';
import { timetablesOf } from '../../classes/course-timetables';
import { classesBetween } from '../../classes/timetable';
import type { Tx } from '../../db/client';
import { type ATTENDANCE_STATUSES, attendance, classJoins, courses, enrolments } from '../../db/schema';

type Status = (typeof ATTENDANCE_STATUSES)[number];

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far back the demo's registers go. */
const PAST_DAYS = 28;

/**
 * A steady pattern, different per student: the first student of each course misses every third class (so
 * the teacher sees the warning below 80 %), the others are now and then late or absent.
 */
function demoStatus(classIndex: number, studentIndex: number): Status {
  if (studentIndex === 0) return classIndex % 3 === 0 ? 'absent' : 'present';
  const turn = classIndex + studentIndex;
  if (turn % 7 === 0) return 'absent';
  return turn % 5 === 0 ? 'late' : 'present';
}

/**
 * Attendance of the demo's past classes (decision 137), relative to the day it is loaded: who pressed
 * 'Unirse a la clase' and the marks taken, over the last four weeks of every approved course's timetable.
 * The latest class of each course keeps only its joins, so the teacher's panel has a register to take with
 * its default. Runs after the timetables are seeded.
 */
export async function seedAttendance(tx: Tx, timeZone: string, now: Date) {
  const approved = await tx.select({ id: courses.id }).from(courses).where(eq(courses.approved, true));
  const timetables = await timetablesOf(
    tx,
    approved.map((course) => course.id),
  );
  const students = await tx
    .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
    .from(enrolments)
    .orderBy(asc(enrolments.id));
  const since = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const joins: (typeof classJoins.$inferInsert)[] = [];
  const marks: (typeof attendance.$inferInsert)[] = [];

  for (const [courseId, timetable] of timetables) {
    const held = classesBetween(timetable, timeZone, since, now).filter(
      (time) => time.status !== 'cancelled',
    );
    const enrolled = students.filter((row) => row.courseId === courseId);
    held.forEach((time, classIndex) => {
      const latest = classIndex === held.length - 1;
      enrolled.forEach(({ studentId }, studentIndex) => {
        const status = demoStatus(classIndex, studentIndex);
        const offset = status === 'late' ? 15 * MINUTE_MS : -2 * MINUTE_MS;
        const joinedAt = new Date(time.startsAt.getTime() + offset);
        // A class under way as the demo loads: whoever is to be late has not joined yet.
        if (status !== 'absent' && joinedAt <= now) {
          joins.push({ courseId, classKey: time.key, userId: studentId, joinedAt });
        }
        if (!latest) marks.push({ courseId, classKey: time.key, studentId, status });
      });
    });
  }
  if (joins.length) await tx.insert(classJoins).values(joins);
  if (marks.length) await tx.insert(attendance).values(marks);
}
