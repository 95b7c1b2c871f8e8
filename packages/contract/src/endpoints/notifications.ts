import {
  liveStreamQuerySchema,
  notificationListQuerySchema,
  notificationPreferencesUpdateSchema,
  PATH_ID_MESSAGES,
  pathId,
} from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  unreadCountsSchema,
  unsubscribedSchema,
} from '../responses/notifications';

/** Notifications, each user their own. */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    query: notificationListQuerySchema,
    responses: { 200: notificationListSchema, ...refusals(400, 401) },
  }),
  unread: endpoint({
    method: 'GET',
    path: '/notifications/unread',
    responses: { 200: unreadCountsSchema, ...refusals(401) },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notifications/:notificationId/read',
    params: z.object({ notificationId: pathId(PATH_ID_MESSAGES.student) }),
    responses: { 204: z.null(), ...refusals(400, 401, 404) },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/notifications/read-all',
    responses: { 204: z.null(), ...refusals(401) },
  }),
  /**
   * Server-Sent Events (text/event-stream) for the signed-in user: each event's data is a LiveEvent and its
   * id the event's number; Last-Event-ID (header, or `lastEventId` in the query) replays what came after it.
   * 429 past the streams one user or one address may hold; 503 (with Retry-After) while the server is full.
   */
  stream: endpoint({
    method: 'GET',
    path: '/notifications/stream',
    query: liveStreamQuerySchema,
    responses: refusals(400, 401, 429, 503),
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/notifications/preferences',
    responses: { 200: notificationPreferencesSchema, ...refusals(401) },
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/notifications/preferences',
    body: notificationPreferencesUpdateSchema,
    responses: { 200: notificationPreferencesSchema, ...refusals(400, 401) },
  }),
  /**
   * One click from an e-mail, no session (RFC 8058: a POST with List-Unsubscribe=One-Click). The token
   * names the user and the kind, signed by the server.
   */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/notifications/unsubscribe/:token',
    params: z.object({ token: z.string().max(200) }),
    responses: { 200: unsubscribedSchema, ...refusals(400, 404, 429) },
  }),
} as const;
