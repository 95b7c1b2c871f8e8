import type { StudentActivity } from '@aula/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, activityResults, enrolments } from '../db/schema';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The course's activities with THIS student's completion, or null when the student is not enrolled. */
export async function courseActivities(
  db: Db,
  courseId: number,
  studentId: number,
): Promise<StudentActivity[] | null> {
  const rows = await db
    .select({
      id: activities.id,
      title: activities.title,
      description: activities.description,
      type: activities.type,
      dueDate: activities.dueDate,
      submittedAt: activityResults.submittedAt,
    })
    .from(enrolments)
    .leftJoin(activities, eq(activities.courseId, enrolments.courseId))
    .leftJoin(
      activityResults,
      and(eq(activityResults.activityId, activities.id), eq(activityResults.studentId, studentId)),
    )
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, studentId)))
    .orderBy(asc(activities.dueDate), asc(activities.id));
  if (rows.length === 0) return null;
  const list: StudentActivity[] = [];
  for (const row of rows) {
    if (row.id === null || row.title === null || row.type === null || row.dueDate === null) continue;
    list.push({
      id: row.id,
      courseId,
      title: row.title,
      description: row.description ?? '',
      type: row.type,
      dueDate: iso(row.dueDate),
      completed: row.submittedAt !== null,
      // The moment the student completed it: the hand-in (a test is graded in that same moment).
      completedDate: row.submittedAt === null ? null : iso(row.submittedAt),
    });
  }
  return list;
}
