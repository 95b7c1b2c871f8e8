import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

const isAdmin = (userId: number) =>
  sql`exists (select 1 from user_roles ar where ar.user_id = ${userId}::int and ar.role = 'ADMIN')`;
const enrolledIn = (courseId: SQL, userId: SQL) =>
  sql`exists (select 1 from enrolments pe where pe.course_id = ${courseId} and pe.student_id = ${userId})`;

export interface DirectTarget {
  recipientId: number;
  course: { id: number; name: string } | null;
}

/**
 * Whether `me` may write to `recipientId` about `courseId`, decided in one query: a student to the teacher of
 * a course they are enrolled in, a teacher to a student of their course, an administrator to anyone (about
 * an existing course, or none); nobody to themselves or to a disabled account. Null: not allowed.
 */
export async function directTarget(
  db: Db,
  me: number,
  recipientId: number,
  courseId: number | undefined,
): Promise<DirectTarget | null> {
  const course = courseId ?? null;
  const rows = rowsOf(
    await db.execute(sql`
      select u.id as recipient_id, co.id as course_id, co.name as course_name
        from users u left join courses co on co.id = ${course}::int
       where u.id = ${recipientId}::int and u.id <> ${me}::int and not u.disabled
         and case when ${course}::int is null then ${isAdmin(me)}
             else co.id is not null and (${isAdmin(me)}
               or (co.teacher_id = u.id and ${enrolledIn(sql`co.id`, sql`${me}::int`)})
               or (co.teacher_id = ${me}::int and ${enrolledIn(sql`co.id`, sql`u.id`)})) end`),
  ) as { recipient_id: number; course_id: number | null; course_name: string | null }[];
  const row = rows[0];
  if (!row) return null;
  return {
    recipientId: row.recipient_id,
    course: row.course_id === null ? null : { id: row.course_id, name: row.course_name ?? '' },
  };
}

/** The key that makes the direct conversation of a pair about a course (or none) unique. */
export function directKey(courseId: number | null, a: number, b: number): string {
  return `${courseId ?? 0}:${Math.min(a, b)}:${Math.max(a, b)}`;
}
