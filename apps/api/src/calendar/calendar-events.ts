import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { CourseClass } from '../classes/timetable';
import { classesOfStudent, classesOfTeacher } from '../classes/user-classes';
import type { Db } from '../db/client';
import { activities, courses, enrolments } from '../db/schema';

const DAY_MS = 24 * 3_600_000;
/** The feed covers a month back (recent classes stay visible) and half a year ahead. */
const FEED_BEFORE_MS = 30 * DAY_MS;
const FEED_AFTER_MS = 183 * DAY_MS;

export interface DueDate {
  activityId: number;
  title: string;
  courseName: string;
  dueDate: Date;
}

export interface FeedContents {
  classes: CourseClass[];
  dueDates: DueDate[];
}

/**
 * What a user's feed lists around `now` (decision 139): the classes of the approved courses they teach or are
 * enrolled in, with the flexible classes booked in them (a student's own bookings, every booked class for its
 * teacher), and the due dates of those courses' activities. A user is read both as teacher and as student,
 * so neither role needs its own path; an administrator's feed is empty.
 */
export async function feedContents(
  db: Db,
  timeZone: string,
  userId: number,
  now: Date,
): Promise<FeedContents> {
  const from = new Date(now.getTime() - FEED_BEFORE_MS);
  const to = new Date(now.getTime() + FEED_AFTER_MS);
  const [taught, attended] = await Promise.all([
    classesOfTeacher(db, timeZone, userId, from, to),
    classesOfStudent(db, timeZone, userId, from, to),
  ]);
  const enrolled = db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(eq(enrolments.studentId, userId));
  const dueDates = await db
    .select({
      activityId: activities.id,
      title: activities.title,
      courseName: courses.name,
      dueDate: activities.dueDate,
    })
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .where(
      and(
        eq(courses.approved, true),
        or(eq(courses.teacherId, userId), inArray(courses.id, enrolled)),
        gte(activities.dueDate, from),
        lt(activities.dueDate, to),
      ),
    )
    .orderBy(asc(activities.dueDate), asc(activities.id));
  return { classes: [...taught, ...attended], dueDates };
}
