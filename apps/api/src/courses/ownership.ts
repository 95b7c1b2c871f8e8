import { TEACHER_MESSAGES } from '@aula/forms';
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { activities, courses } from '../db/schema';
import { HttpError } from '../errors';
import { TEACHER_SERVER_MESSAGES as MSG } from './teacher-messages';

/**
 * Ownership is part of every statement of the teacher's API: a course counts only when its teacher_id is
 * the session user, so another teacher's course, material or activity is simply not found.
 */

/** For statements on `courses` (or joined to it): the course is the teacher's. */
export function courseOwnedBy(teacherId: number): SQL {
  return eq(courses.teacherId, teacherId);
}

/** For statements on `activities`: the activity's course is one of the teacher's. */
export function activityOwnedBy(db: Db, teacherId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(courses)
      .where(and(eq(courses.id, activities.courseId), courseOwnedBy(teacherId))),
  );
}

/**
 * 404 unless the course exists and belongs to the teacher; with `open`, also 409 once it has finished (its
 * students could not hand anything in).
 */
export async function requireOwnCourse(
  db: Db,
  courseId: number,
  teacherId: number,
  { open = false } = {},
): Promise<void> {
  const [row] = await db
    .select({ completed: courses.completed })
    .from(courses)
    .where(and(eq(courses.id, courseId), courseOwnedBy(teacherId)));
  if (!row) throw new HttpError(404, MSG.courseNotFound);
  if (open && row.completed) throw new HttpError(409, TEACHER_MESSAGES.courseFinished);
}

/**
 * `teacherUsername` of the spec's calls is never trusted: when present it must be the session's own
 * username. The session alone says who acts.
 */
export function checkTeacherUsername(request: FastifyRequest, teacherUsername: string | undefined): void {
  if (teacherUsername !== undefined && teacherUsername !== sessionUser(request).username) {
    throw new HttpError(403, MSG.otherTeacher);
  }
}
