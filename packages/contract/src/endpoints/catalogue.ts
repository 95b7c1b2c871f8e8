import { CATALOGUE_MESSAGES, catalogueQuerySchema, pathId } from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import { catalogueCoursePageSchema, catalogueCourseSchema } from '../responses/catalogue';

/**
 * The public course catalogue (decision 143): no session. Only approved, unfinished courses;
 * any other id, existing or not, is the same 404.
 */
export const catalogueEndpoints = {
  courses: endpoint({
    method: 'GET',
    path: '/public/courses',
    query: catalogueQuerySchema,
    responses: { 200: catalogueCoursePageSchema, ...refusals(400) },
  }),
  course: endpoint({
    method: 'GET',
    path: '/public/courses/:id',
    params: z.object({ id: pathId(CATALOGUE_MESSAGES.courseIdInvalid) }),
    responses: { 200: catalogueCourseSchema, ...refusals(400, 404) },
  }),
} as const;
