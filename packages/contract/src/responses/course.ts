import { COURSE_LEVELS, COURSE_TYPES, LANGUAGES } from '@aula/domain';
import { z } from 'zod';

/** The languages' Spanish names, which the statistics list: the published contract carries them (decision 169). */
export { LANGUAGE_NAMES } from '@aula/domain';

export const levelSchema = z.enum(COURSE_LEVELS);
export const courseTypeSchema = z.enum(COURSE_TYPES);
export const languageSchema = z.enum(LANGUAGES);

export const courseOwnerSchema = z.object({ name: z.string(), surname: z.string(), username: z.string() });

/**
 * A course as every list and detail call returns it (spec section 3). `completedAt` is the estimated end
 * date the teacher gave; `numberOfStudents` and `studentsCount` carry the same count (the spec's client reads
 * both); `user` is the spec's alternative owner, always null here because every course has a teacher or none.
 */
export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  level: levelSchema,
  type: courseTypeSchema,
  language: languageSchema,
  approved: z.boolean(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  teacher: courseOwnerSchema.nullable(),
  user: courseOwnerSchema.nullable(),
  teacherUsername: z.string().nullable(),
  teacherEmail: z.string().nullable(),
  numberOfStudents: z.number().int(),
  studentsCount: z.number().int(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.array(courseSchema);

/**
 * A course open for enrolment adds its places left (decision 140): 0 when full (a course already over its
 * format's limit included), null when its format has no course-wide limit (flexible).
 */
export const availableCourseSchema = courseSchema.extend({ seatsLeft: z.number().int().min(0).nullable() });
export type AvailableCourse = z.infer<typeof availableCourseSchema>;
