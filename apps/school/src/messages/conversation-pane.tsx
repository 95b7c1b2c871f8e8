import { MESSAGE_ATTACHMENT_EXTENSIONS } from '@aula/forms';
import { Button } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../api-errors';
import { useNotify } from '../notifications';
import { QueryState, SECTION_SPINNER } from '../shell/query-state';
import { sendError } from './compose-rules';
import { MessageComposer } from './message-composer/message-composer';
import { MessageThread } from './message-thread/message-thread';
import { messageQueries, useDownloadAttachment, useMarkRead, useReply } from './queries';
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
  const notify = useNotify();
  const thread = useQuery(messageQueries.conversation(conversationId));
  const heading = useRef<HTMLHeadingElement>(null);
  const [composerKey, setComposerKey] = useState(0);
  const markedFor = useRef<string | null>(null);
  // How much of a reply's attachment has gone, while one is sending; null otherwise.
  const [progress, setProgress] = useState<number | null>(null);
  // The reply on its way, so 'Cancelar envío' can stop it.
  const sending = useRef<AbortController | null>(null);

  const markRead = useMarkRead(conversationId);
  const reply = useReply(conversationId);
  const attachment = useDownloadAttachment();

  function send({ body, file }: { body: string; file: File | null }) {
    sending.current = new AbortController();
    setProgress(file ? 0 : null);
    reply.mutate(
      { body, file, upload: { onProgress: setProgress, signal: sending.current.signal } },
      {
        onSuccess: (sent) => {
          if (sent !== 'stopped') setComposerKey((key) => key + 1);
        },
        onSettled: () => setProgress(null),
      },
    );
  }

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

  function download(message: ThreadMessage) {
    if (!message.attachment) return;
    attachment.mutate(
      { messageId: message.id, name: message.attachment.name },
      {
        onError: (error) =>
          notify({ variant: 'danger', title: 'No se ha podido descargar el adjunto.', error }),
      },
    );
  }

  const conversation = data?.conversation ?? summary;
  // Opened from a link before the inbox has loaded: nothing to name it by yet.
  if (!conversation)
    return (
      <div className="grid content-start gap-2">
        <QueryState
          query={thread}
          loading="Cargando conversación..."
          failure={(error) => serverMessage(error) ?? 'No se ha podido cargar la conversación.'}
          spinner={SECTION_SPINNER}
        />
        {thread.isError && (
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={onBack}>
            Volver
          </Button>
        )}
      </div>
    );

  return (
    <MessageThread
      conversation={conversation}
      messages={data?.messages}
      status={thread.isPending ? 'loading' : thread.isError ? 'error' : 'ready'}
      onRetry={() => void thread.refetch()}
      onBack={onBack}
      onDownload={download}
      canReply={data?.canReply ?? false}
      headingRef={heading}
      footer={
        <MessageComposer
          key={composerKey}
          mode="reply"
          accept={ATTACHMENT_ACCEPT}
          submitting={reply.isPending}
          progress={progress}
          onStopUpload={() => sending.current?.abort()}
          uploadStopped={reply.data === 'stopped'}
          error={reply.isError ? sendError(reply.error) : null}
          onSubmit={send}
          className="border-t pt-4"
        />
      }
    />
  );
}
