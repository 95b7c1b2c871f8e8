import {
  answerDraftSchema,
  PATH_ID_MESSAGES,
  pathId,
  QUESTION_MESSAGES,
  STORED_MEDIA_NAME,
  testSubmissionSchema,
} from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import { availableCourseSchema, courseListSchema, courseSchema } from '../responses/course';
import { answerDraftResponseSchema, answerDraftSavedSchema, recordingSchema } from '../responses/questions';
import {
  studentActivityListSchema,
  studentActivityResultListSchema,
  studentEnrolResponseSchema,
  studentMaterialListSchema,
  studentQuestionListSchema,
  studentTaskSubmissionResponseSchema,
  studentTestResultSchema,
} from '../responses/student';
import { testReviewSchema } from '../responses/test-review';

const id = pathId(PATH_ID_MESSAGES.student);
const byId = z.object({ id });

const denied = refusals(401, 403);
const notFound = refusals(400, 401, 403, 404);
const submitRefusals = refusals(400, 401, 403, 404, 409, 413, 415);
const mediaFile = z.string().regex(STORED_MEDIA_NAME, { error: QUESTION_MESSAGES.mediaName });

/**
 * The student's calls of spec section 7; every one needs a STUDENT session. Courses, activities and materials
 * are reached only through the student's enrolment: anything else is not found (404).
 */
export const studentEndpoints = {
  courses: endpoint({
    method: 'GET',
    path: '/student/courses',
    responses: { 200: courseListSchema, ...denied },
  }),
  availableCourses: endpoint({
    method: 'GET',
    path: '/student/available-courses',
    responses: { 200: z.array(availableCourseSchema), ...denied },
  }),
  enroll: endpoint({
    method: 'POST',
    path: '/student/enroll/:courseId',
    params: z.object({ courseId: id }),
    responses: { 201: studentEnrolResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  course: endpoint({
    method: 'GET',
    path: '/student/course/:id',
    params: byId,
    responses: { 200: courseSchema, ...notFound },
  }),
  activities: endpoint({
    method: 'GET',
    path: '/student/course/:id/activity',
    params: byId,
    responses: { 200: studentActivityListSchema, ...notFound },
  }),
  materials: endpoint({
    method: 'GET',
    path: '/student/course/:id/material',
    params: byId,
    responses: { 200: studentMaterialListSchema, ...notFound },
  }),
  downloadMaterial: endpoint({
    method: 'GET',
    path: '/student/course/:id/material/download/:filename',
    params: z.object({ id, filename: z.string().min(1).max(200) }),
    // The file's bytes, sent as they are stored.
    responses: { 200: z.any(), ...notFound },
  }),
  activityResults: endpoint({
    method: 'GET',
    path: '/student/activity-results',
    responses: { 200: studentActivityResultListSchema, ...denied },
  }),
  questions: endpoint({
    method: 'GET',
    path: '/student/activity/:id/questions',
    params: byId,
    responses: { 200: studentQuestionListSchema, ...notFound },
  }),
  submitTest: endpoint({
    method: 'POST',
    path: '/student/activity/:id/submit-test',
    params: byId,
    body: testSubmissionSchema,
    responses: { 201: studentTestResultSchema, ...submitRefusals },
  }),
  /**
   * The student's own submitted test, question by question (decision 163): 409 before it is submitted, 400 for
   * a task, 404 outside the student's courses.
   */
  review: endpoint({
    method: 'GET',
    path: '/student/activity/:id/review',
    params: byId,
    responses: { 200: testReviewSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  /** The answers saved as the student gives them (decision 142): none and a null savedAt before the first. */
  answers: endpoint({
    method: 'GET',
    path: '/student/activity/:id/answers',
    params: byId,
    responses: { 200: answerDraftResponseSchema, ...notFound },
  }),
  /** Keeps the draft unless the stored one has a newer revision (then answers it); 409 once submitted. */
  saveAnswers: endpoint({
    method: 'PUT',
    path: '/student/activity/:id/answers',
    params: byId,
    body: answerDraftSchema,
    responses: { 200: answerDraftSavedSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  /**
   * A multipart form with one audio file (WebM, OGG, MP4/M4A or MP3, at most 10 MB) for a speaking question;
   * it replaces the question's unused recording. 413 past the recordings an account may keep, 429 when sent
   * too fast or while another upload streams (decision 161).
   */
  uploadRecording: endpoint({
    method: 'POST',
    path: '/student/activity/:id/recording/:questionId',
    params: z.object({ id, questionId: id }),
    responses: { 201: recordingSchema, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) },
  }),
  /** A listening prompt or picture of the test, or the student's own recording. */
  media: endpoint({
    method: 'GET',
    path: '/student/activity/:id/media/:file',
    params: z.object({ id, file: mediaFile }),
    responses: { 200: z.any(), ...notFound },
  }),
  /** A multipart form: username, textAnswer, then the file. */
  submitTask: endpoint({
    method: 'POST',
    path: '/student/activity/:id/submit-task',
    params: byId,
    responses: { 201: studentTaskSubmissionResponseSchema, ...submitRefusals },
  }),
} as const;
