import { studentEndpoints as endpoints } from '@aula/contract';
import { ANSWER_MESSAGES, STUDENT_TEST_MESSAGES } from '@aula/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { STUDENT_MESSAGES } from '../courses/student-messages';
import { uniqueViolation } from '../db/client';
import { HttpError, loggableError } from '../errors';
import { sendStoredFile } from '../files/download';
import { DEFAULT_STORAGE_QUOTAS, recordingsTooFastMessage } from '../files/storage-quotas';
import { UPLOAD_RULES } from '../files/upload-rules';
import { serve } from '../http/contract-routes';
import { TooManyAttempts } from '../rate-limit/attempts';
import { RESULT_UNIQUE } from '../results/student-routes';
import { loadDraft, openTest, saveDraft } from './drafts';
import { gradeSubmission } from './grading';
import { checkRecordingQuotas, deleteReplaced, deleteUnhandedRecordings } from './recordings';
import { storeGradedTest } from './result-batch';
import { testReview } from './review-queries';
import { loadForGrading, testQuestions } from './student-queries';
import { keepRecording, MEDIA_MESSAGES, receiveOneFile, studentMediaFile } from './test-media';

/** A teacher's edit between reading the key and storing the grade makes the student's submission grade again. */
const GRADING_ATTEMPTS = 5;

/**
 * A student taking a test: its questions, the saved answers and recordings, the hand-in that grades it, and
 * its review. Reached only through the student's enrolment: anything else answers 404.
 */
export const studentTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const quotas = app.config.storageQuotas ?? DEFAULT_STORAGE_QUOTAS;
  /** Every recording sent counts against its student, whatever becomes of it. */
  const countRecording = (studentId: number) =>
    app.rateLimits.attempt({ recordingAccount: String(studentId) }).catch((error: unknown) => {
      if (!(error instanceof TooManyAttempts)) throw error;
      throw new HttpError(429, recordingsTooFastMessage(error.retryAfterMs), error.headers);
    });

  serve(app, endpoints.answers, {
    handler: async (request) => loadDraft(db, request.params.id, sessionUser(request).id),
  });

  serve(app, endpoints.saveAnswers, {
    handler: async (request) =>
      saveDraft(db, request.params.id, sessionUser(request).id, request.body, new Date()),
  });

  serve(app, endpoints.uploadRecording, {
    handler: async (request, reply) => {
      const { id: activityId, questionId } = request.params;
      const me = sessionUser(request);
      // Refused before a single byte of the recording is read.
      const test = await openTest(db, activityId, me.id);
      const question = test.questions.find((candidate) => candidate.id === questionId);
      if (!question) throw new HttpError(404, STUDENT_MESSAGES.foreignQuestion);
      if (question.kind !== 'speaking') throw new HttpError(400, ANSWER_MESSAGES.recordingNotSpeaking);
      await countRecording(me.id);
      const owner = { activityId, studentId: me.id, questionId };
      const speakingQuestions = test.questions.filter((candidate) => candidate.kind === 'speaking').length;
      const limits = { ...owner, speakingQuestions };
      await checkRecordingQuotas(db, quotas, limits);
      const file = await receiveOneFile(request, { db, files: app.files }, UPLOAD_RULES.recording);
      const recording = await keepRecording({ db, files: app.files }, owner, file);
      // Checked again with its real size: a refused recording is not kept, and what it replaces stays.
      const replaced = await checkRecordingQuotas(db, quotas, limits, recording).catch(async (error) => {
        await app.files.discard(db, file.id);
        throw error;
      });
      await deleteReplaced(db, app.files, owner, replaced);
      return reply.status(201).send({ recording });
    },
  });

  serve(app, endpoints.media, {
    handler: async (request, reply) => {
      const file = await studentMediaFile(
        db,
        request.params.id,
        request.params.file,
        sessionUser(request).id,
      );
      if (!file) throw new HttpError(404, MEDIA_MESSAGES.mediaNotFound);
      return sendStoredFile(reply, app.files, file);
    },
  });

  serve(app, endpoints.questions, {
    handler: async (request) => {
      const test = await testQuestions(db, request.params.id, sessionUser(request).id);
      if (!test) throw new HttpError(404, STUDENT_MESSAGES.activityNotFound);
      if (test.type !== 'TEST') throw new HttpError(400, STUDENT_MESSAGES.notATest);
      return test.questions;
    },
  });

  serve(app, endpoints.review, {
    handler: async (request) => testReview(db, request.params.id, sessionUser(request).id, new Date()),
  });

  serve(app, endpoints.submitTest, {
    handler: async (request, reply) => {
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
        const answers = request.body.answers;
        const graded = gradeSubmission(load.questions, answers);
        if (!graded.ok) throw new HttpError(400, graded.message);
        if (
          answers.some((answer) => answer.recording !== undefined && !load.recordings.has(answer.recording))
        )
          throw new HttpError(400, ANSWER_MESSAGES.recordingUnknown);
        let stored: boolean;
        try {
          stored = await storeGradedTest(db, {
            activityId,
            studentId: me.id,
            score: graded.score,
            autoScore: graded.autoScore,
            pendingReview: graded.pendingReview,
            feedback: graded.feedback,
            at,
            answers,
            keyVersion: load.keyVersion,
          });
        } catch (error) {
          // Two submissions racing past the check above: the unique pair lets exactly one in.
          if (uniqueViolation(error) === RESULT_UNIQUE)
            throw new HttpError(409, STUDENT_MESSAGES.testAlreadySubmitted);
          throw error;
        }
        if (stored) {
          await deleteUnhandedRecordings(db, app.files, { activityId, studentId: me.id }).catch((error) =>
            request.log.warn(
              loggableError(error),
              'could not delete the recordings the hand-in does not use',
            ),
          );
          return reply.status(201).send({
            score: graded.score,
            feedback: graded.feedback,
            completedAt: at.toISOString(),
            // Only when true: the spec's answer stays as it was for every other test.
            ...(graded.pendingReview && { pendingReview: true }),
          });
        }
      }
      throw new HttpError(409, STUDENT_TEST_MESSAGES.keyChanged);
    },
  });
};
