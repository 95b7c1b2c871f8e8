import {
  courseListSchema,
  courseSchema,
  errorResponseSchema,
  studentActivityListSchema,
  studentActivityResultListSchema,
  studentEnrolResponseSchema,
  studentMaterialListSchema,
  studentQuestionListSchema,
  studentTaskSubmissionResponseSchema,
  studentTestResultSchema,
} from '@aula/api-client';
import { STUDENT_ENROL_MESSAGES, STUDENT_TEST_MESSAGES, testSubmissionSchema } from '@aula/forms';
import multipart from '@fastify/multipart';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../auth/session';
import { selectCourses, toCourseJson } from '../../courses/course-json';
import { uniqueViolation } from '../../db/client';
import { activityResults, courses } from '../../db/schema';
import { HttpError } from '../../errors';
import { sendStoredFile } from '../../files/download';
import { gradeTest } from './grading';
import { STUDENT_MESSAGES } from './messages';
import {
  courseActivities,
  courseMaterials,
  enrol,
  enrolledIn,
  loadForGrading,
  materialFile,
  notEnrolledIn,
  studentResults,
  submissionTarget,
  testQuestions,
} from './queries';
import { storeGradedTest } from './result-batch';
import { discardUpload, receiveTaskUpload, TASK_UPLOAD_LIMITS } from './task-upload';

export const INVALID_ID = 'El identificador no es válido.';
const RESULT_UNIQUE = 'activity_results_activity_student_unique';

/** A numeric id in the path: a positive int4, as the tables' keys are. */
const id = () =>
  z.coerce
    .number({ error: INVALID_ID })
    .int({ error: INVALID_ID })
    .positive({ error: INVALID_ID })
    .max(2_147_483_647, { error: INVALID_ID });

