import type { Course } from '@aula/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, users } from '../db/schema';

/**
 * The one query shape behind every course the API returns (admin, teacher and student lists and details):
 * the course, its teacher and its number of students, in a single statement whatever the number of courses.
 */
const courseColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  level: courses.level,
  type: courses.type,
  language: courses.language,
  approved: courses.approved,
  completed: courses.completed,
  completedAt: courses.completedAt,
  startDate: courses.startDate,
  endDate: courses.endDate,
  teacherName: users.name,
  teacherSurname: users.surname,
  teacherUsername: users.username,
  teacherEmail: users.email,
  studentsCount:
    sql<number>`(select count(*)::int from enrolments e where e.course_id = ${courses.id})`.mapWith(Number),
};

/** `select … from courses left join users (teacher)`, ready for `.where()`, `.orderBy()`, `.limit()`. */
export function selectCourses(db: Db) {
  return db.select(courseColumns).from(courses).leftJoin(users, eq(users.id, courses.teacherId)).$dynamic();
}

type CourseRow = Awaited<ReturnType<ReturnType<typeof selectCourses>['execute']>>[number];

export function toCourseJson(row: CourseRow): Course {
  const teacher =
    row.teacherUsername === null
      ? null
      : { name: row.teacherName ?? '', surname: row.teacherSurname ?? '', username: row.teacherUsername };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    level: row.level,
    type: row.type,
    language: row.language,
    approved: row.approved,
    completed: row.completed,
    completedAt: row.completedAt,
    startDate: row.startDate,
    endDate: row.endDate,
    teacher,
    user: null,
    teacherUsername: row.teacherUsername,
    teacherEmail: row.teacherEmail,
    numberOfStudents: row.studentsCount,
    studentsCount: row.studentsCount,
  };
}
