import { messageEndpoints as messages } from '@aula/contract';
import type { Announcement, ConversationListQuery } from '@aula/forms';
import { endpointCalls, urlOf } from './call';
import { type ClientOptions, type Requester, storedToken } from './request';
import { sendFormWithProgress, type UploadOptions, type XhrConstructor } from './upload';

export interface NewMessageUpload {
  recipientId: number;
  /** The course the conversation is about; an administrator may leave it out. */
  courseId?: number;
  body: string;
  file?: (Blob & { name?: string }) | null;
}

export interface ReplyUpload {
  body: string;
  file?: (Blob & { name?: string }) | null;
}

/** Where a message with a file is uploaded, and the XMLHttpRequest stand-in, as for the other uploads. */
export interface MessagesApiOptions extends Pick<ClientOptions, 'baseUrl' | 'getToken'> {
  XMLHttpRequest?: XhrConstructor;
}

/** Text fields first, the file last: the server checks the fields before it stores a byte of the file. */
function messageForm(fields: Record<string, string | number | undefined>, file?: ReplyUpload['file']) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value));
  if (file) form.append('file', file, file.name ?? 'adjunto');
  return form;
}

/** Messages, for every signed-in role; every answer is checked against the contract. */
export function messagesApi(request: Requester, options: MessagesApiOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const xhr = { getToken: options.getToken ?? storedToken, Xhr: options.XMLHttpRequest };
  const { send, call } = endpointCalls(request);
  return {
    /** Newest first, 20 a page; `q` searches my own messages. */
    conversations: (query: ConversationListQuery = {}) => call(messages.conversations, { query }),
    recipients: (q?: string) => call(messages.recipients, { query: { q } }),
    conversation: (conversationId: number) => call(messages.conversation, { params: { conversationId } }),
    /** The conversation with this person about this course, if there is one yet. */
    directWith: (userId: number, courseId?: number) =>
      call(messages.directWith, { params: { userId }, query: { courseId } }),
    /**
     * With a file, sent by XMLHttpRequest so `onProgress` hears the upload (fetch cannot report it); without
     * one, a plain request. Either way `signal` cancels it.
     */
    send: async ({ recipientId, courseId, body, file }: NewMessageUpload, upload: UploadOptions = {}) => {
      const form = messageForm({ recipientId, courseId, body }, file);
      if (!file) return call(messages.send, { body: form, signal: upload.signal });
      const url = urlOf(baseUrl, messages.send, {});
      return messages.send.responses[201].parse(
        await sendFormWithProgress(messages.send.method, url, form, xhr, upload),
      );
    },
    /** As `send`, into a conversation I am in. */
    reply: async (conversationId: number, { body, file }: ReplyUpload, upload: UploadOptions = {}) => {
      const form = messageForm({ body }, file);
      if (!file)
        return call(messages.reply, { params: { conversationId }, body: form, signal: upload.signal });
      const url = urlOf(baseUrl, messages.reply, { conversationId });
      return messages.reply.responses[201].parse(
        await sendFormWithProgress(messages.reply.method, url, form, xhr, upload),
      );
    },
    announce: (announcement: Announcement) => call(messages.announce, { body: announcement }),
    markRead: (conversationId: number) => send(messages.markRead, { params: { conversationId } }),
    /** A message's attachment, as a file to save. */
    attachment: (messageId: number) => send<Blob>(messages.attachment, { params: { messageId }, file: true }),
  };
}

export type MessagesApi = ReturnType<typeof messagesApi>;
