import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, enrolments } from '../db/schema';
import { timetablesOf } from './course-timetables';
import { type CourseClass, classesBetween, type WeeklySlot } from './timetable';

const DAY_MS = 24 * 3_600_000;
/** The timetable screens show the classes from a week ago to eight weeks ahead. */
const SHOWN_BEFORE_MS = 7 * DAY_MS;
const SHOWN_AFTER_MS = 56 * DAY_MS;

export interface CourseRow {
  id: number;
  name: string;
  completed: boolean;
  meetingRoom: string;
  meetingUrl: string | null;
}

const courseColumns = {
  id: courses.id,
  name: courses.name,
  completed: courses.completed,
  meetingRoom: courses.meetingRoom,
  meetingUrl: courses.meetingUrl,
};

/** The teacher's own course, or undefined (another teacher's course is not found). */
export async function teacherCourse(db: Db, courseId: number, teacherId: number) {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.teacherId, teacherId)));
  return row;
}

/** An approved course the student is enrolled in, or undefined. */
export async function studentCourse(db: Db, courseId: number, studentId: number) {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.studentId, studentId)))
    .where(and(eq(courses.id, courseId), eq(courses.approved, true)));
  return row;
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

export function slotView({ weekday, startMinute, durationMinutes }: WeeklySlot) {
  return { weekday, startTime: clock(startMinute), durationMinutes };
}

export function classView(time: CourseClass) {
  return {
    courseId: time.courseId,
    courseName: time.courseName,
    key: time.key,
    startsAt: time.startsAt.toISOString(),
    endsAt: time.endsAt.toISOString(),
    status: time.status,
    scheduledStart: time.scheduledStart?.toISOString() ?? null,
    reason: time.reason,
  };
}

/** A course's timetable as its screens show it: dates, weekly slots and the classes around `now`. */
export async function timetableView(db: Db, timeZone: string, course: CourseRow, now: Date) {
  const timetable = (await timetablesOf(db, [course.id])).get(course.id);
  if (!timetable) throw new Error(`course ${course.id} has no timetable row`);
  const classes = classesBetween(
    timetable,
    timeZone,
    new Date(now.getTime() - SHOWN_BEFORE_MS),
    new Date(now.getTime() + SHOWN_AFTER_MS),
  );
  return {
    timeZone,
    startDate: timetable.firstDay,
    endDate: timetable.lastDay,
    slots: [...timetable.slots]
      .sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute)
      .map(slotView),
    classes: classes.map((time) => classView({ ...time, courseId: course.id, courseName: course.name })),
  };
}

/**
 * The teacher's view adds their own meeting link, if they gave one; without it each class has its own room
 * (decision 136), which the teacher opens from their week of classes.
 */
export async function teacherTimetableView(db: Db, timeZone: string, course: CourseRow, now: Date) {
  return { ...(await timetableView(db, timeZone, course, now)), meetingUrl: course.meetingUrl };
}
