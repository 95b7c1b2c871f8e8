import { type ActivityType, appPaths } from '@aula/domain';
import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { notify, said } from './notify';

/** From tomorrow 00:00 to the day after at 00:00 in the school's time zone (23 or 25 hours across a change). */
export function tomorrowIn(timeZone: string, now: Date): { from: Date; to: Date } {
  const today = new TZDate(now.getTime(), timeZone);
  const from = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 1, timeZone);
  const to = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 2, timeZone);
  return { from: new Date(from.getTime()), to: new Date(to.getTime()) };
}

interface Claimed {
  activityId: number;
  studentId: number;
  title: string;
  type: ActivityType;
  courseId: number;
  courseName: string;
}

/**
 * Tells each student of an active course, who has not handed in, of an activity due tomorrow in the school's
 * time zone. The (activity, student) row in due_reminders is claimed first: with several instances running
 * this at once, PostgreSQL lets one insert win and the others insert nothing, so each pair hears of it once.
 * Claims and notifications commit together. Answers how many were told; wake the mail worker after it.
 */
export async function sendDueReminders(db: Db, timeZone: string, now: Date): Promise<number> {
  const { from, to } = tomorrowIn(timeZone, now);
  return db.transaction(async (tx) => {
    const claimed = rowsOf(
      await tx.execute(sql`
      WITH claimed AS (
        INSERT INTO due_reminders (activity_id, student_id)
        SELECT a.id, e.student_id
        FROM activities a
        JOIN courses c ON c.id = a.course_id AND c.approved AND NOT c.completed
        JOIN enrolments e ON e.course_id = a.course_id
        WHERE a.due_date >= ${from.toISOString()}::timestamptz AND a.due_date < ${to.toISOString()}::timestamptz
          AND NOT EXISTS (
            SELECT 1 FROM activity_results r WHERE r.activity_id = a.id AND r.student_id = e.student_id
          )
        ORDER BY a.id, e.student_id
        ON CONFLICT DO NOTHING
        RETURNING activity_id, student_id
      )
      SELECT claimed.activity_id AS "activityId", claimed.student_id AS "studentId", a.title, a.type,
             c.id AS "courseId", c.name AS "courseName"
      FROM claimed
      JOIN activities a ON a.id = claimed.activity_id
      JOIN courses c ON c.id = a.course_id
      ORDER BY claimed.activity_id, claimed.student_id
    `),
    ) as Claimed[];
    const byActivity = new Map<number, { first: Claimed; studentIds: number[] }>();
    for (const row of claimed) {
      const group = byActivity.get(row.activityId) ?? { first: row, studentIds: [] };
      group.studentIds.push(row.studentId);
      byActivity.set(row.activityId, group);
    }
    for (const { first, studentIds } of byActivity.values()) {
      const link = appPaths.studentActivity({
        id: first.activityId,
        courseId: first.courseId,
        type: first.type,
      });
      const values = { activity: first.title, course: first.courseName };
      const sentence = said('due-tomorrow', link, (i18n) =>
        i18n._('«{activity}» vence mañana ({course})', values),
      );
      await notify(tx, { ...sentence, userIds: studentIds });
    }
    return claimed.length;
  });
}
