import { COURSE_LEVELS, COURSE_TYPES, type CourseType, LANGUAGES } from '@aula/domain';
import { z } from 'zod';
import { strictQuery } from '../query';
import { hasNul, TEXT_MESSAGES } from '../text';
import { isCalendarDate, localIsoDate } from './dates';
import { TEACHER_MESSAGES as M, strict, TEACHER_LIMITS } from './messages';

/**
 * Students a course of each format takes (the marketing pages: intensive 1-3, groups of 4-15). A flexible
 * course has no course-wide limit: each class its teacher opens has its own capacity (decision 138).
 */
export const COURSE_SEATS = { INTENSIVO: 3, GRUPAL: 15 } as const satisfies Partial<
  Record<CourseType, number>
>;

/** The students a course of this format takes, or null when it has no course-wide limit (flexible). */
export function courseSeats(type: CourseType): number | null {
  return type === 'FLEXIBLE' ? null : COURSE_SEATS[type];
}

/**
 * POST /teacher/create-course. `today` gives the first allowed estimated end date (YYYY-MM-DD): the browser
 * passes its local date, the server `earliestTodayOnEarth`. `approved` and `completed` are accepted because
 * the spec's client sends them, and ignored: a new course always starts pending. `language` is optional so
 * the spec's payload without it still works (the server fills in the school's default).
 */
export function createCourseSchemaFor(today: () => string) {
  return z.strictObject(
    {
      name: z
        .string({ error: M.courseNameRequired })
        .trim()
        .min(1, { error: M.courseNameRequired })
        .min(TEACHER_LIMITS.courseNameMin, { error: M.courseNameMin })
        .max(TEACHER_LIMITS.courseNameMax, { error: M.courseNameMax })
        .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
      description: z
        .string({ error: M.courseDescriptionRequired })
        .trim()
        .min(1, { error: M.courseDescriptionRequired })
        .min(TEACHER_LIMITS.courseDescriptionMin, { error: M.courseDescriptionMin })
        .max(TEACHER_LIMITS.courseDescriptionMax, { error: M.courseDescriptionMax })
        .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
      level: z.enum(COURSE_LEVELS, { error: M.levelInvalid }).default('A1'),
      type: z.enum(COURSE_TYPES, { error: M.typeInvalid }).default('INTENSIVO'),
      language: z.enum(LANGUAGES, { error: M.languageInvalid }).optional(),
      completedAt: z
        .string({ error: M.courseEndDateInvalid })
        .trim()
        .nullish()
        .transform((value) => (value ? value : null))
        .refine((value) => value === null || isCalendarDate(value), {
          error: M.courseEndDateInvalid,
          abort: true,
        })
        .refine((value) => value === null || value >= today(), { error: M.courseEndDatePast }),
      approved: z.boolean().optional(),
      completed: z.boolean().optional(),
    },
    strict,
  );
}

/** The browser's schema: the end date may not be before the local today. */
export const createCourseSchema = createCourseSchemaFor(() => localIsoDate());
export type CreateCourseInput = z.input<typeof createCourseSchema>;
export type CreateCoursePayload = z.output<typeof createCourseSchema>;

/**
 * `?teacherUsername=` of the spec's create-course and material edit calls. Never trusted: the server accepts
 * it only when it names the session's own user.
 */
export const teacherUsernameQuerySchema = z.strictObject(
  { teacherUsername: z.string().optional() },
  strictQuery,
);
