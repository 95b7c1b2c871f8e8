import { authEndpoints as endpoints } from '@aula/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes';
import { AUTH_MESSAGES } from './messages';
import { sessionUser } from './session';
import { endSession, endSessions, openSessionsOf } from './sessions';

/**
 * Logout and the open-sessions list of Configuración (decision 131). Each acts on the caller's own sessions
 * only: the user comes from the token, never from the request.
 */
export function serveSessions(app: FastifyInstance): void {
  const { db } = app;

  serve(app, endpoints.logout, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { id, sessionId } = sessionUser(request);
      await endSession(db, id, sessionId);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  });

  serve(app, endpoints.sessions, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { id, sessionId } = sessionUser(request);
      const open = await openSessionsOf(db, id);
      return {
        sessions: open.map((session) => ({
          id: session.id,
          device: session.device,
          createdAt: session.createdAt.toISOString(),
          lastUsedAt: session.lastUsedAt.toISOString(),
          current: session.id === sessionId,
        })),
      };
    },
  });

  serve(app, endpoints.endOtherSessions, {
    preHandler: app.authenticate,
    handler: async (request) => {
      const { id, sessionId } = sessionUser(request);
      const ended = await endSessions(db, id, { except: sessionId });
      return {
        ended,
        message: ended === 0 ? AUTH_MESSAGES.noOtherSessions : AUTH_MESSAGES.otherSessionsEnded(ended),
      };
    },
  });
}
