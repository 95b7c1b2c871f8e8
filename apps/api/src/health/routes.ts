import { healthEndpoints as endpoints } from '@aula/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { ERROR_MESSAGES, errorBody, loggableError } from '../errors';
import { serve } from '../http/contract-routes';

/** Short, so that a load balancer asking every few seconds learns of an outage before its own timeout. */
export const READY_TIMEOUT_MS = 2_000;

/** Whether the database answers a real statement within the timeout; the error it answered instead. */
async function databaseAnswers(db: Db): Promise<true | { error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ error?: unknown }>((resolve) => {
    timer = setTimeout(() => resolve({}), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), timeout]);
  } catch (error) {
    return { error };
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, endpoints.live, { handler: async () => ({ status: 'ok' as const }) });

  serve(app, endpoints.ready, {
    handler: async (request, reply) => {
      const answer = await databaseAnswers(app.db);
      if (answer === true) return { status: 'ok' as const };
      // Why, when the database said it: an operator sees the cause, not only the 503.
      request.log.warn(
        answer.error ? loggableError(answer.error) : {},
        'not ready: the database does not answer',
      );
      return reply
        .status(503)
        .header('Retry-After', '30')
        .send({
          ...errorBody(request, 503, ERROR_MESSAGES.unavailable),
          notReady: ['database' as const],
        });
    },
  });
};
