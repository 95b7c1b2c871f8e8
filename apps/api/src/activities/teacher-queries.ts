import type { TeacherActivity } from '@aula/contract';
import type { createActivitySchema, updateActivitySchema } from '@aula/forms';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { activityOwnedBy, courseOwnedBy } from '../courses/ownership';
import { TEACHER_SERVER_MESSAGES as MSG } from '../courses/teacher-messages';
import type { Db } from '../db/client';
import { activities, courses } from '../db/schema';
import { HttpError } from '../errors';
import { tellNewActivity } from '../notifications/events';

const activityColumns = {
  id: activities.id,
  courseId: activities.courseId,
  title: activities.title,
  description: activities.description,
  type: activities.type,
  dueDate: activities.dueDate,
  allowLateAttempts: activities.allowLateAttempts,
  questionCount:
    sql<number>`(select count(*)::int from questions q where q.activity_id = ${activities.id})`.mapWith(
      Number,
    ),
  resultCount:
    sql<number>`(select count(*)::int from activity_results r where r.activity_id = ${activities.id})`.mapWith(
      Number,
    ),
};

/** The activities of one of the teacher's courses (soonest due first), or one activity by id. */
export async function listActivities(
  db: Db,
  teacherId: number,
  where: { courseId: number } | { activityId: number },
): Promise<TeacherActivity[]> {
  const rows = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .where(
      and(
        courseOwnedBy(teacherId),
        'courseId' in where ? eq(activities.courseId, where.courseId) : eq(activities.id, where.activityId),
      ),
    )
    .orderBy(activities.dueDate, activities.id);
  return rows.map((row) => ({ ...row, dueDate: row.dueDate.toISOString() }));
}

export async function findOwnActivity(
  db: Db,
  activityId: number,
  teacherId: number,
): Promise<TeacherActivity> {
  const [activity] = await listActivities(db, teacherId, { activityId });
  if (!activity) throw new HttpError(404, MSG.activityNotFound);
  return activity;
}

/** A new task in one of the teacher's open courses (a test comes with its questions: questions/teacher-queries.ts). */
export async function insertTask(
  db: Db,
  teacherId: number,
  courseId: number,
  task: z.output<typeof createActivitySchema>,
): Promise<TeacherActivity> {
  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(activities)
      .values({
        courseId,
        title: task.title,
        description: task.description,
        type: task.type,
        dueDate: new Date(task.dueDate),
      })
      .returning({ id: activities.id });
    if (!inserted) throw new Error('activities insert returned no row');
    await tellNewActivity(tx, inserted.id);
    return inserted;
  });
  return findOwnActivity(db, created.id, teacherId);
}

/** Title, description and due date of one of the teacher's activities (its type never changes). */
export async function updateActivity(
  db: Db,
  teacherId: number,
  activityId: number,
  fields: z.output<typeof updateActivitySchema>,
): Promise<TeacherActivity> {
  await db
    .update(activities)
    .set({ title: fields.title, description: fields.description, dueDate: new Date(fields.dueDate) })
    .where(and(eq(activities.id, activityId), activityOwnedBy(db, teacherId)));
  return findOwnActivity(db, activityId, teacherId);
}

/**
 * Deletes one of the teacher's activities unless students' work hangs on it (decision 022); a test's
 * questions and options go with it. False when nothing was deleted.
 */
export async function deleteActivityWithoutResults(
  db: Db,
  teacherId: number,
  activityId: number,
): Promise<boolean> {
  const [deleted] = await db
    .delete(activities)
    .where(
      and(
        eq(activities.id, activityId),
        activityOwnedBy(db, teacherId),
        sql`not exists (select 1 from activity_results r where r.activity_id = ${activities.id})`,
      ),
    )
    .returning({ id: activities.id });
  return deleted !== undefined;
}
