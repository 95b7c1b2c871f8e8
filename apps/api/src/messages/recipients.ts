import type { Recipient, RecipientList } from '@aula/contract';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userMatches } from '../admin/search';
import type { Db } from '../db/client';
import { courses, enrolments, userRoles, users } from '../db/schema';

/** An administrator's list is a search over everyone: this many at most. */
export const ADMIN_RECIPIENTS_MAX = 50;

const person = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  username: users.username,
};

/**
 * Who `me` may write to, each with the course that allows it: the teachers of the courses they study, the
 * students of the courses they teach, and, for an administrator, anyone (`q` narrows every list). The same
 * rules as directTarget, so nobody is offered a recipient the server would refuse.
 */
export async function recipientsOf(db: Db, me: number, q: string | undefined): Promise<RecipientList> {
  const search = (where: SQL) => (q?.trim() ? and(where, userMatches(q)) : where);
  const taught = alias(courses, 'taught');

  const teachersOfMine = await db
    .select({ ...person, courseId: courses.id, courseName: courses.name })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, courses.teacherId))
    .where(search(and(eq(enrolments.studentId, me), ne(users.id, me), eq(users.disabled, false)) as SQL))
    .orderBy(asc(courses.name), asc(users.surname), asc(users.name));
  const studentsOfMine = await db
    .select({ ...person, courseId: taught.id, courseName: taught.name })
    .from(taught)
    .innerJoin(enrolments, eq(enrolments.courseId, taught.id))
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(search(and(eq(taught.teacherId, me), ne(users.id, me), eq(users.disabled, false)) as SQL))
    .orderBy(asc(taught.name), asc(users.surname), asc(users.name));
  const anyone = await db
    .select({
      ...person,
      role: sql<'ADMIN' | 'TEACHER' | 'STUDENT'>`(select case
        when bool_or(r.role = 'ADMIN') then 'ADMIN' when bool_or(r.role = 'TEACHER') then 'TEACHER'
        else 'STUDENT' end from ${userRoles} r where r.user_id = users.id)`,
    })
    .from(users)
    .where(
      search(
        and(
          sql`exists (select 1 from ${userRoles} a where a.user_id = ${me}::int and a.role = 'ADMIN')`,
          ne(users.id, me),
          eq(users.disabled, false),
        ) as SQL,
      ),
    )
    .orderBy(asc(users.surname), asc(users.name), asc(users.id))
    .limit(ADMIN_RECIPIENTS_MAX);

  const withCourse = (role: 'TEACHER' | 'STUDENT') => (row: (typeof teachersOfMine)[number]) =>
    ({
      person: { id: row.id, name: row.name, surname: row.surname, username: row.username, role },
      course: { id: row.courseId, name: row.courseName },
    }) satisfies Recipient;
  const recipients: Recipient[] = [
    ...teachersOfMine.map(withCourse('TEACHER')),
    ...studentsOfMine.map(withCourse('STUDENT')),
    ...anyone.map(({ role, ...row }) => ({ person: { ...row, role }, course: null })),
  ];

  const announcementCourses = await db
    .select({
      id: courses.id,
      name: courses.name,
      // Spelt out: in a one-table select Drizzle leaves the column unqualified, which the subquery would take as its own.
      students: sql<number>`(select count(*)::int from ${enrolments} e where e.course_id = courses.id)`,
    })
    .from(courses)
    .where(and(eq(courses.teacherId, me), eq(courses.approved, true), eq(courses.completed, false)))
    .orderBy(asc(courses.name));
  return { recipients, announcementCourses };
}
