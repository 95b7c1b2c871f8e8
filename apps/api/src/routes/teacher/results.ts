import {
  type TeacherActivityResult,
  teacherActivityResultListSchema,
  teacherActivityResultSchema,
} from '@aula/api-client';
import { evaluationSchema, hasNul, TEXT_MESSAGES } from '@aula/forms';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { activities, activityResults, courses, enrolments, storedFiles, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { TEACHER_SERVER_MESSAGES as MSG } from './messages';
import { activityIdParams, denied, strictQuery, writeErrors } from './route-schemas';

const student = alias(users, 'student');
const courseTeacher = alias(users, 'course_teacher');

/**
 * Submissions to the activities of the teacher's courses by students enrolled in them, newest first: one
 * statement whatever their number. `extra` narrows it (one result, one activity).
 */
export async function listResults(db: Db, teacherId: number, extra?: SQL): Promise<TeacherActivityResult[]> {
  const rows = await db
    .select({
      activityResultId: activityResults.id,
      activityId: activities.id,
      activityTitle: activities.title,
      activityType: activities.type,
      courseId: courses.id,
      courseName: courses.name,
      score: activityResults.score,
      feedback: activityResults.feedback,
      completedAt: activityResults.completedAt,
      submittedAt: activityResults.submittedAt,
      dueDate: activities.dueDate,
      autoCorrected: activityResults.autoCorrected,
      teacherName: courseTeacher.name,
      teacherSurname: courseTeacher.surname,
      studentName: student.name,
      studentSurname: student.surname,
      studentUsername: student.username,
      textAnswer: activityResults.textAnswer,
      fileName: storedFiles.originalName,
      fileId: activityResults.fileId,
    })
    .from(activityResults)
    .innerJoin(activities, eq(activities.id, activityResults.activityId))
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .innerJoin(student, eq(student.id, activityResults.studentId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, courses.id), eq(enrolments.studentId, activityResults.studentId)),
    )
    .leftJoin(courseTeacher, eq(courseTeacher.id, courses.teacherId))
    .leftJoin(storedFiles, eq(storedFiles.id, activityResults.fileId))
    .where(and(eq(courses.teacherId, teacherId), extra))
    .orderBy(sql`${activityResults.submittedAt} desc`, sql`${activityResults.id} desc`);
  return rows.map((row) => ({
    activityResultId: row.activityResultId,
    activityId: row.activityId,
    activityTitle: row.activityTitle,
    activityType: row.activityType,
    courseId: row.courseId,
    courseName: row.courseName,
    score: row.score,
    feedback: row.feedback,
    completedAt: row.completedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt.toISOString(),
    autoCorrected: row.autoCorrected,
    teacherName: row.teacherName === null ? null : `${row.teacherName} ${row.teacherSurname ?? ''}`.trim(),
    studentName: `${row.studentName} ${row.studentSurname}`.trim(),
    studentUsername: row.studentUsername,
    textAnswer: row.textAnswer,
    fileName: row.fileName,
    hasFile: row.fileId !== null && row.fileName !== null,
    late: row.submittedAt > row.dueDate,
  }));
}

/** Submitted work in the teacher's courses, and its evaluation. */
const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/activity-results',
    { schema: { response: { 200: teacherActivityResultListSchema, ...denied } } },
    async (request) => listResults(db, sessionUser(request).id),
  );

  app.post(
    '/activity/:activityId/evaluate',
    {
      schema: {
        params: activityIdParams,
        querystring: z.strictObject(
          {
            username: z
              .string({ error: MSG.studentUsernameRequired })
              .trim()
              .min(1, { error: MSG.studentUsernameRequired })
              .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
          },
          strictQuery,
        ),
        body: evaluationSchema,
        response: { 200: teacherActivityResultSchema, ...writeErrors },
      },
    },
    async (request) => {
      const teacherId = sessionUser(request).id;
      const { activityId } = request.params;
      const { score, feedback } = request.body;
      // The result of that student, for an activity of this teacher's course, with the student enrolled.
      const resultOf = and(
        eq(activityResults.activityId, activityId),
        eq(users.username, request.query.username),
        eq(courses.teacherId, teacherId),
      );
      const target = db
        .select({ id: activityResults.id })
        .from(activityResults)
        .innerJoin(activities, eq(activities.id, activityResults.activityId))
        .innerJoin(courses, eq(courses.id, activities.courseId))
        .innerJoin(users, eq(users.id, activityResults.studentId))
        .innerJoin(
          enrolments,
          and(eq(enrolments.courseId, courses.id), eq(enrolments.studentId, activityResults.studentId)),
        )
        .where(resultOf);
      // Once only: the update applies while the score is still empty, so two teachers' tabs cannot both win.
      const [updated] = await db
        .update(activityResults)
        .set({ score, feedback, completedAt: new Date(), autoCorrected: false, evaluatedBy: teacherId })
        .where(and(sql`${activityResults.id} in (${target})`, sql`${activityResults.score} is null`))
        .returning({ id: activityResults.id });
      const [existing] = updated ? [updated] : await target;
      if (!existing) throw new HttpError(404, MSG.resultNotFound);
      if (!updated) throw new HttpError(409, MSG.alreadyEvaluated);
      const [result] = await listResults(db, teacherId, eq(activityResults.id, updated.id));
      if (!result) throw new Error('evaluated result not found');
      return result;
    },
  );
};

export default resultRoutes;
export { resultRoutes };
