import { adminEndpoints as endpoints } from '@aula/contract';
import { ADMIN_LIST_LIMITS, isPagedQuery } from '@aula/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { serve } from '../http/contract-routes';
import { logAdminAction } from '../security/events';
import type { CourseStatus } from './course-status';
import { type CourseFilter, countCourses, listCourses } from './courses';
import { ADMIN_MESSAGES } from './messages';
import { loadStatistics } from './statistics';
import { approveCourse, completeCourse, rejectCourse } from './transitions';
import { countUsers, listUsers } from './users';

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
 * The administrator's API (spec section 7), its paths and shapes in @aula/contract. Registered in the ADMIN
 * role's scope (routes.ts): every route needs a valid session (401) of an administrator (403).
 *
 * Lists: without `page`/`size` they answer the plain array the spec's client reads; with either they answer
 * `{ items, total, page, size }`, and take `q` and a `role` or `status` filter in both forms (decision 010).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  serve(app, endpoints.users, {
    ...serializeAsIs,
    handler: async (request) => {
      const { q, role } = request.query;
      if (!isPagedQuery(request.query)) return listUsers(db, { q, role });
      const { page, size, limit, offset } = pageWindow(request.query);
      const [items, { total, counts, unfilteredCounts }] = await Promise.all([
        listUsers(db, { q, role }, { limit, offset }),
        countUsers(db, { q, role }),
      ]);
      return { items, total, page, size, counts, unfilteredTotal: unfilteredCounts.all, unfilteredCounts };
    },
  });

  serve(app, endpoints.statistics, { handler: async () => loadStatistics(db) });

  const courseList = (
    endpoint: (typeof endpoints)['activeCourses' | 'pendingCourses' | 'allCourses'],
    fixed: { status?: CourseStatus; searchTeacher: boolean },
  ) =>
    serve(app, endpoint, {
      ...serializeAsIs,
      handler: async (request) => {
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
    });

  // Spec section 2: active and pending lists search the teacher too; the all-courses list name and description.
  courseList(endpoints.activeCourses, { status: 'active', searchTeacher: true });
  courseList(endpoints.pendingCourses, { status: 'pending', searchTeacher: true });
  courseList(endpoints.allCourses, { searchTeacher: false });

  serve(app, endpoints.approveCourse, {
    handler: async (request) => {
      await approveCourse(db, sessionUser(request).id, request.params.id);
      logAdminAction(request, 'approve', request.params.id);
      return { message: ADMIN_MESSAGES.approved };
    },
  });

  serve(app, endpoints.completeCourse, {
    handler: async (request) => {
      await completeCourse(db, sessionUser(request).id, request.params.id);
      logAdminAction(request, 'complete', request.params.id);
      return { message: ADMIN_MESSAGES.completed };
    },
  });

  serve(app, endpoints.rejectCourse, {
    handler: async (request) => {
      const reason = request.body?.reason;
      const fileIds = await rejectCourse(db, sessionUser(request).id, request.params.id, reason);
      logAdminAction(request, 'reject', request.params.id);
      // The rows are gone (committed); bytes left behind by a failure here are harmless orphans, logged.
      for (const id of fileIds) {
        await app.files.removeBytes(id).catch((error: unknown) => {
          request.log.warn(
            { err: error, fileId: id },
            'could not remove the bytes of a rejected course file',
          );
        });
      }
      return { message: ADMIN_MESSAGES.rejected };
    },
  });
};
