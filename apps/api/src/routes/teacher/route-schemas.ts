import { errorResponseSchema } from '@aula/api-client';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionUser } from '../../auth/session';
import { ERROR_MESSAGES, HttpError } from '../../errors';
import { TEACHER_SERVER_MESSAGES as MSG } from './messages';

/** What the teacher's route modules share: parameters, error responses, the teacherUsername check. */

export const denied = { 401: errorResponseSchema, 403: errorResponseSchema };
export const readErrors = { 400: errorResponseSchema, ...denied, 404: errorResponseSchema };
export const writeErrors = { ...readErrors, 409: errorResponseSchema };

export const INVALID_ID = 'Identificador no válido.';
export const id = z.coerce
  .number({ error: INVALID_ID })
  .int({ error: INVALID_ID })
  .positive({ error: INVALID_ID })
  .max(2_147_483_647, { error: INVALID_ID });
export const courseParams = z.object({ id });
export const courseIdParams = z.object({ courseId: id });
export const activityIdParams = z.object({ activityId: id });

/** Query strings take only the parameters the spec's calls send; the message does not echo the others. */
export const strictQuery = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? ERROR_MESSAGES.unknownParameter : undefined,
};

/**
 * `teacherUsername` of the spec's calls is never trusted: when present it must be the session's own
 * username. The session alone says who acts.
 */
export const teacherUsernameQuery = z.strictObject({ teacherUsername: z.string().optional() }, strictQuery);
export function checkTeacherUsername(request: FastifyRequest, teacherUsername: string | undefined) {
  if (teacherUsername !== undefined && teacherUsername !== sessionUser(request).username) {
    throw new HttpError(403, MSG.otherTeacher);
  }
}
