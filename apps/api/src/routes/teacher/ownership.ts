import { TEACHER_MESSAGES } from '@aula/forms';
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, courses } from '../../db/schema';
import { HttpError } from '../../errors';
import { TEACHER_SERVER_MESSAGES } from './messages';

/**
 * Ownership is part of every statement of the teacher's API: a course counts only when its teacher_id is
 * the session user, so another teacher's course, material or activity is simply not found.
 */

/** 404 unless the course exists and belongs to the teacher. */
export async function requireOwnCourse(db: Db, courseId: number, teacherId: number): Promise<void> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.teacherId, teacherId)));
  if (!row) throw new HttpError(404, TEACHER_SERVER_MESSAGES.courseNotFound);
}

/**
 * 404 unless the course is the teacher's, 409 once it has finished: its students could not hand anything in.
 */
export async function requireOwnOpenCourse(db: Db, courseId: number, teacherId: number): Promise<void> {
  const [row] = await db
    .select({ completed: courses.completed })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.teacherId, teacherId)));
  if (!row) throw new HttpError(404, TEACHER_SERVER_MESSAGES.courseNotFound);
  if (row.completed) throw new HttpError(409, TEACHER_MESSAGES.courseFinished);
}

/** For statements on `activities`: the activity's course is one of the teacher's. */
export function activityOwnedBy(db: Db, teacherId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(courses)
      .where(and(eq(courses.id, activities.courseId), eq(courses.teacherId, teacherId))),
  );
}
