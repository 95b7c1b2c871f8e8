import { LANGUAGE_NAMES, type Statistics } from '@aula/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { LANGUAGES } from '../db/schema';

const count = z.coerce.number().int();
// Both drivers answer `{ rows }`; parsing also turns a count PostgreSQL sends as text into a number.
const resultSchema = z.object({
  rows: z.array(
    z.object({
      language: z.enum(LANGUAGES),
      courses: count,
      teachers: count,
      students: count,
      completed: count,
      pending: count,
      total_teachers: count,
      total_students: count,
      snapshot: z.string(),
    }),
  ),
});
const snapshotSchema = z.object({ rows: z.array(z.object({ snapshot: z.string() })) });
type LanguageRow = z.infer<typeof resultSchema>['rows'][number];

/**
 * The dashboard's figures in one statement (one snapshot, so the totals agree with each other), computed by
 * PostgreSQL with aggregates rather than by loading rows (decision 011):
 * - courses, completed and pending per language from `courses`;
 * - teachers of a language: distinct teachers with a course (any status) in it;
 * - students of a language: distinct students enrolled in a course of it (one student counts once per
 *   language however many of its courses they take, and in every language they study);
 * - totalTeachers / totalStudents: users holding the role, whether or not they teach or study anything.
 */
export async function computeStatistics(db: Db): Promise<{ statistics: Statistics; snapshot: string }> {
  const result = resultSchema.parse(
    await db.execute(sql`
      with per_course as (
        select language,
               count(*)::int as courses,
               count(distinct teacher_id)::int as teachers,
               (count(*) filter (where completed))::int as completed,
               (count(*) filter (where not approved and not completed))::int as pending
          from courses
         group by language
      )
      select l.language::text as language,
             coalesce(pc.courses, 0) as courses,
             coalesce(pc.teachers, 0) as teachers,
             -- Per language, an index-only scan of its courses' enrolments and a sorted distinct: about
             -- three times cheaper than grouping every enrolment by student across the four languages.
             (select count(distinct e.student_id)::int
                from enrolments e
               where e.course_id = any (array(select c.id from courses c where c.language = l.language))) as students,
             coalesce(pc.completed, 0) as completed,
             coalesce(pc.pending, 0) as pending,
             (select count(*)::int from user_roles where role = 'TEACHER') as total_teachers,
             (select count(*)::int from user_roles where role = 'STUDENT') as total_students,
             pg_current_snapshot()::text as snapshot
        from unnest(enum_range(null::course_language)) as l(language)
        left join per_course pc on pc.language = l.language
    `),
  );
  const byLanguage = new Map(result.rows.map((row) => [row.language, row]));
  const rows = LANGUAGES.map((language) => byLanguage.get(language));
  const sum = (pick: (row: LanguageRow) => number) =>
    rows.reduce((total, row) => total + (row ? pick(row) : 0), 0);
  const first = result.rows[0];
  const statistics: Statistics = {
    languages: LANGUAGES.map((language) => LANGUAGE_NAMES[language]),
    coursesPerLanguage: rows.map((row) => row?.courses ?? 0),
    teachersPerLanguage: rows.map((row) => row?.teachers ?? 0),
    studentsPerLanguage: rows.map((row) => row?.students ?? 0),
    totalTeachers: first?.total_teachers ?? 0,
    totalStudents: first?.total_students ?? 0,
    totalCourses: sum((row) => row.courses),
    completedCourses: sum((row) => row.completed),
    pendingCourses: sum((row) => row.pending),
  };
  return { statistics, snapshot: first?.snapshot ?? '' };
}

// The last figures of each database, with the snapshot they were computed in.
const lastComputed = new WeakMap<Db, { snapshot: string; statistics: Statistics }>();

/**
 * The statistics, exact, without recomputing them while nothing has changed (decision 011). Two equal
 * snapshots (the same oldest running transaction, next transaction id and list of running transactions)
 * see exactly the same committed rows, so figures computed in one are the figures of the other: a cheap
 * `pg_current_snapshot()` decides whether the aggregates must run again. Any write anywhere in the database
 * (a new enrolment, an approval, a registration) changes the snapshot and the next call recomputes.
 */
export async function loadStatistics(db: Db): Promise<Statistics> {
  const last = lastComputed.get(db);
  if (last) {
    const [now] = snapshotSchema.parse(
      await db.execute(sql`select pg_current_snapshot()::text as snapshot`),
    ).rows;
    if (now?.snapshot === last.snapshot) return last.statistics;
  }
  const computed = await computeStatistics(db);
  lastComputed.set(db, computed);
  return computed.statistics;
}
