import { z } from 'zod';
import { endpoint } from '../endpoint';
import { errorResponseSchema } from '../responses/auth';

/** The parts of the server the readiness check asks. */
export const healthPartSchema = z.enum(['database']);

/**
 * Liveness (the process answers; nothing else is asked, so a busy database never gets the process killed)
 * and readiness (decision 153): a real statement against the database, 503 naming what cannot answer.
 */
export const healthEndpoints = {
  live: endpoint({
    method: 'GET',
    path: '/health',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/health/ready',
    responses: {
      200: z.object({ status: z.literal('ok') }),
      503: errorResponseSchema.extend({ notReady: z.array(healthPartSchema) }),
    },
  }),
} as const;
