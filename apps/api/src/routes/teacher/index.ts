import {
  courseListSchema,
  courseSchema,
  errorResponseSchema,
  messageResponseSchema,
  teacherActivityListSchema,
  teacherActivityResultListSchema,
  teacherActivityResultSchema,
  teacherActivitySchema,
  teacherCourseStudentListSchema,
  teacherMaterialListSchema,
  teacherMaterialSchema,
  teacherStudentListSchema,
  teacherTestSchema,
} from '@aula/api-client';
import {
  addMaterialSchema,
  createActivitySchema,
  createCourseSchemaFor,
  createTestSchema,
  earliestTodayOnEarth,
  editMaterialSchema,
  evaluationSchema,
  MATERIAL_MAX_BYTES,
  updateActivitySchema,
  updateTestSchema,
} from '@aula/forms';
import multipart from '@fastify/multipart';
import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../auth/session';
import { selectCourses, toCourseJson } from '../../courses/course-json';
import {
  activities,
  activityResults,
  courses,
  enrolments,
  materials,
  storedFiles,
  users,
} from '../../db/schema';
import { ERROR_MESSAGES, HttpError } from '../../errors';
import { STORED_FILE_SEGMENT, sendStoredFile } from '../../files/download';
import { defaultCourseLanguage } from './language';
import { discardStoredFile, readMaterialForm } from './material-upload';
import { TEACHER_SERVER_MESSAGES as MSG } from './messages';
import {
  findOwnActivity,
  listActivities,
  listMaterials,
  listResults,
  lockOwnMaterial,
  requireOwnCourse,
} from './queries';
import { createTest, loadOwnTest, updateTest } from './tests';

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };
const readErrors = { 400: errorResponseSchema, ...denied, 404: errorResponseSchema };
const writeErrors = { ...readErrors, 409: errorResponseSchema };

export const INVALID_ID = 'Identificador no válido.';
const id = z.coerce
  .number({ error: INVALID_ID })
  .int({ error: INVALID_ID })
  .positive({ error: INVALID_ID })
  .max(2_147_483_647, { error: INVALID_ID });
const courseParams = z.object({ id });
const courseIdParams = z.object({ courseId: id });
const activityIdParams = z.object({ activityId: id });

/** Query strings take only the parameters the spec's calls send; the message does not echo the others. */
const strictQuery = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? ERROR_MESSAGES.unknownParameter : undefined,
};

/**
 * `teacherUsername` of the spec's calls is never trusted: when present it must be the session's own
 * username. The session alone says who acts.
 */
const teacherUsernameQuery = z.strictObject({ teacherUsername: z.string().optional() }, strictQuery);
function checkTeacherUsername(request: FastifyRequest, teacherUsername: string | undefined) {
  if (teacherUsername !== undefined && teacherUsername !== sessionUser(request).username) {
    throw new HttpError(403, MSG.otherTeacher);
  }
}

/**
 * The teacher's API (spec section 7), under /api/teacher. Every route needs a valid session (401) of a
 * user with the TEACHER role (403); every statement is limited to the session teacher's own courses, so
 * another teacher's course, material or activity answers 404.
 */
