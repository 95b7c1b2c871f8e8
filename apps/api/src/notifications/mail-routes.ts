import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { servePreferences } from './preferences';
import { serveUnsubscribe } from './unsubscribe';

/**
 * Notifications by e-mail: each user's choices per kind behind the session, and the one-click
 * unsubscribe of the e-mails, which needs none.
 */
export const notificationMailRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (own) => {
    own.addHook('onRequest', own.authenticate);
    servePreferences(own);
  });
  serveUnsubscribe(app);
};
