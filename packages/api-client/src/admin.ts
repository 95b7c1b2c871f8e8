import type { AdminCourseListQuery, AdminUserListQuery } from '@aula/forms';
import {
  adminActionResponseSchema,
  adminCoursePageSchema,
  adminUserListSchema,
  adminUserPageSchema,
  statisticsSchema,
} from './contract/admin';
import { courseListSchema } from './contract/course';
import type { Requester } from './request';

type PageQuery = { page: number; size: number };
export type AdminUserPageQuery = Omit<AdminUserListQuery, 'page' | 'size'> & PageQuery;
export type AdminCoursePageQuery = Omit<AdminCourseListQuery, 'page' | 'size'> & PageQuery;

const COURSE_LISTS = {
  active: '/admin/active-courses',
  pending: '/admin/pending-courses',
  all: '/admin/all-courses',
} as const;
export type AdminCourseList = keyof typeof COURSE_LISTS;

const courseId = (id: number) => encodeURIComponent(String(id));

/**
 * The administrator's calls of spec section 7. The list calls come twice: as the spec's client reads them
 * (the whole list as an array) and paged, with search and filters, as the panel uses them (decision 010).
 */
export function adminApi(request: Requester) {
  const coursePage = async (list: AdminCourseList, query: AdminCoursePageQuery, signal?: AbortSignal) =>
    adminCoursePageSchema.parse(await request(COURSE_LISTS[list], { query, signal }));

  return {
    users: async () => adminUserListSchema.parse(await request('/admin/users')),
    userPage: async (query: AdminUserPageQuery, signal?: AbortSignal) =>
      adminUserPageSchema.parse(await request('/admin/users', { query, signal })),
    statistics: async (signal?: AbortSignal) =>
      statisticsSchema.parse(await request('/admin/statistics', { signal })),

    activeCourses: async () => courseListSchema.parse(await request(COURSE_LISTS.active)),
    pendingCourses: async () => courseListSchema.parse(await request(COURSE_LISTS.pending)),
    allCourses: async () => courseListSchema.parse(await request(COURSE_LISTS.all)),
    coursePage,

    approveCourse: async (id: number) =>
      adminActionResponseSchema.parse(
        await request(`/admin/approve-course/${courseId(id)}`, { method: 'PUT' }),
      ),
    rejectCourse: async (id: number) =>
      adminActionResponseSchema.parse(
        await request(`/admin/reject-course/${courseId(id)}`, { method: 'DELETE' }),
      ),
    completeCourse: async (id: number) =>
      adminActionResponseSchema.parse(
        await request(`/admin/complete-course/${courseId(id)}`, { method: 'PUT' }),
      ),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