const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  const language = defaultCourseLanguage();
  // Every end date that is today somewhere on earth: the server does not know the teacher's time zone.
  const createCourseSchema = createCourseSchemaFor(() => earliestTodayOnEarth());

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('TEACHER'));

  // The spec's client sends `Content-Type: application/json` on every call, also on the bodyless DELETEs;
  // Fastify's own parser would answer those with 400 (empty JSON body).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      (error as { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });

  // One file per material, checked and limited while it streams (material-upload.ts); the limit here is one
  // byte more so that the inspector, which answers with the Spanish message, always trips first.
  await app.register(multipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES + 1, files: 1, fields: 4, parts: 6, fieldSize: 8 * 1024 },
  });

  // -------------------------------------------------------------------------------------------------------
  // Courses
  // -------------------------------------------------------------------------------------------------------

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
      const teacherId = sessionUser(request).id;
      await requireOwnCourse(db, request.params.id, teacherId);
      return db
        .select({ id: users.id, name: users.name, surname: users.surname, username: users.username })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.studentId))
        .where(eq(enrolments.courseId, request.params.id))
        .orderBy(asc(users.surname), asc(users.name), asc(users.id));
    },
  );

  app.get(
    '/students',
    { schema: { response: { 200: teacherStudentListSchema, ...denied } } },
    async (request) => {
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
        .where(eq(courses.teacherId, sessionUser(request).id))
        .orderBy(asc(users.surname), asc(users.name), asc(users.id), asc(courses.name), asc(courses.id));
    },
  );

  // -------------------------------------------------------------------------------------------------------
  // Submitted work and evaluation
  // -------------------------------------------------------------------------------------------------------

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
              .min(1, { error: MSG.studentUsernameRequired }),
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

  // -------------------------------------------------------------------------------------------------------
  // Materials
  // -------------------------------------------------------------------------------------------------------

  app.get(
    '/course/:courseId/material',
    { schema: { params: courseIdParams, response: { 200: teacherMaterialListSchema, ...readErrors } } },
    async (request) => {
      const teacherId = sessionUser(request).id;
      await requireOwnCourse(db, request.params.courseId, teacherId);
      return listMaterials(db, teacherId, { courseId: request.params.courseId });
    },
  );

  app.get(
    '/course/:id/material/download/:filename',
    { schema: { params: z.object({ id, filename: z.string() }), response: readErrors } },
    async (request, reply) => {
      const { id: courseId, filename } = request.params;
      if (!STORED_FILE_SEGMENT.test(filename)) throw new HttpError(404, MSG.materialNotFound);
      const [file] = await db
        .select({
          id: storedFiles.id,
          originalName: storedFiles.originalName,
          mimeType: storedFiles.mimeType,
          size: storedFiles.size,
          sha256: storedFiles.sha256,
          createdAt: storedFiles.createdAt,
        })
        .from(materials)
        .innerJoin(courses, eq(courses.id, materials.courseId))
        .innerJoin(storedFiles, eq(storedFiles.id, materials.fileId))
        .where(
          and(
            eq(materials.courseId, courseId),
            eq(materials.fileId, filename),
            eq(courses.teacherId, sessionUser(request).id),
          ),
        );
      if (!file) throw new HttpError(404, MSG.materialNotFound);
      return sendStoredFile(reply, files, file);
    },
  );

  app.post(
    '/course/:courseId/add-material',
    { schema: { params: courseIdParams, response: { 201: teacherMaterialSchema, ...readErrors } } },
    async (request, reply) => {
      const teacherId = sessionUser(request).id;
      const { courseId } = request.params;
      await requireOwnCourse(db, courseId, teacherId);
      const { fields, file } = await readMaterialForm(request, { db, files, schema: addMaterialSchema });
      let materialId: number;
      try {
        const [created] = await db
          .insert(materials)
          .values({
            courseId,
            title: fields.title,
            youtubeVideoId: fields.youtubeVideoId,
            fileId: file?.id ?? null,
          })
          .returning({ id: materials.id });
        if (!created) throw new Error('materials insert returned no row');
        materialId = created.id;
      } catch (error) {
        // The course may have been removed while the file streamed: nothing of the request stays.
        if (file) await discardStoredFile(db, files, file);
        throw error;
      }
      const [material] = await listMaterials(db, teacherId, { materialId });
      if (!material) throw new HttpError(404, MSG.materialNotFound);
      return reply.status(201).send(material);
    },
  );

  app.put(
    '/material/:id',
    {
      schema: {
        params: courseParams,
        querystring: teacherUsernameQuery,
        response: { 200: teacherMaterialSchema, ...readErrors },
      },
    },
    async (request) => {
      checkTeacherUsername(request, request.query.teacherUsername);
      const teacherId = sessionUser(request).id;
      const materialId = request.params.id;
      // Checked before the file streams, and again (locked) when it is linked.
      await lockOwnMaterial(db, materialId, teacherId);
      const { fields, file } = await readMaterialForm(request, { db, files, schema: editMaterialSchema });
      let replaced: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const current = await lockOwnMaterial(tx, materialId, teacherId);
          await tx
            .update(materials)
            .set({
              title: fields.title,
              youtubeVideoId: fields.youtubeVideoId,
              ...(file ? { fileId: file.id } : {}),
            })
            .where(eq(materials.id, materialId));
          if (file && current.fileId) {
            replaced = current.fileId;
            await tx.delete(storedFiles).where(eq(storedFiles.id, current.fileId));
          }
        });
      } catch (error) {
        if (file) await discardStoredFile(db, files, file);
        throw error;
      }
      if (replaced) await removeBytesLogged(request, replaced);
      const [material] = await listMaterials(db, teacherId, { materialId });
      if (!material) throw new HttpError(404, MSG.materialNotFound);
      return material;
    },
  );

  app.delete(
    '/material/:id',
    { schema: { params: courseParams, response: { 200: messageResponseSchema, ...readErrors } } },
    async (request) => {
      const teacherId = sessionUser(request).id;
      const fileId = await db.transaction(async (tx) => {
        const current = await lockOwnMaterial(tx, request.params.id, teacherId);
        await tx.delete(materials).where(eq(materials.id, current.id));
        if (current.fileId) await tx.delete(storedFiles).where(eq(storedFiles.id, current.fileId));
        return current.fileId;
      });
      if (fileId) await removeBytesLogged(request, fileId);
      return { message: MSG.materialDeleted };
    },
  );

  async function removeBytesLogged(request: FastifyRequest, fileId: string) {
    // The rows are gone (committed); bytes a failure leaves behind are harmless orphans, logged.
    await files.removeBytes(fileId).catch((error: unknown) => {
      request.log.warn(
        { err: error, fileId },
        'could not remove the bytes of a replaced or deleted material file',
      );
    });
  }

  // -------------------------------------------------------------------------------------------------------
  // Activities and tests
  // -------------------------------------------------------------------------------------------------------

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
        response: { 201: teacherActivitySchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const teacherId = sessionUser(request).id;
      const { courseId } = request.params;
      const body = request.body;
      await requireOwnCourse(db, courseId, teacherId);
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
        .where(
          and(
            eq(activities.id, activityId),
            exists(
              db
                .select({ one: sql`1` })
                .from(courses)
                .where(and(eq(courses.id, activities.courseId), eq(courses.teacherId, teacherId))),
            ),
          ),
        );
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
            exists(
              db
                .select({ one: sql`1` })
                .from(courses)
                .where(and(eq(courses.id, activities.courseId), eq(courses.teacherId, teacherId))),
            ),
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

  app.get(
    '/test/:activityId',
    { schema: { params: activityIdParams, response: { 200: teacherTestSchema, ...readErrors } } },
    async (request) => loadOwnTest(db, request.params.activityId, sessionUser(request).id),
  );

  app.post(
    '/course/:courseId/test',
    {
      schema: {
        params: courseIdParams,
        body: createTestSchema,
        response: { 201: teacherTestSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const test = await createTest(db, sessionUser(request).id, request.params.courseId, request.body);
      return reply.status(201).send(test);
    },
  );

  app.put(
    '/test/:activityId',
    {
      schema: {
        params: activityIdParams,
        body: updateTestSchema,
        response: { 200: teacherTestSchema, ...writeErrors },
      },
    },
    async (request) => updateTest(db, sessionUser(request).id, request.params.activityId, request.body),
  );
};

export default teacherRoutes;
export { teacherRoutes };
