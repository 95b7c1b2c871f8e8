import {
  createActivitySchema,
  createCourseSchemaFor,
  createTestSchema,
  earliestTodayOnEarth,
  evaluationQuerySchema,
  evaluationSchema,
  PATH_ID_MESSAGES,
  pathId,
  QUESTION_MESSAGES,
  STORED_MEDIA_NAME,
  teacherUsernameQuerySchema,
  updateActivitySchema,
  updateTestSchema,
} from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import { messageResponseSchema } from '../responses/auth';
import { courseListSchema, courseSchema } from '../responses/course';
import { testMediaSchema } from '../responses/questions';
import {
  teacherActivityListSchema,
  teacherActivityResultListSchema,
  teacherActivityResultSchema,
  teacherActivitySchema,
  teacherCourseStudentListSchema,
  teacherMaterialListSchema,
  teacherMaterialSchema,
  teacherStudentListSchema,
  teacherTestSchema,
} from '../responses/teacher';

const id = pathId(PATH_ID_MESSAGES.teacher);
const byId = z.object({ id });
const byCourseId = z.object({ courseId: id });
const byActivityId = z.object({ activityId: id });

const denied = refusals(401, 403);
const readRefusals = refusals(400, 401, 403, 404);
const writeRefusals = refusals(400, 401, 403, 404, 409);

/**
 * The teacher's calls of spec section 7; every one needs a TEACHER session and reaches only the teacher's own
 * courses (another teacher's course, material or activity is not found). The file a student handed in is
 * here too, though its student may download it as well.
 */
export const teacherEndpoints = {
  courses: endpoint({
    method: 'GET',
    path: '/teacher/courses',
    responses: { 200: courseListSchema, ...denied },
  }),
  createCourse: endpoint({
    method: 'POST',
    path: '/teacher/create-course',
    query: teacherUsernameQuerySchema,
    // Every end date that is today somewhere on earth: the server does not know the teacher's time zone.
    body: createCourseSchemaFor(() => earliestTodayOnEarth()),
    responses: { 201: courseSchema, ...readRefusals },
  }),
  course: endpoint({
    method: 'GET',
    path: '/teacher/course/:id',
    params: byId,
    responses: { 200: courseSchema, ...readRefusals },
  }),
  courseStudents: endpoint({
    method: 'GET',
    path: '/teacher/course/:id/students',
    params: byId,
    responses: { 200: teacherCourseStudentListSchema, ...readRefusals },
  }),
  students: endpoint({
    method: 'GET',
    path: '/teacher/students',
    responses: { 200: teacherStudentListSchema, ...denied },
  }),

  materials: endpoint({
    method: 'GET',
    path: '/teacher/course/:courseId/material',
    params: byCourseId,
    responses: { 200: teacherMaterialListSchema, ...readRefusals },
  }),
  downloadMaterial: endpoint({
    method: 'GET',
    path: '/teacher/course/:id/material/download/:filename',
    params: z.object({ id, filename: z.string() }),
    responses: readRefusals,
  }),
  /** A multipart form: title, youtubeLink, then the optional file. */
  addMaterial: endpoint({
    method: 'POST',
    path: '/teacher/course/:courseId/add-material',
    params: byCourseId,
    responses: { 201: teacherMaterialSchema, ...readRefusals },
  }),
  /** A multipart form, as addMaterial's. */
  updateMaterial: endpoint({
    method: 'PUT',
    path: '/teacher/material/:id',
    params: byId,
    query: teacherUsernameQuerySchema,
    responses: { 200: teacherMaterialSchema, ...readRefusals },
  }),
  deleteMaterial: endpoint({
    method: 'DELETE',
    path: '/teacher/material/:id',
    params: byId,
    responses: { 200: messageResponseSchema, ...readRefusals },
  }),

  activities: endpoint({
    method: 'GET',
    path: '/teacher/course/:courseId/activity',
    params: byCourseId,
    responses: { 200: teacherActivityListSchema, ...readRefusals },
  }),
  createActivity: endpoint({
    method: 'POST',
    path: '/teacher/course/:courseId/activity',
    params: byCourseId,
    body: createActivitySchema,
    responses: { 201: teacherActivitySchema, ...writeRefusals },
  }),
  updateActivity: endpoint({
    method: 'PUT',
    path: '/teacher/activity/:activityId',
    params: byActivityId,
    body: updateActivitySchema,
    responses: { 200: teacherActivitySchema, ...readRefusals },
  }),
  deleteActivity: endpoint({
    method: 'DELETE',
    path: '/teacher/activity/:activityId',
    params: byActivityId,
    responses: { 200: messageResponseSchema, ...writeRefusals },
  }),
  test: endpoint({
    method: 'GET',
    path: '/teacher/test/:activityId',
    params: byActivityId,
    responses: { 200: teacherTestSchema, ...readRefusals },
  }),
  createTest: endpoint({
    method: 'POST',
    path: '/teacher/course/:courseId/test',
    params: byCourseId,
    body: createTestSchema,
    responses: { 201: teacherTestSchema, ...writeRefusals },
  }),
  updateTest: endpoint({
    method: 'PUT',
    path: '/teacher/test/:activityId',
    params: byActivityId,
    body: updateTestSchema,
    responses: { 200: teacherTestSchema, ...writeRefusals },
  }),
  /** A multipart form with one file: an MP3/OGG/M4A audio (10 MB) or a PNG/JPEG/WebP image (2 MB). */
  uploadTestMedia: endpoint({
    method: 'POST',
    path: '/teacher/course/:courseId/test-media',
    params: byCourseId,
    responses: { 201: testMediaSchema, ...refusals(400, 401, 403, 404, 413, 415) },
  }),
  /** A media file of the test's course, or a student's recording for it. */
  testMedia: endpoint({
    method: 'GET',
    path: '/teacher/test/:activityId/media/:file',
    params: z.object({
      activityId: id,
      file: z.string().regex(STORED_MEDIA_NAME, { error: QUESTION_MESSAGES.mediaName }),
    }),
    responses: { 200: z.any(), ...readRefusals },
  }),

  activityResults: endpoint({
    method: 'GET',
    path: '/teacher/activity-results',
    responses: { 200: teacherActivityResultListSchema, ...denied },
  }),
  evaluate: endpoint({
    method: 'POST',
    path: '/teacher/activity/:activityId/evaluate',
    params: byActivityId,
    query: evaluationQuerySchema,
    body: evaluationSchema,
    responses: { 200: teacherActivityResultSchema, ...writeRefusals },
  }),
  /** The file of a hand-in, for the course's teacher or the student who sent it (any session). */
  downloadResult: endpoint({
    method: 'GET',
    path: '/activity-result/:id/download',
    params: byId,
    responses: refusals(400, 401, 404),
  }),
} as const;
