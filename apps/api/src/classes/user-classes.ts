import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, enrolments } from '../db/schema';
import { bookedClassesOf, bookedClassesOfTeacher } from './booked-classes';
import { timetablesOf } from './course-timetables';
import { type CourseClass, classesBetween } from './timetable';

interface CourseRef {
  id: number;
  name: string;
}

async function classesOfCourses(
  db: Db,
  timeZone: string,
  courseRefs: CourseRef[],
  from: Date,
  to: Date,
): Promise<CourseClass[]> {
  const timetables = await timetablesOf(
    db,
    courseRefs.map((course) => course.id),
  );
  const classes: CourseClass[] = [];
  for (const course of courseRefs) {
    const timetable = timetables.get(course.id);
    if (!timetable) continue;
    for (const time of classesBetween(timetable, timeZone, from, to)) {
      classes.push({ ...time, courseId: course.id, courseName: course.name });
    }
  }
  return classes;
}

const byStart = (a: CourseClass, b: CourseClass) =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.courseId - b.courseId;

/**
 * The classes in [from, to) of the approved courses a student is enrolled in, and the flexible classes they
 * booked (decision 138): 'Próximas clases', joining and the calendar feed take both alike.
 */
export async function classesOfStudent(
  db: Db,
  timeZone: string,
  studentId: number,
  from: Date,
  to: Date,
): Promise<CourseClass[]> {
  const enrolled = await db
    .select({ id: courses.id, name: courses.name })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.studentId, studentId), eq(courses.approved, true)));
  const [weekly, booked] = await Promise.all([
    classesOfCourses(db, timeZone, enrolled, from, to),
    bookedClassesOf(db, studentId, from, to),
  ]);
  return [...weekly, ...booked].sort(byStart);
}

/** The classes in [from, to) of a teacher's approved courses, the booked flexible classes among them. */
export async function classesOfTeacher(
  db: Db,
  timeZone: string,
  teacherId: number,
  from: Date,
  to: Date,
): Promise<CourseClass[]> {
  const own = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(eq(courses.teacherId, teacherId), eq(courses.approved, true)));
  const [weekly, booked] = await Promise.all([
    classesOfCourses(db, timeZone, own, from, to),
    bookedClassesOfTeacher(db, teacherId, from, to),
  ]);
  return [...weekly, ...booked].sort(byStart);
}
