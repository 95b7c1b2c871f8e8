import { z } from 'zod';

export const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const COURSE_TYPES = ['INTENSIVO', 'GRUPAL', 'FLEXIBLE'] as const;
/** ISO 639-1 codes of the four languages the school teaches. */
export const LANGUAGE_CODES = ['en', 'es', 'de', 'fr'] as const;
/** Spanish names, in the order the statistics list them (spec section 3). */
export const LANGUAGE_NAMES = { en: 'Inglés', es: 'Español', de: 'Alemán', fr: 'Francés' } as const;

export const levelSchema = z.enum(LEVELS);
export const courseTypeSchema = z.enum(COURSE_TYPES);
export const languageSchema = z.enum(LANGUAGE_CODES);

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
