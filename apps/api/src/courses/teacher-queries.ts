import type { Course } from '@aula/contract';
import type { CreateCoursePayload } from '@aula/forms';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, enrolments, type Language, users } from '../db/schema';
import { tellCoursePending } from '../notifications/events';
import { selectCourses, toCourseJson } from './course-json';
import { courseOwnedBy } from './ownership';

/** The teacher's courses, newest first. */
export async function ownCourses(db: Db, teacherId: number): Promise<Course[]> {
  const rows = await selectCourses(db)
    .where(courseOwnedBy(teacherId))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  return rows.map(toCourseJson);
}

/** One of the teacher's courses, or undefined when it is not theirs (or does not exist). */
export async function ownCourse(db: Db, courseId: number, teacherId: number): Promise<Course | undefined> {
  const [row] = await selectCourses(db).where(and(eq(courses.id, courseId), courseOwnedBy(teacherId)));
  return row && toCourseJson(row);
}

/** A new course of the teacher: whatever the client sends, it waits for an administrator (spec section 4). */
export async function insertCourse(
  db: Db,
  teacherId: number,
  course: CreateCoursePayload & { language: Language },
): Promise<Course> {
  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(courses)
      .values({
        name: course.name,
        description: course.description,
        level: course.level,
        type: course.type,
        language: course.language,
        completedAt: course.completedAt,
        approved: false,
        completed: false,
        teacherId,
      })
      .returning({ id: courses.id, name: courses.name });
    if (!inserted) throw new Error('courses insert returned no row');
    await tellCoursePending(tx, inserted);
    return inserted;
  });
  const [row] = await selectCourses(db).where(eq(courses.id, created.id));
  if (!row) throw new Error('created course not found');
  return toCourseJson(row);
}

/** The students enrolled in one course, by surname. */
export function listCourseStudents(db: Db, courseId: number) {
  return db
    .select({ id: users.id, name: users.name, surname: users.surname, username: users.username })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(eq(enrolments.courseId, courseId))
    .orderBy(asc(users.surname), asc(users.name), asc(users.id));
}

/** Every enrolment in the teacher's courses: one row per student and course. */
export function listTeacherStudents(db: Db, teacherId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      username: users.username,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(courseOwnedBy(teacherId))
    .orderBy(asc(users.surname), asc(users.name), asc(users.id), asc(courses.name), asc(courses.id));
}