const idParams = z.object({ id: id() });
const courseIdParams = z.object({ courseId: id() });
const downloadParams = z.object({ id: id(), filename: z.string().min(1).max(200) });

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };
const notFound = { ...denied, 400: errorResponseSchema, 404: errorResponseSchema };
const submitErrors = {
  ...notFound,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

/**
 * The student's API (spec section 7), under /api/student. Every route needs a valid session (401) of a
 * user with the STUDENT role (403), checked before the body is read. Courses, activities and materials are
 * reached only through the student's enrolment: anything else answers 404.
 */
/** A teacher's edit between reading the key and storing the grade makes the student's submission grade again. */
const GRADING_ATTEMPTS = 5;

export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('STUDENT'));

  // The spec's client sends `Content-Type: application/json` on every call that is not a form, also on the
  // bodyless POST /enroll/{courseId}; Fastify's own parser would answer that with 400 (empty JSON body).
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
  await app.register(multipart, { limits: TASK_UPLOAD_LIMITS, throwFileSizeLimit: false });

  app.get('/courses', { schema: { response: { 200: courseListSchema, ...denied } } }, async (request) => {
    const me = sessionUser(request);
    const rows = await selectCourses(db)
      .where(enrolledIn(db, me.id))
      .orderBy(asc(courses.name), asc(courses.id));
    return rows.map(toCourseJson);
  });

  app.get(
    '/available-courses',
    { schema: { response: { 200: courseListSchema, ...denied } } },
    async (request) => {
      const me = sessionUser(request);
      const rows = await selectCourses(db)
        .where(
          and(
            eq(courses.approved, true),
            eq(courses.completed, false),
            notEnrolledIn(db, me.id),
            // Not the courses one teaches: enrolling in them is refused.
            or(isNull(courses.teacherId), ne(courses.teacherId, me.id)),
          ),
        )
        .orderBy(asc(courses.name), asc(courses.id));
      return rows.map(toCourseJson);
    },
  );

  app.post(
    '/enroll/:courseId',
    {
      schema: {
        params: courseIdParams,
        response: { 201: studentEnrolResponseSchema, ...notFound, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const me = sessionUser(request);
      const { courseId } = request.params;
      const outcome = await enrol(db, courseId, me.id);
      // 400 and 404 are the statuses the spec's client turns into its enrolment messages (section 8).
      if (outcome === 'already') throw new HttpError(400, STUDENT_MESSAGES.alreadyEnrolled);
      if (outcome === 'unavailable') throw new HttpError(404, STUDENT_MESSAGES.courseUnavailable);
      if (outcome === 'own') throw new HttpError(409, STUDENT_ENROL_MESSAGES.ownCourse);
      return reply.status(201).send({ message: STUDENT_MESSAGES.enrolled, courseId });
    },
  );

  app.get(
    '/course/:id',
    { schema: { params: idParams, response: { 200: courseSchema, ...notFound } } },
    async (request) => {
      const me = sessionUser(request);
      const [row] = await selectCourses(db).where(
        and(eq(courses.id, request.params.id), enrolledIn(db, me.id)),
      );
      if (!row) throw new HttpError(404, STUDENT_MESSAGES.courseNotFound);
      return toCourseJson(row);
    },
  );

  app.get(
    '/course/:id/activity',
    { schema: { params: idParams, response: { 200: studentActivityListSchema, ...notFound } } },
    async (request) => {
      const list = await courseActivities(db, request.params.id, sessionUser(request).id);
      if (!list) throw new HttpError(404, STUDENT_MESSAGES.courseNotFound);
      return list;
    },
  );

  app.get(
    '/course/:id/material',
    { schema: { params: idParams, response: { 200: studentMaterialListSchema, ...notFound } } },
    async (request) => {
      const list = await courseMaterials(db, request.params.id, sessionUser(request).id);
      if (!list) throw new HttpError(404, STUDENT_MESSAGES.courseNotFound);
      return list;
    },
  );

  app.get(
    '/course/:id/material/download/:filename',
    // 200 is the file's bytes, a stream that Fastify sends as is (the serializer never sees it).
    { schema: { params: downloadParams, response: { 200: z.any(), ...notFound } } },
    async (request, reply) => {
      const { id: courseId, filename } = request.params;
      const file = await materialFile(db, courseId, filename, sessionUser(request).id);
      if (!file) throw new HttpError(404, STUDENT_MESSAGES.materialNotFound);
      return sendStoredFile(reply, app.files, file);
    },
  );

  app.get(
    '/activity-results',
    { schema: { response: { 200: studentActivityResultListSchema, ...denied } } },
    async (request) => studentResults(db, sessionUser(request).id),
  );

  app.get(
    '/activity/:id/questions',
    { schema: { params: idParams, response: { 200: studentQuestionListSchema, ...notFound } } },
    async (request) => {
      const test = await testQuestions(db, request.params.id, sessionUser(request).id);
      if (!test) throw new HttpError(404, STUDENT_MESSAGES.activityNotFound);
      if (test.type !== 'TEST') throw new HttpError(400, STUDENT_MESSAGES.notATest);
      return test.questions;
    },
  );

  app.post(
    '/activity/:id/submit-test',
    {
      schema: {
        params: idParams,
        body: testSubmissionSchema,
        response: { 201: studentTestResultSchema, ...submitErrors },
      },
    },
    async (request, reply) => {
      const me = sessionUser(request);
      const activityId = request.params.id;
      const at = new Date();
      // Graded again when the teacher changed the key meanwhile (decision 100): never stored against an old one.
      for (let attempt = 0; attempt < GRADING_ATTEMPTS; attempt += 1) {
        const load = await loadForGrading(db, { activityId, studentId: me.id });
        if (!load) throw new HttpError(404, STUDENT_MESSAGES.activityNotFound);
        if (load.type !== 'TEST') throw new HttpError(400, STUDENT_MESSAGES.notATest);
        if (load.submitted) throw new HttpError(409, STUDENT_MESSAGES.testAlreadySubmitted);
        if (load.courseCompleted) throw new HttpError(409, STUDENT_MESSAGES.courseFinished);
        if (load.closedAt && at > load.closedAt) throw new HttpError(409, STUDENT_TEST_MESSAGES.closed);
        const graded = gradeTest(load.options, request.body.answers);
        if (!graded.ok) throw new HttpError(400, graded.message);
        let stored: boolean;
        try {
          stored = await storeGradedTest(db, {
            activityId,
            studentId: me.id,
            score: graded.score,
            feedback: graded.feedback,
            at,
            answers: request.body.answers,
            keyVersion: load.keyVersion,
          });
        } catch (error) {
          // Two submissions racing past the check above: the unique pair lets exactly one in.
          if (uniqueViolation(error) === RESULT_UNIQUE)
            throw new HttpError(409, STUDENT_MESSAGES.testAlreadySubmitted);
          throw error;
        }
        if (stored)
          return reply
            .status(201)
            .send({ score: graded.score, feedback: graded.feedback, completedAt: at.toISOString() });
      }
      throw new HttpError(409, STUDENT_TEST_MESSAGES.keyChanged);
    },
  );

  app.post(
    '/activity/:id/submit-task',
    { schema: { params: idParams, response: { 201: studentTaskSubmissionResponseSchema, ...submitErrors } } },
    async (request, reply) => {
      const me = sessionUser(request);
      const activityId = request.params.id;
      if (!request.isMultipart()) throw new HttpError(415, STUDENT_MESSAGES.notMultipart);
      // Refuse before reading a single byte of the file.
      const target = await submissionTarget(db, activityId, me.id);
      if (!target) throw new HttpError(404, STUDENT_MESSAGES.activityNotFound);
      if (target.type !== 'TASK') throw new HttpError(400, STUDENT_MESSAGES.notATask);
      if (target.submitted) throw new HttpError(409, STUDENT_MESSAGES.taskAlreadySubmitted);
      if (target.courseCompleted) throw new HttpError(409, STUDENT_MESSAGES.courseFinished);

      const upload = await receiveTaskUpload(app, request, me.username);
      try {
        const [row] = await db
          .insert(activityResults)
          .values({ activityId, studentId: me.id, textAnswer: upload.textAnswer, fileId: upload.file.id })
          .returning({ id: activityResults.id, submittedAt: activityResults.submittedAt });
        if (!row) throw new Error('activity_results insert returned no row');
        return reply.status(201).send({
          message: STUDENT_MESSAGES.taskSubmitted,
          activityResultId: row.id,
          submittedAt: row.submittedAt.toISOString(),
        });
      } catch (error) {
        await discardUpload(app, upload.file);
        if (uniqueViolation(error) === RESULT_UNIQUE)
          throw new HttpError(409, STUDENT_MESSAGES.taskAlreadySubmitted);
        throw error;
      }
    },
  );
};

export default studentRoutes;
