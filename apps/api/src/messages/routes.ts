import { messageEndpoints as endpoints } from '@aula/contract';
import { MESSAGE_MESSAGES, newMessageSchema, replySchema } from '@aula/forms';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { rowsOf } from '../db/rows';
import { HttpError } from '../errors';
import { sendStoredFile } from '../files/download';
import type { StoredFile } from '../files/storage';
import { DEFAULT_STORAGE_QUOTAS } from '../files/storage-quotas';
import { serve } from '../http/contract-routes';
import { checkAttachmentQuota } from './attachment-quota';
import { conversationList, myConversation, threadMessages, visibleTo } from './conversation-queries';
import { MESSAGE_FORM_LIMITS, receiveMessageForm } from './message-form';
import { directKey, directTarget } from './permissions';
import { recipientsOf } from './recipients';
import { announce, markRead, sendDirect, sendReply } from './sending';
import { MESSAGE_SERVER_MESSAGES } from './server-messages';

const notFound = () => new HttpError(404, MESSAGE_MESSAGES.conversationNotFound);
const notAllowed = () => new HttpError(403, MESSAGE_MESSAGES.recipientNotAllowed);
const ANNOUNCE_REFUSALS = {
  courseNotFound: () => new HttpError(404, MESSAGE_SERVER_MESSAGES.courseNotFound),
  notCourseTeacher: () => new HttpError(403, MESSAGE_MESSAGES.notCourseTeacher),
  courseWithoutStudents: () => new HttpError(409, MESSAGE_MESSAGES.courseWithoutStudents),
};

