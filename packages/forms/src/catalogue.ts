import { COURSE_LEVELS, COURSE_TYPES, LANGUAGES } from '@aula/domain';
import { z } from 'zod';
import { strictQuery, wholeNumber } from './query';

/**
 * The public course catalogue's query (decision 143). Its addresses are in catalogue-paths.ts,
 * apart, so the public pages can use them without bundling zod.
 */
export const CATALOGUE_MESSAGES = {
  languageInvalid: 'El idioma no es válido.',
  levelInvalid: 'El nivel no es válido.',
  typeInvalid: 'La modalidad no es válida.',
  courseIdInvalid: 'El identificador del curso no es válido.',
  courseNotFound: 'El curso no existe o ya no está disponible.',
  pageInvalid: 'La página no es válida.',
} as const;

/** Courses per page of the catalogue: a school with thousands of courses still answers small pages. */
export const CATALOGUE_PAGE_SIZE = 24;

const M = CATALOGUE_MESSAGES;

/** GET /public/courses: every filter and the page optional; an unknown value is a 400 in Spanish. */
export const catalogueQuerySchema = z.strictObject(
  {
    language: z.enum(LANGUAGES, { error: M.languageInvalid }).optional(),
    level: z.enum(COURSE_LEVELS, { error: M.levelInvalid }).optional(),
    type: z.enum(COURSE_TYPES, { error: M.typeInvalid }).optional(),
    page: wholeNumber(1, 10_000, M.pageInvalid).optional(),
  },
  strictQuery,
);
export type CatalogueFilters = z.output<typeof catalogueQuerySchema>;
