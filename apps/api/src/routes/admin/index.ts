import {
  adminActionResponseSchema,
  adminCoursePageSchema,
  adminUserListSchema,
  adminUserPageSchema,
  courseListSchema,
  errorResponseSchema,
  statisticsSchema,
} from '@aula/api-client';
import {
  ADMIN_LIST_LIMITS,
  adminCourseListQuerySchema,
  adminCourseParamsSchema,
  adminUserListQuerySchema,
  isPagedQuery,
} from '@aula/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../auth/session';
import { logAdminAction } from '../../security/events';
import type { CourseStatus } from './course-status';
import { type CourseFilter, countCourses, listCourses } from './courses';
import { ADMIN_MESSAGES } from './messages';
import { loadStatistics } from './statistics';
import { approveCourse, completeCourse, rejectCourse } from './transitions';
import { countUsers, listUsers } from './users';

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };
const listErrors = { 400: errorResponseSchema, ...denied };
const actionErrors = {
  400: errorResponseSchema,
  ...denied,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The lists answer thousands of rows in their unpaged form (5,000 courses are 2.5 MB): checking every row
 * against the zod schema again on the way out costs more than the query. Their shape is checked where it
 * is built (the handlers' return types against these schemas, toCourseJson against the course contract)
 * and by the API tests, which parse every answer with the contract; so they are serialized as they are
 * (decision 012).
 */
const serializeAsIs = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** LIMIT/OFFSET of a paged call; page and size default to 1 and 20 when only one of them is given. */
function pageWindow(query: { page?: number; size?: number }) {
  const page = query.page ?? 1;
  const size = query.size ?? ADMIN_LIST_LIMITS.defaultSize;
  return { page, size, limit: size, offset: (page - 1) * size };
}

/**
 * The administrator's API (spec section 7), under /api/admin. Every route needs a valid session (401) of a
 * user with the ADMIN role (403), checked before the request is even parsed.
 *
 * Lists: without `page`/`size` they answer the plain array the spec's client reads; with either they answer
 * `{ items, total, page, size }`, and take `q` and a `role` or `status` filter in both forms (decision 010).
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('ADMIN'));

  // The spec's client sends `Content-Type: application/json` on every call, also on the bodyless PUT and
  // DELETE of approve, reject and complete; Fastify's own parser answers those with 400 (empty JSON body).
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

  app.get(
    '/users',
    {
      schema: {
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema.or(adminUserPageSchema), ...listErrors },
      },
      ...serializeAsIs,
    },
    async (request) => {
      const { q, role } = request.query;
      if (!isPagedQuery(request.query)) return listUsers(db, { q, role });
      const { page, size, limit, offset } = pageWindow(request.query);
      const [items, { total, counts, unfilteredCounts }] = await Promise.all([
        listUsers(db, { q, role }, { limit, offset }),
        countUsers(db, { q, role }),
      ]);
      return { items, total, page, size, counts, unfilteredTotal: unfilteredCounts.all, unfilteredCounts };
    },
  );

  app.get('/statistics', { schema: { response: { 200: statisticsSchema, ...denied } } }, async () =>
    loadStatistics(db),
  );

  const courseList = (path: string, fixed: { status?: CourseStatus; searchTeacher: boolean }) =>
    app.get(
      path,
      {
        schema: {
          querystring: adminCourseListQuerySchema,
          response: { 200: courseListSchema.or(adminCoursePageSchema), ...listErrors },
        },
        ...serializeAsIs,
      },
      async (request) => {
        const filter: CourseFilter = {
          q: request.query.q,
          status: fixed.status ?? request.query.status,
          searchTeacher: fixed.searchTeacher,
        };
        // A status filter that contradicts the list (pending on active-courses) matches nothing.
        const contradicts = fixed.status && request.query.status && request.query.status !== fixed.status;
        if (!isPagedQuery(request.query)) return contradicts ? [] : listCourses(db, filter);
        const { page, size, limit, offset } = pageWindow(request.query);
        // The list's own courses before the search and the status filter: the "of Y" (decision 117).
        const unfiltered: CourseFilter = { status: fixed.status, searchTeacher: fixed.searchTeacher };
        const filtered = Boolean(filter.q) || filter.status !== fixed.status;
        if (contradicts)
          return { items: [], total: 0, unfilteredTotal: await countCourses(db, unfiltered), page, size };
        const [items, total, unfilteredTotal] = await Promise.all([
          listCourses(db, filter, { limit, offset }),
          countCourses(db, filter),
          filtered ? countCourses(db, unfiltered) : undefined,
        ]);
        return { items, total, unfilteredTotal: unfilteredTotal ?? total, page, size };
      },
    );

  // Spec section 2: active and pending lists search the teacher too; the all-courses list name and description.
  courseList('/active-courses', { status: 'active', searchTeacher: true });
  courseList('/pending-courses', { status: 'pending', searchTeacher: true });
  courseList('/all-courses', { searchTeacher: false });

  const actionSchema = {
    params: adminCourseParamsSchema,
    response: { 200: adminActionResponseSchema, ...actionErrors },
  };

  app.put('/approve-course/:id', { schema: actionSchema }, async (request) => {
    await approveCourse(db, sessionUser(request).id, request.params.id);
    logAdminAction(request, 'approve', request.params.id);
    return { message: ADMIN_MESSAGES.approved };
  });

  app.put('/complete-course/:id', { schema: actionSchema }, async (request) => {
    await completeCourse(db, sessionUser(request).id, request.params.id);
    logAdminAction(request, 'complete', request.params.id);
    return { message: ADMIN_MESSAGES.completed };
  });

  app.delete('/reject-course/:id', { schema: actionSchema }, async (request) => {
    const fileIds = await rejectCourse(db, sessionUser(request).id, request.params.id);
    logAdminAction(request, 'reject', request.params.id);
    // The rows are gone (committed); bytes left behind by a failure here are harmless orphans, logged.
    for (const id of fileIds) {
      await app.files.removeBytes(id).catch((error: unknown) => {
        request.log.warn({ err: error, fileId: id }, 'could not remove the bytes of a rejected course file');
      });
    }
    return { message: ADMIN_MESSAGES.rejected };
  });
};

export default adminRoutes;
export { adminRoutes };