/**
 * Messages (decision 146) for every signed-in role. Every query starts from the caller's own
 * membership, so a conversation that is not theirs answers like one that does not exist (404); who may
 * write to whom is decided in SQL (permissions.ts).
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, { limits: MESSAGE_FORM_LIMITS, throwFileSizeLimit: false });

  /** Every message sent counts against its sender, whatever becomes of it. */
  const countSend = (request: FastifyRequest) =>
    app.rateLimits.attempt({ messageAccount: String(sessionUser(request).id) });

  const attachmentQuota = (app.config.storageQuotas ?? DEFAULT_STORAGE_QUOTAS).attachmentBytesPerDay;
  // The attachment quota (decision 161): checked before the file is read, and once stored with its size.
  const admitAttachment = (me: number) => () => checkAttachmentQuota(db, me, attachmentQuota, new Date());
  async function discardOverQuota(me: number, file: StoredFile | null): Promise<void> {
    if (!file) return;
    await checkAttachmentQuota(db, me, attachmentQuota, new Date(), file.size).catch(async (error) => {
      await app.files.discard(db, file.id);
      throw error;
    });
  }

  /** Stores a message with its file, or discards the file when the message could not be stored. */
  async function keepingFile<T>(file: StoredFile | null, store: () => Promise<T>): Promise<T> {
    try {
      const result = await store();
      app.mail.wake();
      return result;
    } catch (error) {
      if (file) await app.files.discard(db, file.id);
      throw error;
    }
  }

  /** The answer to a send: the new message as its sender sees it in the thread. */
  async function sentMessage(
    me: number,
    sent: { conversationId: number; messageId: number },
    courseId: number | null,
  ) {
    const { conversationId, messageId } = sent;
    const [message] = await threadMessages(db, me, conversationId, courseId, messageId);
    if (!message) throw new Error('the message just sent is not in its thread');
    return { conversationId, message };
  }

  serve(app, endpoints.conversations, {
    handler: async (request) =>
      conversationList(db, sessionUser(request).id, request.query.q || undefined, request.query.page ?? 1),
  });

  serve(app, endpoints.recipients, {
    handler: async (request) => recipientsOf(db, sessionUser(request).id, request.query.q),
  });

  serve(app, endpoints.send, {
    handler: async (request, reply) => {
      const me = sessionUser(request).id;
      await countSend(request);
      const form = await receiveMessageForm(
        app,
        request,
        newMessageSchema,
        async (fields) => {
          const target = await directTarget(db, me, fields.recipientId, fields.courseId);
          if (!target) throw notAllowed();
          return target;
        },
        admitAttachment(me),
      );
      await discardOverQuota(me, form.file);
      const sent = await keepingFile(form.file, () =>
        sendDirect(db, me, form.target, { body: form.fields.body, fileId: form.file?.id ?? null }),
      );
      return reply.code(201).send(await sentMessage(me, sent, form.target.course?.id ?? null));
    },
  });

  serve(app, endpoints.announce, {
    handler: async (request, reply) => {
      const me = sessionUser(request).id;
      await countSend(request);
      const outcome = await announce(db, me, request.body);
      if (outcome.kind !== 'sent') throw ANNOUNCE_REFUSALS[outcome.kind]();
      app.mail.wake();
      return reply.code(201).send({ conversationId: outcome.conversationId, recipients: outcome.recipients });
    },
  });

  serve(app, endpoints.directWith, {
    handler: async (request) => {
      const me = sessionUser(request).id;
      const { userId } = request.params;
      const courseId = request.query.courseId ?? null;
      const [existing] = rowsOf(
        await db.execute(sql`select c.id from conversations c
          join conversation_members cm on cm.conversation_id = c.id and cm.user_id = ${me}::int
         where c.direct_key = ${directKey(courseId, me, userId)}`),
      ) as { id: number }[];
      if (existing) return { conversationId: existing.id };
      if (!(await directTarget(db, me, userId, courseId ?? undefined))) throw notAllowed();
      return { conversationId: null };
    },
  });

  serve(app, endpoints.conversation, {
    handler: async (request) => {
      const me = sessionUser(request).id;
      const conversation = await myConversation(db, me, request.params.conversationId);
      if (!conversation) throw notFound();
      return {
        conversation: conversation.summary,
        messages: await threadMessages(db, me, conversation.summary.id, conversation.courseId),
        canReply: conversation.hasPartner,
      };
    },
  });

  serve(app, endpoints.reply, {
    handler: async (request, reply) => {
      const me = sessionUser(request).id;
      await countSend(request);
      const form = await receiveMessageForm(
        app,
        request,
        replySchema,
        async () => {
          const conversation = await myConversation(db, me, request.params.conversationId);
          if (!conversation) throw notFound();
          if (!conversation.hasPartner) throw notAllowed();
          return conversation;
        },
        admitAttachment(me),
      );
      await discardOverQuota(me, form.file);
      const { summary, kind, courseId, createdBy } = form.target;
      const sent = await keepingFile(form.file, () =>
        sendReply(
          db,
          me,
          { conversationId: summary.id, kind, courseId, courseName: summary.course?.name ?? null, createdBy },
          { body: form.fields.body, fileId: form.file?.id ?? null },
        ),
      );
      return reply.code(201).send(await sentMessage(me, sent, courseId));
    },
  });

  serve(app, endpoints.markRead, {
    handler: async (request, reply) => {
      const read = await markRead(db, sessionUser(request).id, request.params.conversationId);
      if (read === null) throw notFound();
      return reply.code(204).send(null);
    },
  });

  serve(app, endpoints.attachment, {
    handler: async (request, reply) => {
      const me = sessionUser(request).id;
      const [row] = rowsOf(
        await db.execute(sql`select m.attachment_file_id as file_id from messages m
          join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${me}::int
         where m.id = ${request.params.messageId}::int and ${visibleTo(me)}
           and m.attachment_file_id is not null`),
      ) as { file_id: string }[];
      const file = row && (await app.files.find(db, row.file_id));
      if (!file) throw new HttpError(404, MESSAGE_MESSAGES.attachmentNotFound);
      return sendStoredFile(reply, app.files, file);
    },
  });
};
