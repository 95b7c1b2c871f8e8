import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_UPLOAD_LIMITS, serveApplications } from './applications';
import { serveContact } from './contact';
import { serveNewsletter } from './newsletter';

/**
 * The public site's forms under /api/public (decision 144): no session, every sending rate-limited per
 * address, a honeypot in each, bodies limited (PUBLIC_BODY_LIMIT for JSON, the multipart limits for the CV).
 */
export const publicFormRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: APPLICATION_UPLOAD_LIMITS, throwFileSizeLimit: false });
  serveApplications(app);
  serveContact(app);
  serveNewsletter(app);
};
