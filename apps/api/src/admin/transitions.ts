import { and, eq, exists, inArray, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activities,
  activityResults,
  courses,
  enrolments,
  materials,
  storedFiles,
  users,
} from '../db/schema';
import { HttpError } from '../errors';
import { tellCourseDecision } from '../notifications/events';
import { ADMIN_ACTIONS, recordAdminAction } from './audit';
import { statusOf } from './course-status';
import { ADMIN_MESSAGES, wrongStateMessage } from './messages';

type Transition = 'approve' | 'reject' | 'complete';

/** Which status each transition starts from (spec section 4). */
const FROM = { approve: 'pending', reject: 'pending', complete: 'active' } as const;

/**
 * Locks the course row for the rest of the transaction and checks that `transition` applies to it: 404 for
 * an unknown id, 409 for a course in another state. Two administrators acting on the same course at once
 * are serialised here; the second one sees the first one's result.
 */
async function lockForTransition(tx: Db, courseId: number, transition: Transition) {
  const [course] = await tx
    .select({
      id: courses.id,
      name: courses.name,
      description: courses.description,
      level: courses.level,
      type: courses.type,
      language: courses.language,
      approved: courses.approved,
      completed: courses.completed,
      teacherId: courses.teacherId,
      teacherUsername: users.username,
    })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.teacherId))
    .where(eq(courses.id, courseId))
    .for('update', { of: courses });
  if (!course) throw new HttpError(404, ADMIN_MESSAGES.courseNotFound);
  const current = statusOf(course);
  if (current !== FROM[transition]) throw new HttpError(409, wrongStateMessage[transition](current));
  return course;
}

export async function approveCourse(db: Db, adminId: number, courseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const course = await lockForTransition(tx, courseId, 'approve');
    await tx.update(courses).set({ approved: true }).where(eq(courses.id, courseId));
    await tellCourseDecision(tx, 'approved', course);
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTIONS.approve,
      courseId,
      details: {
        courseName: course.name,
        teacherUsername: course.teacherUsername,
        from: 'pending',
        to: 'active',
      },
    });
  });
}

export async function completeCourse(db: Db, adminId: number, courseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const course = await lockForTransition(tx, courseId, 'complete');
    await tx.update(courses).set({ completed: true }).where(eq(courses.id, courseId));
    await tellCourseDecision(tx, 'finished', course);
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTIONS.complete,
      courseId,
      details: {
        courseName: course.name,
        teacherUsername: course.teacherUsername,
        from: 'active',
        to: 'completed',
      },
    });
  });
}

/**
 * Deletes a pending course with everything that hangs on it, in one transaction: enrolments, materials,
 * activities with their questions, options, results and answers go with it (ON DELETE CASCADE), and the
 * stored files of its materials and submissions are deleted here. The audit row keeps a copy of the
 * course, since the course itself is gone. The teacher's notification carries the administrator's reason,
 * if one was given. Returns the ids of the files whose bytes the caller removes from disk once the
 * transaction has committed.
 */
export async function rejectCourse(
  db: Db,
  adminId: number,
  courseId: number,
  reason?: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const course = await lockForTransition(tx, courseId, 'reject');

    const materialFiles = tx
      .select({ fileId: materials.fileId })
      .from(materials)
      .where(and(eq(materials.courseId, courseId), isNotNull(materials.fileId)));
    const submissionFiles = tx
      .select({ fileId: activityResults.fileId })
      .from(activityResults)
      .innerJoin(activities, eq(activities.id, activityResults.activityId))
      .where(and(eq(activities.courseId, courseId), isNotNull(activityResults.fileId)));
    const fileIds = (await materialFiles.union(submissionFiles)).flatMap((row) =>
      row.fileId ? [row.fileId] : [],
    );

    const [{ students } = { students: 0 }] = await tx
      .select({ students: sql<number>`count(*)::int`.mapWith(Number) })
      .from(enrolments)
      .where(eq(enrolments.courseId, courseId));

    await tx.delete(courses).where(eq(courses.id, courseId));
    await tellCourseDecision(tx, 'rejected', course, reason);

    // A file still referenced elsewhere (none should be: every upload is its own row) is kept.
    const removed = fileIds.length
      ? await tx
          .delete(storedFiles)
          .where(
            and(
              inArray(storedFiles.id, fileIds),
              not(
                exists(
                  tx.select({ one: sql`1` }).from(materials).where(eq(materials.fileId, storedFiles.id)),
                ),
              ),
              not(
                exists(
                  tx
                    .select({ one: sql`1` })
                    .from(activityResults)
                    .where(eq(activityResults.fileId, storedFiles.id)),
                ),
              ),
            ),
          )
          .returning({ id: storedFiles.id })
      : [];

    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTIONS.reject,
      courseId,
      details: {
        courseName: course.name,
        description: course.description,
        level: course.level,
        type: course.type,
        language: course.language,
        teacherUsername: course.teacherUsername,
        enrolledStudents: students,
        reason: reason ?? null,
        deletedFiles: removed.length,
        from: 'pending',
        to: 'deleted',
      },
    });
    return removed.map((row) => row.id);
  });
}
