import { Button, cn, ListState } from '@aula/ui';
import { ArrowLeftIcon, CheckCheckIcon, LockIcon, PaperclipIcon } from 'lucide-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { formatFileSize, formatMessageDateTime, personName } from '../format';
import { conversationTitle, defaultInboxLabels } from '../inbox/inbox';
import type { InboxConversation, ThreadMessage } from '../types';

export interface MessageThreadLabels {
  back: string;
  loading: string;
  loadFailed: string;
  retry: string;
  messages: string;
  course: (name: string) => string;
  noCourse: string;
  toStudents: (count: number) => string;
  you: string;
  deleted: string;
  read: string;
  sent: string;
  readBy: (read: number, total: number) => string;
  onlyFor: (name: string) => string;
  privateFrom: (name: string) => string;
  attachment: (name: string, size: string) => string;
  cannotReply: string;
  announcement: (subject: string) => string;
}

export const defaultMessageThreadLabels: MessageThreadLabels = {
  back: 'Volver',
  loading: 'Cargando conversación...',
  loadFailed: 'No se ha podido cargar la conversación.',
  retry: 'Reintentar',
  messages: 'Mensajes',
  course: (name) => `Curso: ${name}`,
  noCourse: 'Sin curso',
  toStudents: (count) => (count === 1 ? 'Para 1 estudiante' : `Para ${count} estudiantes`),
  you: 'Tú',
  deleted: 'Cuenta eliminada',
  read: 'Leído',
  sent: 'Enviado',
  readBy: (read, total) => `Leído por ${read} de ${total}`,
  onlyFor: (name) => `Solo para ${name}`,
  privateFrom: (name) => `Respuesta privada de ${name}`,
  attachment: (name, size) => `Descargar ${name} (${size})`,
  cannotReply: 'Ya no puedes responder en esta conversación.',
  announcement: defaultInboxLabels.announcement,
};

/** What a sender reads under their last message: 'Leído', 'Leído por 3 de 12' or 'Enviado'. */
export function readReceipt(
  message: Pick<ThreadMessage, 'readBy' | 'sentTo'>,
  labels: Pick<MessageThreadLabels, 'read' | 'sent' | 'readBy'> = defaultMessageThreadLabels,
): string {
  if (message.sentTo > 1) return labels.readBy(message.readBy, message.sentTo);
  return message.readBy >= message.sentTo ? labels.read : labels.sent;
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
  labels?: Partial<MessageThreadLabels>;
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
  labels,
  className,
  ...props
}: MessageThreadProps) {
  const text = { ...defaultMessageThreadLabels, ...labels };
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
              {text.back}
            </Button>
          </div>
        ) : null}
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="wrap-anywhere font-semibold text-lg outline-none"
        >
          {conversationTitle(conversation, text)}
        </h3>
        <p className="flex flex-wrap gap-x-3 text-muted-foreground text-sm">
          <span>{conversation.course ? text.course(conversation.course.name) : text.noCourse}</span>
          {conversation.kind === 'announcement' && conversation.counterpart === null ? (
            <span>{text.toStudents(conversation.recipients)}</span>
          ) : null}
          {conversation.kind === 'announcement' && conversation.counterpart ? (
            <span>{personName(conversation.counterpart)}</span>
          ) : null}
        </p>
      </header>

      <ListState
        status={status}
        loadingLabel={text.loading}
        errorMessage={text.loadFailed}
        onRetry={onRetry}
        retryLabel={text.retry}
      >
        {messages ? (
          <ol aria-label={text.messages} className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                receipt={message.id === lastMine ? readReceipt(message, text) : null}
                onDownload={onDownload}
                text={text}
              />
            ))}
          </ol>
        ) : null}
      </ListState>

      {status === 'ready' ? (
        canReply ? (
          footer
        ) : (
          <p className="text-muted-foreground text-sm">{text.cannotReply}</p>
        )
      ) : null}
    </section>
  );
}

function MessageBubble({
  message,
  receipt,
  onDownload,
  text,
}: {
  message: ThreadMessage;
  receipt: string | null;
  onDownload?: (message: ThreadMessage) => void;
  text: MessageThreadLabels;
}) {
  const privateNote = message.privateTo
    ? message.mine
      ? text.onlyFor(personName(message.privateTo, text.deleted))
      : text.privateFrom(personName(message.sender, text.deleted))
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
          {message.mine ? text.you : personName(message.sender, text.deleted)}
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
          {text.attachment(message.attachment.name, formatFileSize(message.attachment.size))}
        </button>
      ) : null}
      {receipt ? (
        <p className="flex items-center justify-end gap-1 text-muted-foreground text-xs">
          {receipt !== text.sent ? <CheckCheckIcon aria-hidden="true" className="size-3.5" /> : null}
          {receipt}
        </p>
      ) : null}
    </li>
  );
}
