import { MESSAGE_ATTACHMENT_EXTENSIONS } from '@aula/forms';
import { Alert, Button, Spinner } from '@aula/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../api/messages';
import { serverMessage } from '../api-errors';
import { useNotify } from '../notifications';
import { notificationKeys } from '../server-state/query-keys';
import { ErrorCode } from '../shell/error-code';
import { saveBlob } from '../shell/save-blob';
import { sendError, unlessStopped, validateComposer } from './compose-rules';
import { MessageComposer } from './message-composer/message-composer';
import { MessageThread } from './message-thread/message-thread';
import { messageKeys, messageQueries } from './queries';
import type { InboxConversation, ThreadMessage } from './types';

export const ATTACHMENT_ACCEPT = MESSAGE_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * One open conversation: its messages, the reply form, and 'read' sent to the server whenever it shows
 * messages I had not read (so their senders see 'Leído'). Focus goes to its heading when it opens.
 */
export function ConversationPane({
  conversationId,
  summary,
  onBack,
}: {
  conversationId: number;
  summary: InboxConversation | undefined;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const thread = useQuery(messageQueries.conversation(conversationId));
  const heading = useRef<HTMLHeadingElement>(null);
  const [composerKey, setComposerKey] = useState(0);
  const markedFor = useRef<string | null>(null);
  // How much of a reply's attachment has gone, while one is sending; null otherwise.
  const [progress, setProgress] = useState<number | null>(null);
  // The reply on its way, so 'Cancelar envío' can stop it.
  const sending = useRef<AbortController | null>(null);

  const markRead = useMutation({
    mutationFn: () => api.messages.markRead(conversationId),
    // The inbox's unread marks change, and so may the bell's count (its keys start with 'notifications').
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
  const reply = useMutation({
    mutationFn: (values: { body: string; file: File | null }) => {
      sending.current = new AbortController();
      return unlessStopped(
        api.messages.reply(conversationId, values, {
          onProgress: setProgress,
          signal: sending.current.signal,
        }),
      );
    },
    onMutate: ({ file }) => setProgress(file ? 0 : null),
    onSettled: () => setProgress(null),
    onSuccess: (sent) => {
      if (sent === 'stopped') return;
      setComposerKey((key) => key + 1);
      return queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened conversation is the trigger
  useEffect(() => {
    heading.current?.focus();
  }, [conversationId, thread.isSuccess]);

  // Once per newest message: a live refetch that brings a new unread message marks it read again.
  const data = thread.data;
  useEffect(() => {
    if (!data || data.conversation.unreadCount === 0) return;
    const mark = `${conversationId}:${data.messages.at(-1)?.id}`;
    if (markedFor.current === mark) return;
    markedFor.current = mark;
    markRead.mutate();
  }, [data, conversationId, markRead]);

  async function download(message: ThreadMessage) {
    if (!message.attachment) return;
    try {
      saveBlob(await api.messages.attachment(message.id), message.attachment.name);
    } catch (error) {
      notify({ variant: 'danger', title: 'No se ha podido descargar el adjunto.', error });
    }
  }

  const conversation = data?.conversation ?? summary;
  // Opened from a link before the inbox has loaded: nothing to name it by yet.
  if (!conversation) {
    if (thread.isPending) return <Spinner label="Cargando conversación..." align="start" className="py-6" />;
    return (
      <Alert variant="danger">
        <p>{serverMessage(thread.error) ?? 'No se ha podido cargar la conversación.'}</p>
        <ErrorCode error={thread.error} />
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => void thread.refetch()}>
            Reintentar
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onBack}>
            Volver
          </Button>
        </div>
      </Alert>
    );
  }

  return (
    <MessageThread
      conversation={conversation}
      messages={data?.messages}
      status={thread.isPending ? 'loading' : thread.isError ? 'error' : 'ready'}
      onRetry={() => void thread.refetch()}
      onBack={onBack}
      onDownload={(message) => void download(message)}
      canReply={data?.canReply ?? false}
      headingRef={heading}
      footer={
        <MessageComposer
          key={composerKey}
          mode="reply"
          accept={ATTACHMENT_ACCEPT}
          validate={validateComposer}
          submitting={reply.isPending}
          progress={progress}
          onStopUpload={() => sending.current?.abort()}
          uploadStopped={reply.data === 'stopped'}
          error={reply.isError ? sendError(reply.error) : null}
          onSubmit={({ body, file }) => reply.mutate({ body, file })}
          className="border-t pt-4"
        />
      }
    />
  );
}
