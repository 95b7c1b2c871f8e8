import { studentEndpoints as endpoints } from '@aula/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { STUDENT_MESSAGES } from '../courses/student-messages';
import { uniqueViolation } from '../db/client';
import { activityResults } from '../db/schema';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { tellHandIn } from '../notifications/events';
import { studentResults, submissionTarget } from './student-queries';
import { receiveTaskUpload } from './task-upload';

/** The unique (activity, student) pair of activity_results: a second hand-in of either kind trips it. */
export const RESULT_UNIQUE = 'activity_results_activity_student_unique';

/** The student's results, and the hand-in of a task (multipart, within the student scope's limits). */
export const studentResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  serve(app, endpoints.activityResults, {
    handler: async (request) => studentResults(db, sessionUser(request).id),
  });

  serve(app, endpoints.submitTask, {
    handler: async (request, reply) => {
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
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(activityResults)
            .values({ activityId, studentId: me.id, textAnswer: upload.textAnswer, fileId: upload.file.id })
            .returning({ id: activityResults.id, submittedAt: activityResults.submittedAt });
          if (!inserted) throw new Error('activity_results insert returned no row');
          await tellHandIn(tx, activityId, me.id);
          return inserted;
        });
        return reply.status(201).send({
          message: STUDENT_MESSAGES.taskSubmitted,
          activityResultId: row.id,
          submittedAt: row.submittedAt.toISOString(),
        });
      } catch (error) {
        await app.files.discard(db, upload.file.id);
        if (uniqueViolation(error) === RESULT_UNIQUE)
          throw new HttpError(409, STUDENT_MESSAGES.taskAlreadySubmitted);
        throw error;
      }
    },
  });
};
