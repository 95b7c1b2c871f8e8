/*
 * A course's levels, formats and languages, as the API writes them. No zod here: the public catalogue
 * (catalogue.ts) checks its query against them without bundling the teacher's course form.
 */
export const COURSE_LEVEL_CODES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const COURSE_TYPE_CODES = ['INTENSIVO', 'GRUPAL', 'FLEXIBLE'] as const;
export const COURSE_LANGUAGE_CODES = ['en', 'es', 'de', 'fr'] as const;
