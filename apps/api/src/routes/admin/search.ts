import { type SQL, sql } from 'drizzle-orm';
import { courses, users } from '../../db/schema';

/** `%text%` for ILIKE, with the pattern characters of the text itself taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The searched text of a user (name, surname, username) and of a course (name, description), joined by
 * U+001F, a character no search contains: a match never spans two fields, so `text ILIKE '%q%'` is exactly
 * "q is in one of them". Each expression has its own trigram GIN index (db/schema.ts, written identically
 * so PostgreSQL matches it), which serves ILIKE '%…%' from three characters on.
 */
const userSearchText = sql`(${users.name} || E'\\x1f' || ${users.surname} || E'\\x1f' || ${users.username})`;
const courseSearchText = sql`(${courses.name} || E'\\x1f' || ${courses.description})`;

/** Spec section 2: the user search covers name, surname, e-mail and username. */
export function userMatches(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(${userSearchText} ilike ${pattern} or ${users.email} ilike ${pattern})`;
}

/**
 * A course whose name or description contains `text`, or, with `teacherToo`, whose teacher's name, surname
 * or username does: the teachers are found first through their index, then their courses through
 * courses.teacher_id, so the statement needs no join to search.
 */
export function courseMatches(text: string, teacherToo: boolean): SQL {
  const pattern = containsPattern(text);
  if (!teacherToo) return sql`${courseSearchText} ilike ${pattern}`;
  return sql`(${courseSearchText} ilike ${pattern} or ${courses.teacherId} = any (array(
    select t.id from ${users} t
     where (t.name || E'\\x1f' || t.surname || E'\\x1f' || t.username) ilike ${pattern})))`;
}
