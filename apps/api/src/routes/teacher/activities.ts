import {
  messageResponseSchema,
  type TeacherActivity,
  teacherActivityListSchema,
  teacherActivitySchema,
} from '@aula/api-client';
import { createActivitySchema, updateActivitySchema } from '@aula/forms';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { activities, courses } from '../../db/schema';
import { HttpError } from '../../errors';
import { TEACHER_SERVER_MESSAGES as MSG } from './messages';
import { activityOwnedBy, requireOwnCourse, requireOwnOpenCourse } from './ownership';
import { activityIdParams, courseIdParams, readErrors, writeErrors } from './route-schemas';

const activityColumns = {
  id: activities.id,
  courseId: activities.courseId,
  title: activities.title,
  description: activities.description,
  type: activities.type,
  dueDate: activities.dueDate,
  allowLateAttempts: activities.allowLateAttempts,
  questionCount:
    sql<number>`(select count(*)::int from questions q where q.activity_id = ${activities.id})`.mapWith(
      Number,
    ),
  resultCount:
    sql<number>`(select count(*)::int from activity_results r where r.activity_id = ${activities.id})`.mapWith(
      Number,
    ),
};

/** The activities of one of the teacher's courses (soonest due first), or one activity by id. */
export async function listActivities(
  db: Db,
  teacherId: number,
  where: { courseId: number } | { activityId: number },
): Promise<TeacherActivity[]> {
  const rows = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .where(
      and(
        eq(courses.teacherId, teacherId),
        'courseId' in where ? eq(activities.courseId, where.courseId) : eq(activities.id, where.activityId),
      ),
    )
    .orderBy(activities.dueDate, activities.id);
  return rows.map((row) => ({ ...row, dueDate: row.dueDate.toISOString() }));
}

export async function findOwnActivity(
  db: Db,
  activityId: number,
  teacherId: number,
): Promise<TeacherActivity> {
  const [activity] = await listActivities(db, teacherId, { activityId });
  if (!activity) throw new HttpError(404, MSG.activityNotFound);
  return activity;
}

/** The activities (tasks and tests) of the teacher's courses; tests' questions are in tests.ts. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/course/:courseId/activity',
    { schema: { params: courseIdParams, response: { 200: teacherActivityListSchema, ...readErrors } } },
    async (request) => {
      const teacherId = sessionUser(request).id;
      await requireOwnCourse(db, request.params.courseId, teacherId);
      return listActivities(db, teacherId, { courseId: request.params.courseId });
    },
  );

  app.post(
    '/course/:courseId/activity',
    {
      schema: {
        params: courseIdParams,
        body: createActivitySchema,
        response: { 201: teacherActivitySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const teacherId = sessionUser(request).id;
      const { courseId } = request.params;
      const body = request.body;
      await requireOwnOpenCourse(db, courseId, teacherId);
      if (body.type === 'TEST') throw new HttpError(400, MSG.testNeedsQuestions);
      const [created] = await db
        .insert(activities)
        .values({
          courseId,
          title: body.title,
          description: body.description,
          type: body.type,
          dueDate: new Date(body.dueDate),
        })
        .returning({ id: activities.id });
      if (!created) throw new Error('activities insert returned no row');
      return reply.status(201).send(await findOwnActivity(db, created.id, teacherId));
    },
  );

  app.put(
    '/activity/:activityId',
    {
      schema: {
        params: activityIdParams,
        body: updateActivitySchema,
        response: { 200: teacherActivitySchema, ...readErrors },
      },
    },
    async (request) => {
      const teacherId = sessionUser(request).id;
      const { activityId } = request.params;
      const body = request.body;
      const current = await findOwnActivity(db, activityId, teacherId);
      if (body.type && body.type !== current.type) throw new HttpError(400, MSG.typeChange);
      await db
        .update(activities)
        .set({ title: body.title, description: body.description, dueDate: new Date(body.dueDate) })
        .where(and(eq(activities.id, activityId), activityOwnedBy(db, teacherId)));
      return findOwnActivity(db, activityId, teacherId);
    },
  );

  app.delete(
    '/activity/:activityId',
    { schema: { params: activityIdParams, response: { 200: messageResponseSchema, ...writeErrors } } },
    async (request) => {
      const teacherId = sessionUser(request).id;
      const { activityId } = request.params;
      // Refused while students' work hangs on it (decision 022); a test's questions and options go with it.
      const [deleted] = await db
        .delete(activities)
        .where(
          and(
            eq(activities.id, activityId),
            activityOwnedBy(db, teacherId),
            sql`not exists (select 1 from activity_results r where r.activity_id = ${activities.id})`,
          ),
        )
        .returning({ id: activities.id });
      if (!deleted) {
        await findOwnActivity(db, activityId, teacherId);
        throw new HttpError(409, MSG.activityHasResults);
      }
      return { message: MSG.activityDeleted };
    },
  );
};

export default activityRoutes;
export { activityRoutes };
