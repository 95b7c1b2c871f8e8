import {
  announcementSchema,
  conversationListQuerySchema,
  PATH_ID_MESSAGES,
  pathId,
  strictQuery,
} from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import {
  conversationListSchema,
  conversationSchema,
  directConversationSchema,
  recipientListSchema,
  sentAnnouncementSchema,
  sentMessageSchema,
} from '../responses/messages';

const byConversation = z.object({ conversationId: pathId(PATH_ID_MESSAGES.student) });
const sendRefusals = refusals(400, 401, 403, 404, 413, 415, 429);

/**
 * Messages, for every signed-in role. Nobody reads, writes into or lists a conversation they are
 * not in: a conversation that is not mine is the same 404 as one that does not exist.
 */
export const messageEndpoints = {
  conversations: endpoint({
    method: 'GET',
    path: '/messages',
    query: conversationListQuerySchema,
    responses: { 200: conversationListSchema, ...refusals(400, 401) },
  }),
  /** Who I may write to: a student the teachers of their courses; a teacher their students; an admin anyone. */
  recipients: endpoint({
    method: 'GET',
    path: '/messages/recipients',
    query: z.strictObject({ q: z.string().max(100).optional() }, strictQuery),
    responses: { 200: recipientListSchema, ...refusals(400, 401) },
  }),
  /** Multipart form: recipientId, courseId (optional for an administrator), body, then an optional file. */
  send: endpoint({
    method: 'POST',
    path: '/messages',
    responses: { 201: sentMessageSchema, ...sendRefusals },
  }),
  announce: endpoint({
    method: 'POST',
    path: '/messages/announcements',
    body: announcementSchema,
    responses: { 201: sentAnnouncementSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  }),
  /** The teacher's 'Mensaje' button: the conversation with this person about this course, if any. */
  directWith: endpoint({
    method: 'GET',
    path: '/messages/with/:userId',
    params: z.object({ userId: pathId(PATH_ID_MESSAGES.student) }),
    query: z.strictObject({ courseId: pathId(PATH_ID_MESSAGES.student).optional() }, strictQuery),
    responses: { 200: directConversationSchema, ...refusals(400, 401, 403, 404) },
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/messages/:conversationId',
    params: byConversation,
    responses: { 200: conversationSchema, ...refusals(400, 401, 404) },
  }),
  /** Multipart form: body, then an optional file. */
  reply: endpoint({
    method: 'POST',
    path: '/messages/:conversationId',
    params: byConversation,
    responses: { 201: sentMessageSchema, ...sendRefusals },
  }),
  /** Marks everything in it as read by me (the senders then see 'Leído'). */
  markRead: endpoint({
    method: 'POST',
    path: '/messages/:conversationId/read',
    params: byConversation,
    responses: { 204: z.null(), ...refusals(400, 401, 404) },
  }),
  /** The file, to those who can see its message. */
  attachment: endpoint({
    method: 'GET',
    path: '/messages/attachment/:messageId',
    params: z.object({ messageId: pathId(PATH_ID_MESSAGES.student) }),
    responses: refusals(400, 401, 404),
  }),
} as const;
