import { type SQL, sql } from 'drizzle-orm';
import { courses, users } from '../db/schema';

/**
 * What people type, made comparable: blanks around and between the words collapsed to one space, so
 * 'emma   thompson' is the full name 'emma thompson'. Case and accents are folded in SQL (aula_search_fold).
 */
export function normaliseSearch(text: string): string {
  return text.trim().split(/\s+/u).join(' ');
}

/** `%text%` for LIKE, with the pattern characters of the text itself taken literally. */
export function containsPattern(text: string): string {
  return `%${normaliseSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The searched text of a user (full name "name surname", then username) and of a course (name, description),
 * fields joined by U+001F, a character no search contains: a match never spans two fields (but does span name
 * and surname, so 'Ana García' is found), so `text LIKE '%q%'` is exactly "q is in one of them". The text is
 * folded by aula_search_fold (migration 0006: lower case, accents stripped), and so is the pattern, so
 * 'ana garcia' finds 'Ana García'. Each expression has its own trigram GIN index (db/schema.ts, written
 * identically so PostgreSQL matches it), which serves LIKE '%…%' from three characters on.
 */
const userSearchText = sql`aula_search_fold(${users.name} || ' ' || ${users.surname} || E'\\x1f' || ${users.username})`;
const courseSearchText = sql`aula_search_fold(${courses.name} || E'\\x1f' || ${courses.description})`;
const folded = (pattern: string) => sql`aula_search_fold(${pattern})`;

/** Spec section 2: the user search covers name, surname, e-mail and username. */
export function userMatches(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(${userSearchText} like ${folded(pattern)} or ${users.email} ilike ${pattern})`;
}

/**
 * A course whose name or description contains `text`, or, with `teacherToo`, whose teacher's full name or
 * username does: the teachers are found first through their index, then their courses through
 * courses.teacher_id, so the statement needs no join to search.
 */
export function courseMatches(text: string, teacherToo: boolean): SQL {
  const pattern = folded(containsPattern(text));
  if (!teacherToo) return sql`${courseSearchText} like ${pattern}`;
  return sql`(${courseSearchText} like ${pattern} or ${courses.teacherId} = any (array(
    select t.id from ${users} t
     where aula_search_fold(t.name || ' ' || t.surname || E'\\x1f' || t.username) like ${pattern})))`;
}
