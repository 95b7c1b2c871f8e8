import { ownDataEndpoints as endpoints } from '@aula/contract';
import { OWN_DATA_MESSAGES } from '@aula/forms';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAccount } from '../auth/accounts';
import { sessionUser } from '../auth/session';
import { users } from '../db/schema';
import { ERROR_MESSAGES, HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { logOwnData } from '../security/events';
import { verifyPassword } from '../security/passwords';
import { deleteAccount } from './deletion';
import { exportZip, sendZip } from './export-zip';

/**
 * 'Tus datos' (decision 134): any session downloads its own data and deletes its own account. The account
 * is always the session's: neither route takes an id.
 */
export const ownDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  app.addHook('onRequest', app.authenticate);

  async function sessionAccount(userId: number) {
    const account = await findAccount(db, eq(users.id, userId));
    if (!account) throw new HttpError(401, ERROR_MESSAGES.unauthenticated);
    return account;
  }

  serve(app, endpoints.exportData, {
    handler: async (request, reply) => {
      const { id } = sessionUser(request);
      // Every export counts: each one reads the whole account and streams all of its files.
      await app.rateLimits.attempt({ exportAccount: String(id) });
      const account = await sessionAccount(id);
      const zip = await exportZip(db, files, account, request.log);
      logOwnData(request, id, 'export');
      return sendZip(reply, zip, `aula-mis-datos-${new Date().toISOString().slice(0, 10)}.zip`);
    },
  });

  serve(app, endpoints.deleteAccount, {
    handler: async (request) => {
      const { id } = sessionUser(request);
      const attempt = await app.rateLimits.attempt({ deleteAccount: String(id) });
      const account = await sessionAccount(id);
      if (!(await verifyPassword(account.passwordHash, request.body.password))) {
        logOwnData(request, id, 'wrong-password');
        throw new HttpError(400, OWN_DATA_MESSAGES.wrongPassword);
      }
      await attempt.succeeded();
      const fileIds = await deleteAccount(db, id).catch((error: unknown) => {
        if (error instanceof HttpError) logOwnData(request, id, 'refused');
        throw error;
      });
      logOwnData(request, id, 'deleted');
      // The rows are gone (committed); bytes left behind by a failure here are orphans, removed at a start.
      for (const fileId of fileIds) {
        await files.removeBytes(fileId).catch((error: unknown) => {
          request.log.warn({ err: error, fileId }, 'could not remove the bytes of a deleted account file');
        });
      }
      return { message: OWN_DATA_MESSAGES.deleted };
    },
  });
};
