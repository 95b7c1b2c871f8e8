import type { CatalogueCourse, CatalogueCoursePage } from '@aula/contract';
import { CATALOGUE_PAGE_SIZE, type CatalogueFilters, coursePath, courseSeats } from '@aula/forms';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { timetablesOf } from '../classes/course-timetables';
import { slotView } from '../classes/timetable-view';
import type { Db } from '../db/client';
import { courses, users } from '../db/schema';

type Filters = Omit<CatalogueFilters, 'page'> & { id?: number };

/**
 * Open courses only: approved, not finished, and not past their last day (`today`, the school's YYYY-MM-DD)
 * even before an administrator marks them finished; then the visitor's filters.
 */
function openCourses(filters: Filters, today: string): SQL | undefined {
  const lastDay = sql`coalesce(${courses.endDate}, ${courses.completedAt})`;
  const where: SQL[] = [
    eq(courses.approved, true),
    eq(courses.completed, false),
    sql`(${lastDay} is null or ${lastDay} >= ${today}::date)`,
  ];
  if (filters.id !== undefined) where.push(eq(courses.id, filters.id));
  if (filters.language) where.push(eq(courses.language, filters.language));
  if (filters.level) where.push(eq(courses.level, filters.level));
  if (filters.type) where.push(eq(courses.type, filters.type));
  return and(...where);
}

/** One page of the catalogue (decision 143), and how many courses match in all. */
export async function catalogueCoursePage(
  db: Db,
  today: string,
  { page = 1, ...filters }: CatalogueFilters,
): Promise<CatalogueCoursePage> {
  const [matching] = await db.select({ total: count() }).from(courses).where(openCourses(filters, today));
  const list = await catalogueCourses(db, today, filters, {
    limit: CATALOGUE_PAGE_SIZE,
    offset: (page - 1) * CATALOGUE_PAGE_SIZE,
  });
  return { courses: list, total: matching?.total ?? 0, page, pageSize: CATALOGUE_PAGE_SIZE };
}

/**
 * The open courses a visitor may see on `today`, filtered, with their weekly timetable and the places
 * left; or the one course `id` when it is such a course. Selects only public columns: the teacher's e-mail,
 * username and the meeting link never leave the database on this path.
 */
export async function catalogueCourses(
  db: Db,
  today: string,
  filters: Filters = {},
  window?: { limit: number; offset: number },
): Promise<CatalogueCourse[]> {
  const query = db
    .select({
      id: courses.id,
      name: courses.name,
      description: courses.description,
      level: courses.level,
      type: courses.type,
      language: courses.language,
      completedAt: courses.completedAt,
      startDate: courses.startDate,
      endDate: courses.endDate,
      teacherName: users.name,
      teacherSurname: users.surname,
      students:
        sql<number>`(select count(*)::int from enrolments e where e.course_id = ${courses.id})`.mapWith(
          Number,
        ),
    })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.teacherId))
    .where(openCourses(filters, today))
    .orderBy(asc(courses.language), asc(courses.level), asc(courses.name), asc(courses.id))
    .$dynamic();
  const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
  const timetables = await timetablesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const seats = courseSeats(row.type);
    const slots = timetables.get(row.id)?.slots ?? [];
    return {
      id: row.id,
      path: coursePath(row),
      name: row.name,
      description: row.description,
      level: row.level,
      type: row.type,
      language: row.language,
      teacherName: row.teacherName === null ? null : `${row.teacherName} ${row.teacherSurname ?? ''}`.trim(),
      startDate: row.startDate,
      endDate: row.endDate ?? row.completedAt,
      timetable: [...slots]
        .sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute)
        .map(slotView),
      seats,
      seatsLeft: seats === null ? null : Math.max(0, seats - row.students),
    };
  });
}
