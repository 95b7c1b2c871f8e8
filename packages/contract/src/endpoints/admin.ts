import {
  adminCourseListQuerySchema,
  adminCourseParamsSchema,
  adminUserListQuerySchema,
  courseRejectionSchema,
} from '@aula/forms';
import { endpoint, refusals } from '../endpoint';
import {
  adminActionResponseSchema,
  adminCoursePageSchema,
  adminUserListSchema,
  adminUserPageSchema,
  statisticsSchema,
} from '../responses/admin';
import { courseListSchema } from '../responses/course';

const listRefusals = refusals(400, 401, 403);
const actionRefusals = refusals(400, 401, 403, 404, 409);

/**
 * A list of courses: the plain array the spec's client reads, or a page when the call names `page` or `size`
 * (decision 010).
 */
const courseList = <const Path extends string>(path: Path) =>
  endpoint({
    method: 'GET',
    path,
    query: adminCourseListQuerySchema,
    responses: { 200: courseListSchema.or(adminCoursePageSchema), ...listRefusals },
  });

/** The administrator's calls of spec section 7; every one needs an ADMIN session. */
export const adminEndpoints = {
  users: endpoint({
    method: 'GET',
    path: '/admin/users',
    query: adminUserListQuerySchema,
    responses: { 200: adminUserListSchema.or(adminUserPageSchema), ...listRefusals },
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/admin/statistics',
    responses: { 200: statisticsSchema, ...refusals(401, 403) },
  }),
  activeCourses: courseList('/admin/active-courses'),
  pendingCourses: courseList('/admin/pending-courses'),
  allCourses: courseList('/admin/all-courses'),
  approveCourse: endpoint({
    method: 'PUT',
    path: '/admin/approve-course/:id',
    params: adminCourseParamsSchema,
    responses: { 200: adminActionResponseSchema, ...actionRefusals },
  }),
  completeCourse: endpoint({
    method: 'PUT',
    path: '/admin/complete-course/:id',
    params: adminCourseParamsSchema,
    responses: { 200: adminActionResponseSchema, ...actionRefusals },
  }),
  rejectCourse: endpoint({
    method: 'DELETE',
    path: '/admin/reject-course/:id',
    params: adminCourseParamsSchema,
    /** Optional: a reason the teacher's notification carries (the spec's client sends no body). */
    body: courseRejectionSchema.nullish(),
    responses: { 200: adminActionResponseSchema, ...actionRefusals },
  }),
} as const;
