import type { Course } from '@aula/contract';
import { and, asc, count, type SQL } from 'drizzle-orm';
import { selectCourses, toCourseJson } from '../courses/course-json';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { type CourseStatus, whereStatus } from './course-status';
import { courseMatches } from './search';

export interface CourseFilter {
  status?: CourseStatus;
  q?: string;
  /** Whether `q` also looks at the teacher's name, surname and username (active and pending lists). */
  searchTeacher: boolean;
}

function whereCourses({ status, q, searchTeacher }: CourseFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(whereStatus(status));
  if (q) conditions.push(courseMatches(q, searchTeacher));
  return conditions.length ? and(...conditions) : undefined;
}

/** Courses matching `filter` in the shared course shape, oldest first; one statement whatever their number. */
export async function listCourses(
  db: Db,
  filter: CourseFilter,
  window?: { limit: number; offset: number },
): Promise<Course[]> {
  const query = selectCourses(db).where(whereCourses(filter)).orderBy(asc(courses.id));
  if (window) query.limit(window.limit).offset(window.offset);
  return (await query).map(toCourseJson);
}

export async function countCourses(db: Db, filter: CourseFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses).where(whereCourses(filter));
  return row?.total ?? 0;
}
