import { z } from 'zod';
import { roleSchema } from './auth';
import { courseSchema } from './course';

/** One row of GET /admin/users (spec section 2: name, surname, e-mail, username, roles). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/**
 * A page of a list: the rows of page `page` (1-based) of `size` rows, and how many rows match in all.
 * Returned when the call passes `page` or `size`; without them the lists answer a plain array.
 */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  size: number;
}

const userCountsSchema = z.object({
  all: z.number().int(),
  ADMIN: z.number().int(),
  TEACHER: z.number().int(),
  STUDENT: z.number().int(),
});

/**
 * A page of users also carries the panel's count badges: how many users match the search in all and with
 * each role (the role filter aside, so the badges show how the search splits by role). `unfilteredTotal` is
 * how many rows the list has before its search and filter (the "de Y" of 'Mostrando X de Y'), and
 * `unfilteredCounts` the badges' figures before the search. Both optional: added later (decision 117).
 */
export const adminUserPageSchema = pageSchema(adminUserSchema).extend({
  counts: userCountsSchema,
  unfilteredTotal: z.number().int().optional(),
  unfilteredCounts: userCountsSchema.optional(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
/** A page of courses; `unfilteredTotal`: the list's courses before its search and status filter (117). */
export const adminCoursePageSchema = pageSchema(courseSchema).extend({
  unfilteredTotal: z.number().int().optional(),
});

/**
 * GET /admin/statistics (spec section 3). The per-language lists are aligned with `languages`
 * (Inglés, Español, Alemán, Francés). Teachers of a language: distinct teachers with a course in it;
 * students of a language: distinct students enrolled in a course of it (decision 011).
 */
export const statisticsSchema = z.object({
  languages: z.array(z.string()),
  coursesPerLanguage: z.array(z.number().int()),
  teachersPerLanguage: z.array(z.number().int()),
  studentsPerLanguage: z.array(z.number().int()),
  totalTeachers: z.number().int(),
  totalStudents: z.number().int(),
  totalCourses: z.number().int(),
  completedCourses: z.number().int(),
  pendingCourses: z.number().int(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** Approve, reject and complete answer with a Spanish `message` (spec section 7). */
export const adminActionResponseSchema = z.object({ message: z.string() });
export type AdminActionResponse = z.infer<typeof adminActionResponseSchema>;
