import { COURSE_STATUSES, ROLES } from '@aula/domain';
import { z } from 'zod';
import { INT4_MAX, PATH_ID_MESSAGES, pathId, QUERY_MESSAGES, strictQuery, wholeNumber } from './query';
import { storableText, strictBody, TEXT_MESSAGES } from './text';

/**
 * Search, filter and paging parameters of the administrator's lists (GET /admin/users and the course lists).
 * The panel builds them from its search box and filters; the server validates the query string with these
 * same schemas, so a hand-made URL gets the same Spanish message.
 */
export const ADMIN_LIST_MESSAGES = {
  page: 'La página debe ser un número entero mayor o igual que 1.',
  size: 'El tamaño de página debe ser un número entero entre 1 y 100.',
  search: 'La búsqueda no puede superar los 100 caracteres.',
  role: 'El rol debe ser ADMIN, TEACHER o STUDENT.',
  status: 'El estado debe ser pending, active o completed.',
  courseId: PATH_ID_MESSAGES.admin,
  unknownParameter: QUERY_MESSAGES.unknownParameter,
} as const;

export const ADMIN_LIST_LIMITS = {
  /** Page size when `page` is given without `size`. */
  defaultSize: 20,
  maxSize: 100,
  searchMax: 100,
} as const;

/** A user list is filtered by one role. */
export const ADMIN_ROLE_FILTERS = ROLES;
export type AdminRoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];

/** Course status codes of the `status` filter (the panel labels them activo, pendiente, finalizado). */
export const ADMIN_STATUS_FILTERS = COURSE_STATUSES;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

const M = ADMIN_LIST_MESSAGES;
const L = ADMIN_LIST_LIMITS;

/** Free text; blank means no search. */
const search = z
  .string({ error: M.search })
  .max(L.searchMax, { error: M.search })
  .transform((value) => value.trim() || undefined)
  .optional();

const paging = {
  page: wholeNumber(1, INT4_MAX, M.page).optional(),
  size: wholeNumber(1, L.maxSize, M.size).optional(),
};

export const adminUserListQuerySchema = z.strictObject(
  {
    q: search,
    role: z
      .string({ error: M.role })
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(ADMIN_ROLE_FILTERS, { error: M.role }))
      .optional(),
    ...paging,
  },
  strictQuery,
);
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminCourseListQuerySchema = z.strictObject(
  {
    q: search,
    status: z
      .string({ error: M.status })
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(ADMIN_STATUS_FILTERS, { error: M.status }))
      .optional(),
    ...paging,
  },
  strictQuery,
);
export type AdminCourseListQuery = z.input<typeof adminCourseListQuerySchema>;

/** The `{id}` of approve-course, reject-course and complete-course. */
export const adminCourseParamsSchema = z.object({ id: pathId(M.courseId) });

export const COURSE_REJECTION_REASON_MAX = 500;
export const COURSE_REJECTION_MESSAGES = {
  reasonTooLong: `El motivo no puede superar los ${COURSE_REJECTION_REASON_MAX} caracteres.`,
  unknownField: TEXT_MESSAGES.unknownField,
} as const;

/**
 * The optional body of reject-course: why, in the administrator's words, for the teacher's notification.
 * Blank means no reason; the spec's client sends no body at all.
 */
export const courseRejectionSchema = z.strictObject(
  {
    reason: z
      .string({ error: COURSE_REJECTION_MESSAGES.reasonTooLong })
      .trim()
      .max(COURSE_REJECTION_REASON_MAX, { error: COURSE_REJECTION_MESSAGES.reasonTooLong })
      .refine(storableText, { error: TEXT_MESSAGES.nulCharacter })
      .transform((value) => value || undefined)
      .optional(),
  },
  strictBody,
);
export type CourseRejection = z.input<typeof courseRejectionSchema>;

/**
 * Whether a list call asks for a page. Without `page` and `size` the answer is the plain array the spec's
 * client reads; with either of them it is `{ items, total, page, size }` (decision 010).
 */
export function isPagedQuery(query: { page?: unknown; size?: unknown }): boolean {
  return query.page !== undefined || query.size !== undefined;
}
