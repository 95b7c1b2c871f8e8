import { Button, cn, ListState } from '@aula/ui';
import { ArrowLeftIcon, CheckCheckIcon, LockIcon, PaperclipIcon } from 'lucide-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { formatFileSize, formatMessageDateTime, personName } from '../format';
import { conversationTitle } from '../inbox/inbox';
import type { InboxConversation, ThreadMessage } from '../types';

/** What a sender reads under their last message: 'Leído', 'Leído por 3 de 12' or 'Enviado'. */
export function readReceipt(message: Pick<ThreadMessage, 'readBy' | 'sentTo'>): string {
  if (message.sentTo > 1) return `Leído por ${message.readBy} de ${message.sentTo}`;
  return message.readBy >= message.sentTo ? 'Leído' : 'Enviado';
}

export type MessageThreadProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The conversation's summary: names it in the heading, with its course. */
  conversation: InboxConversation;
  /** Oldest first; undefined while loading. */
  messages?: readonly ThreadMessage[];
  status?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** The way back to the list on phones and tablets (hidden from 1024 px on, where the list stays beside the thread). */
  onBack?: () => void;
  onDownload?: (message: ThreadMessage) => void;
  /** Whether I may still write here; the reply form goes in `footer`. */
  canReply?: boolean;
  footer?: ReactNode;
  /** The heading, so the page can move focus to it when the conversation opens. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * One conversation: a heading naming the other person (or the announcement) and its course, then the
 * messages oldest first, mine on the right. Bodies are plain text whose line breaks are kept; nothing in a
 * message is ever read as markup. My last message carries its read receipt.
 */
export function MessageThread({
  conversation,
  messages,
  status = 'ready',
  onRetry,
  onBack,
  onDownload,
  canReply = true,
  footer,
  headingRef,
  className,
  ...props
}: MessageThreadProps) {
  const lastMine = messages?.findLast((message) => message.mine)?.id;
  const headingId = `message-thread-${conversation.id}`;

  return (
    <section
      data-slot="message-thread"
      aria-labelledby={headingId}
      className={cn('grid min-w-0 content-start gap-4', className)}
      {...props}
    >
      <header className="grid gap-2">
        {onBack ? (
          <div className="lg:hidden">
            <Button type="button" variant="ghost" size="sm" onClick={onBack}>
              <ArrowLeftIcon aria-hidden="true" />
              Volver
            </Button>
          </div>
        ) : null}
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="wrap-anywhere font-semibold text-lg outline-none"
        >
          {conversationTitle(conversation)}
        </h3>
        <p className="flex flex-wrap gap-x-3 text-muted-foreground text-sm">
          <span>{conversation.course ? `Curso: ${conversation.course.name}` : 'Sin curso'}</span>
          {conversation.kind === 'announcement' && conversation.counterpart === null ? (
            <span>
              {conversation.recipients === 1
                ? 'Para 1 estudiante'
                : `Para ${conversation.recipients} estudiantes`}
            </span>
          ) : null}
          {conversation.kind === 'announcement' && conversation.counterpart ? (
            <span>{personName(conversation.counterpart)}</span>
          ) : null}
        </p>
      </header>

      <ListState
        status={status}
        loadingLabel="Cargando conversación..."
        errorMessage="No se ha podido cargar la conversación."
        onRetry={onRetry}
      >
        {messages ? (
          <ol aria-label="Mensajes" className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                receipt={message.id === lastMine ? readReceipt(message) : null}
                onDownload={onDownload}
              />
            ))}
          </ol>
        ) : null}
      </ListState>

      {status === 'ready' ? (
        canReply ? (
          footer
        ) : (
          <p className="text-muted-foreground text-sm">Ya no puedes responder en esta conversación.</p>
        )
      ) : null}
    </section>
  );
}

function MessageBubble({
  message,
  receipt,
  onDownload,
}: {
  message: ThreadMessage;
  receipt: string | null;
  onDownload?: (message: ThreadMessage) => void;
}) {
  const privateNote = message.privateTo
    ? message.mine
      ? `Solo para ${personName(message.privateTo, 'Cuenta eliminada')}`
      : `Respuesta privada de ${personName(message.sender, 'Cuenta eliminada')}`
    : null;
  return (
    <li
      data-mine={message.mine || undefined}
      className={cn(
        'grid max-w-[85%] gap-1 justify-self-start rounded-lg border p-3',
        message.mine ? 'justify-self-end border-primary/40 bg-primary/10' : 'bg-card text-card-foreground',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
        <span className="font-semibold text-sm">
          {message.mine ? 'Tú' : personName(message.sender, 'Cuenta eliminada')}
        </span>
        <time dateTime={message.sentAt} className="text-muted-foreground">
          {formatMessageDateTime(message.sentAt)}
        </time>
      </p>
      {privateNote ? (
        <p className="flex items-center gap-1 font-medium text-muted-foreground text-xs">
          <LockIcon aria-hidden="true" className="size-3.5 shrink-0" />
          {privateNote}
        </p>
      ) : null}
      <p className="wrap-anywhere whitespace-pre-wrap text-sm">{message.body}</p>
      {message.attachment ? (
        <button
          type="button"
          onClick={() => onDownload?.(message)}
          className="flex min-w-0 items-center gap-1.5 justify-self-start break-all rounded-sm text-left text-primary text-sm underline underline-offset-4 outline-none hover:decoration-2 focus-visible:ring-2 focus-visible:ring-ring"
        >
          <PaperclipIcon aria-hidden="true" className="size-4 shrink-0" />
          Descargar {message.attachment.name} ({formatFileSize(message.attachment.size)})
        </button>
      ) : null}
      {receipt ? (
        <p className="flex items-center justify-end gap-1 text-muted-foreground text-xs">
          {receipt !== 'Enviado' ? <CheckCheckIcon aria-hidden="true" className="size-3.5" /> : null}
          {receipt}
        </p>
      ) : null}
    </li>
  );
}
