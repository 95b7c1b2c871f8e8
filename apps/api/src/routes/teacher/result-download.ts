import { errorResponseSchema } from '@aula/api-client';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../auth/session';
import { activities, activityResults, courses, storedFiles } from '../../db/schema';
import { HttpError } from '../../errors';
import { sendStoredFile } from '../../files/download';
import { TEACHER_SERVER_MESSAGES as MSG } from './messages';
import { INVALID_ID } from './route-schemas';

/**
 * GET /api/activity-result/{id}/download (spec section 7): the file a student handed in, for the teacher of
 * the activity's course or the student who sent it; anyone else gets 404, as if it did not exist.
 */
const resultDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/download',
    {
      schema: {
        params: z.object({
          id: z.coerce
            .number({ error: INVALID_ID })
            .int({ error: INVALID_ID })
            .positive({ error: INVALID_ID })
            .max(2_147_483_647, { error: INVALID_ID }),
        }),
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const me = sessionUser(request).id;
      const [row] = await db
        .select({
          fileId: activityResults.fileId,
          file: {
            id: storedFiles.id,
            originalName: storedFiles.originalName,
            mimeType: storedFiles.mimeType,
            size: storedFiles.size,
            sha256: storedFiles.sha256,
            createdAt: storedFiles.createdAt,
          },
        })
        .from(activityResults)
        .innerJoin(activities, eq(activities.id, activityResults.activityId))
        .innerJoin(courses, eq(courses.id, activities.courseId))
        .leftJoin(storedFiles, eq(storedFiles.id, activityResults.fileId))
        .where(
          and(
            eq(activityResults.id, request.params.id),
            or(eq(courses.teacherId, me), eq(activityResults.studentId, me)),
          ),
        );
      if (!row) throw new HttpError(404, MSG.resultDownloadNotFound);
      if (!row.file) throw new HttpError(404, MSG.resultWithoutFile);
      return sendStoredFile(reply, files, row.file);
    },
  );
};

export default resultDownloadRoutes;
export { resultDownloadRoutes };
