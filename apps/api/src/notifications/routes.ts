import { notificationEndpoints as endpoints } from '@aula/contract';
import { NOTIFICATION_MESSAGES } from '@aula/forms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { HttpError, loggableError } from '../errors';
import { serve } from '../http/contract-routes';
import { type LiveListener, openLiveListener } from './live-listener';
import { LiveStreams, type StreamRefusal } from './live-streams';
import { NOTIFICATION_SERVER_MESSAGES } from './messages';
import { purgeOldLiveEvents } from './purge';
import { listNotifications, markAllRead, markRead, unreadCounts } from './queries';

/** A reconnecting browser waits this long (EventSource's `retry`). */
const RETRY_MS = 3_000;
const PURGE_INTERVAL_MS = 60 * 60_000;
const EVENT_ID = /^\d{1,18}$/;
/** Past the process's limit: the app's own back-off reaches 30 s after a few refusals too. */
const FULL_RETRY_AFTER_S = '30';

/** The answer past each limit of open streams (decision 162). */
const STREAM_REFUSALS: Record<StreamRefusal, () => HttpError> = {
  user: () => new HttpError(429, NOTIFICATION_SERVER_MESSAGES.tooManyStreams),
  address: () => new HttpError(429, NOTIFICATION_SERVER_MESSAGES.tooManyStreamsFromAddress),
  process: () =>
    new HttpError(503, NOTIFICATION_SERVER_MESSAGES.tooManyStreamsOnServer, {
      'Retry-After': FULL_RETRY_AFTER_S,
    }),
};

/** Where the stream starts: after the Last-Event-ID header a reconnecting EventSource sends, or the query's. */
function lastSeenId(header: string | string[] | undefined, query: string | undefined): number | undefined {
  const value = typeof header === 'string' && EVENT_ID.test(header) ? header : query;
  return value === undefined ? undefined : Number(value);
}

/** The bell, the list, marking read, and the live stream of the signed-in user. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const log = app.log.child({ module: 'live' });
  const streams = new LiveStreams(db, log, app.config.liveStreamLimits);
  let listener: LiveListener | undefined;
  app.addHook('onReady', async () => {
    listener = await openLiveListener(app.database, streams.announced, log);
    await streams.start();
  });
  // Before the server waits for open connections to end: a stream never would.
  app.addHook('preClose', async () => streams.close());
  const purge = setInterval(() => {
    purgeOldLiveEvents(db).catch((error) =>
      log.warn(loggableError(error), 'could not purge old live events'),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await listener?.close();
  });

  // A stream lasts as long as its session: a change heard (logout, new password) checks it again.
  const signedIn = async (authorization: string) => {
    try {
      // Outside any request: what authenticate logs goes to the live streams' own logger.
      await app.authenticate({ headers: { authorization }, log } as FastifyRequest, {} as FastifyReply);
      return true;
    } catch (error) {
      // Only a refused session ends it; the database being away does not.
      return !(error instanceof HttpError && error.statusCode === 401);
    }
  };
  app.sessionChanges.add((userId) => {
    streams
      .endSignedOut(userId, signedIn)
      .catch((error) => log.warn(loggableError(error), 'could not check live streams'));
  });

  app.addHook('onRequest', app.authenticate);

  serve(app, endpoints.list, {
    handler: async (request) => listNotifications(db, sessionUser(request).id, request.query.before),
  });

  serve(app, endpoints.unread, {
    handler: async (request) => unreadCounts(db, sessionUser(request).id),
  });

  serve(app, endpoints.markRead, {
    handler: async (request, reply) => {
      const found = await markRead(db, sessionUser(request).id, request.params.notificationId);
      if (!found) throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
      return reply.status(204).send(null);
    },
  });

  serve(app, endpoints.markAllRead, {
    handler: async (request, reply) => {
      await markAllRead(db, sessionUser(request).id);
      return reply.status(204).send(null);
    },
  });

  serve(app, endpoints.stream, {
    handler: async (request, reply) => {
      const me = sessionUser(request);
      const refusal = streams.refusal(me.id, request.ip);
      if (refusal) throw STREAM_REFUSALS[refusal]();
      const afterId = lastSeenId(request.headers['last-event-id'], request.query.lastEventId);
      // The stream is written by hand from here on; the headers set so far (security ones) go with it.
      reply.hijack();
      const res = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);
      const session = {
        userId: me.id,
        address: request.ip,
        authorization: request.headers.authorization ?? '',
        expiresAtMs: me.sessionExpiresAtMs,
        log: request.log,
      };
      await streams.open(session, res, afterId);
    },
  });
};
