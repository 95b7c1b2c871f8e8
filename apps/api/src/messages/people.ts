import { type SQL, sql } from 'drizzle-orm';

export type MessageRole = 'ADMIN' | 'TEACHER' | 'STUDENT';

/**
 * The role someone writes as in a conversation about `courseId` (may be NULL): its teacher, one of its
 * students, else an administrator, else their own highest role. Used for the names shown and for the panel
 * a notification's link opens.
 */
export function roleIn(userId: SQL, courseId: SQL): SQL {
  return sql`case
    when exists (select 1 from courses rc where rc.id = ${courseId} and rc.teacher_id = ${userId}) then 'TEACHER'
    when exists (select 1 from enrolments re where re.course_id = ${courseId} and re.student_id = ${userId}) then 'STUDENT'
    when exists (select 1 from user_roles rr where rr.user_id = ${userId} and rr.role = 'ADMIN') then 'ADMIN'
    when exists (select 1 from user_roles rr where rr.user_id = ${userId} and rr.role = 'TEACHER') then 'TEACHER'
    else 'STUDENT' end`;
}

/** A person as the contract's messagePersonSchema, as JSON (null when the account is gone); never an e-mail. */
export function personJson(userId: SQL, courseId: SQL): SQL {
  return sql`(select json_build_object('id', pu.id, 'name', pu.name, 'surname', pu.surname,
      'username', pu.username, 'role', ${roleIn(sql`pu.id`, courseId)})
    from users pu where pu.id = ${userId})`;
}

/** A timestamp as the ISO text the contract sends, the same on both drivers. */
export function isoText(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The panel a notification's link opens, by the role its reader has in the conversation. */
export function conversationLink(role: MessageRole, conversationId: number): string {
  const panel = role === 'ADMIN' ? 'admin' : role === 'TEACHER' ? 'teacher' : 'student';
  return `/${panel}?seccion=mensajes&conversacion=${conversationId}`;
}
