import type { UploadOptions } from '@aula/api-client';
import { MESSAGE_MESSAGES } from '@aula/forms';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../api/messages';
import { messageKeys, notificationKeys } from '../server-state/query-keys';
import { saveBlob } from '../shell/save-blob';
import type { MessageComposerValues } from './compose-rules';
import { parseRecipient, unlessStopped } from './compose-rules';

/**
 * The messages' server state, keyed by `messageKeys`: the live stream invalidates `messageKeys.all` when a
 * message arrives, so the open inbox and thread refetch without a reload.
 */
export { messageKeys };

export const messageQueries = {
  /** Newest first, 20 a page; more pages as the list asks for them. */
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: messageKeys.list(search),
      queryFn: ({ pageParam }) => api.messages.conversations({ q: search || undefined, page: pageParam }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
      // While a new search runs, the last results stay on screen instead of a spinner.
      placeholderData: keepPreviousData,
    }),
  conversation: (id: number) =>
    queryOptions({ queryKey: messageKeys.conversation(id), queryFn: () => api.messages.conversation(id) }),
  recipients: () =>
    queryOptions({ queryKey: messageKeys.recipients(), queryFn: () => api.messages.recipients() }),
  directWith: (userId: number, courseId: number | null) =>
    queryOptions({
      queryKey: messageKeys.directWith(userId, courseId),
      queryFn: () => api.messages.directWith(userId, courseId ?? undefined),
      // Always asked afresh: a conversation may have started since.
      staleTime: 0,
      gcTime: 0,
    }),
};

/** 'Read' for the messages I had not read: the inbox's marks change, and so may the bell's count. */
export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.messages.markRead(conversationId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}

/** A reply into a conversation; 'stopped' when the sender cancelled its upload. */
export function useReply(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file, upload }: { body: string; file: File | null; upload: UploadOptions }) =>
      unlessStopped(api.messages.reply(conversationId, { body, file }, upload)),
    onSuccess: (sent) => {
      if (sent !== 'stopped') return queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}

/**
 * A new message to one person, or a teacher's announcement to a course (which carries no attachment).
 * Answers the conversation it opened and the toast that says so, or 'stopped'.
 */
export function useSendMessage(kind: 'mensaje' | 'anuncio') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ upload, ...values }: MessageComposerValues & { upload: UploadOptions }) => {
      if (kind === 'anuncio') {
        const { courseId, subject, body } = values;
        const sent = await api.messages.announce({ courseId: Number(courseId), subject, body });
        return { conversationId: sent.conversationId, toast: MESSAGE_MESSAGES.announcementSent };
      }
      const recipient = parseRecipient(values.recipient);
      if (!recipient) throw new Error(MESSAGE_MESSAGES.recipientRequired);
      const sent = await unlessStopped(
        api.messages.send({ ...recipient, body: values.body, file: values.file }, upload),
      );
      if (sent === 'stopped') return sent;
      return { conversationId: sent.conversationId, toast: MESSAGE_MESSAGES.sent };
    },
    onSuccess: (sent) => {
      if (sent !== 'stopped') return queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}

/** A message's attachment, handed to the browser as a download under its own name. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (attachment: { messageId: number; name: string }) =>
      saveBlob(await api.messages.attachment(attachment.messageId), attachment.name),
  });
}
