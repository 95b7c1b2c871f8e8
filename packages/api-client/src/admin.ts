import {
  adminEndpoints as admin,
  adminActionResponseSchema,
  adminCoursePageSchema,
  adminUserListSchema,
  adminUserPageSchema,
  courseListSchema,
} from '@aula/contract';
import type { AdminCourseListQuery, AdminUserListQuery } from '@aula/forms';
import { endpointCalls } from './call';
import type { Requester } from './request';

type PageQuery = { page: number; size: number };
export type AdminUserPageQuery = Omit<AdminUserListQuery, 'page' | 'size'> & PageQuery;
export type AdminCoursePageQuery = Omit<AdminCourseListQuery, 'page' | 'size'> & PageQuery;

const COURSE_LISTS = {
  active: admin.activeCourses,
  pending: admin.pendingCourses,
  all: admin.allCourses,
} as const;
export type AdminCourseList = keyof typeof COURSE_LISTS;

/**
 * The administrator's calls of spec section 7. The list calls come twice: as the spec's client reads them
 * (the whole list as an array) and paged, with search and filters, as the panel uses them (decision 010).
 */
export function adminApi(request: Requester) {
  const { send, call } = endpointCalls(request);
  const courseList = async (list: AdminCourseList) => courseListSchema.parse(await send(COURSE_LISTS[list]));
  const coursePage = async (list: AdminCourseList, query: AdminCoursePageQuery, signal?: AbortSignal) =>
    adminCoursePageSchema.parse(await send(COURSE_LISTS[list], { query, signal }));
  const action = async (
    endpoint: (typeof admin)['approveCourse' | 'rejectCourse' | 'completeCourse'],
    id: number,
    body?: { reason: string },
  ) => adminActionResponseSchema.parse(await send(endpoint, { params: { id }, ...(body && { body }) }));

  return {
    users: async () => adminUserListSchema.parse(await send(admin.users)),
    userPage: async (query: AdminUserPageQuery, signal?: AbortSignal) =>
      adminUserPageSchema.parse(await send(admin.users, { query, signal })),
    statistics: (signal?: AbortSignal) => call(admin.statistics, { signal }),

    activeCourses: () => courseList('active'),
    pendingCourses: () => courseList('pending'),
    allCourses: () => courseList('all'),
    coursePage,

    approveCourse: (id: number) => action(admin.approveCourse, id),
    /** Without a reason the call is the spec's: no body. */
    rejectCourse: (id: number, reason?: string) =>
      action(admin.rejectCourse, id, reason ? { reason } : undefined),
    completeCourse: (id: number) => action(admin.completeCourse, id),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
