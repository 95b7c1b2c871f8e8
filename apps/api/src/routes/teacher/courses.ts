import {
  courseListSchema,
  courseSchema,
  teacherCourseStudentListSchema,
  teacherStudentListSchema,
} from '@aula/api-client';
import { createCourseSchemaFor, earliestTodayOnEarth } from '@aula/forms';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../auth/session';
import { selectCourses, toCourseJson } from '../../courses/course-json';
import type { Db } from '../../db/client';
import { courses, enrolments, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { defaultCourseLanguage } from './language';
import { TEACHER_SERVER_MESSAGES as MSG } from './messages';
import { requireOwnCourse } from './ownership';
import {
  checkTeacherUsername,
  courseParams,
  denied,
  readErrors,
  teacherUsernameQuery,
} from './route-schemas';

/** The students enrolled in one course, by surname. */
function listCourseStudents(db: Db, courseId: number) {
  return db
    .select({ id: users.id, name: users.name, surname: users.surname, username: users.username })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(eq(enrolments.courseId, courseId))
    .orderBy(asc(users.surname), asc(users.name), asc(users.id));
}

/** Every enrolment in the teacher's courses: one row per student and course. */
function listTeacherStudents(db: Db, teacherId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      username: users.username,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(eq(courses.teacherId, teacherId))
    .orderBy(asc(users.surname), asc(users.name), asc(users.id), asc(courses.name), asc(courses.id));
}

/** The teacher's courses and their students. */
const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const language = defaultCourseLanguage();
  // Every end date that is today somewhere on earth: the server does not know the teacher's time zone.
  const createCourseSchema = createCourseSchemaFor(() => earliestTodayOnEarth());

  app.get('/courses', { schema: { response: { 200: courseListSchema, ...denied } } }, async (request) => {
    const rows = await selectCourses(db)
      .where(eq(courses.teacherId, sessionUser(request).id))
      .orderBy(desc(courses.createdAt), desc(courses.id));
    return rows.map(toCourseJson);
  });

  app.post(
    '/create-course',
    {
      schema: {
        querystring: teacherUsernameQuery,
        body: createCourseSchema,
        response: { 201: courseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      checkTeacherUsername(request, request.query.teacherUsername);
      const body = request.body;
      // Whatever the client sends, a new course waits for an administrator (spec section 4).
      const [created] = await db
        .insert(courses)
        .values({
          name: body.name,
          description: body.description,
          level: body.level,
          type: body.type,
          language: body.language ?? language,
          completedAt: body.completedAt,
          approved: false,
          completed: false,
          teacherId: sessionUser(request).id,
        })
        .returning({ id: courses.id });
      if (!created) throw new Error('courses insert returned no row');
      const [row] = await selectCourses(db).where(eq(courses.id, created.id));
      if (!row) throw new Error('created course not found');
      return reply.status(201).send(toCourseJson(row));
    },
  );

  app.get(
    '/course/:id',
    { schema: { params: courseParams, response: { 200: courseSchema, ...readErrors } } },
    async (request) => {
      const [row] = await selectCourses(db).where(
        and(eq(courses.id, request.params.id), eq(courses.teacherId, sessionUser(request).id)),
      );
      if (!row) throw new HttpError(404, MSG.courseNotFound);
      return toCourseJson(row);
    },
  );

  app.get(
    '/course/:id/students',
    { schema: { params: courseParams, response: { 200: teacherCourseStudentListSchema, ...readErrors } } },
    async (request) => {
      await requireOwnCourse(db, request.params.id, sessionUser(request).id);
      return listCourseStudents(db, request.params.id);
    },
  );

  app.get(
    '/students',
    { schema: { response: { 200: teacherStudentListSchema, ...denied } } },
    async (request) => listTeacherStudents(db, sessionUser(request).id),
  );
};

export default courseRoutes;
export { courseRoutes };
