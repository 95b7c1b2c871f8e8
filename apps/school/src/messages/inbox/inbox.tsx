import { Button, cn, Input, Label, ListState } from '@aula/ui';
import { MegaphoneIcon, PaperclipIcon, SearchIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { formatInboxDate, personName } from '../format';
import type { InboxConversation } from '../types';

/** The line that names a conversation: the other person, or 'Anuncio: subject'. */
export function conversationTitle(
  conversation: Pick<InboxConversation, 'kind' | 'subject' | 'counterpart'>,
): string {
  if (conversation.kind === 'announcement') return `Anuncio: ${conversation.subject ?? ''}`;
  return personName(conversation.counterpart);
}

export type InboxProps = Omit<ComponentProps<'div'>, 'children' | 'onSelect'> & {
  /** Newest first, as GET /messages answers; undefined while loading. */
  conversations?: readonly InboxConversation[];
  status?: 'loading' | 'error' | 'ready';
  selectedId?: number | null;
  onSelect: (conversation: InboxConversation) => void;
  /** The search box's text; the page searches the server (debounced) with it. */
  search?: string;
  onSearchChange?: (text: string) => void;
  onRetry?: () => void;
  /** Shown when the server has older conversations than those listed. */
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** The moment dates are relative to ('10:30' today, 'ayer'…). */
  now?: Date;
};

/**
 * The inbox: one's conversations newest first, each with the course, the other person (or the announcement's
 * subject), a preview and a short date; unread ones are bold with a dot and say so to screen readers.
 * Each conversation is a button; the open one is marked `aria-current`.
 */
export function Inbox({
  conversations,
  status = 'ready',
  selectedId = null,
  onSelect,
  search = '',
  onSearchChange,
  onRetry,
  onLoadMore,
  loadingMore = false,
  now = new Date(),
  className,
  ...props
}: InboxProps) {
  const id = useId();
  const unread = conversations?.filter((conversation) => conversation.unreadCount > 0).length ?? 0;

  return (
    <div data-slot="inbox" className={cn('grid min-w-0 content-start gap-3', className)} {...props}>
      {onSearchChange ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-search`}>Buscar en mis mensajes</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${id}-search`}
              type="search"
              maxLength={100}
              value={search}
              placeholder="Texto, persona o curso"
              onChange={(event) => onSearchChange(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
      ) : null}

      <ListState
        status={status}
        loadingLabel="Cargando mensajes..."
        errorMessage="No se han podido cargar los mensajes."
        onRetry={onRetry}
        empty={!conversations?.length}
        emptyMessage={search.trim() ? 'Ningún mensaje coincide con la búsqueda.' : 'No tienes mensajes.'}
      >
        {conversations ? (
          <>
            {unread > 0 ? (
              <p className="font-medium text-sm" data-slot="inbox-unread-total">
                {unread === 1 ? '1 conversación sin leer' : `${unread} conversaciones sin leer`}
              </p>
            ) : null}
            <ul aria-label="Conversaciones" className="grid grid-cols-[minmax(0,1fr)] gap-2">
              {conversations.map((conversation) => (
                <li key={conversation.id}>
                  <InboxItem
                    conversation={conversation}
                    selected={conversation.id === selectedId}
                    onSelect={() => onSelect(conversation)}
                    now={now}
                  />
                </li>
              ))}
            </ul>
            {onLoadMore ? (
              <Button type="button" variant="outline" loading={loadingMore} onClick={onLoadMore}>
                Ver más conversaciones
              </Button>
            ) : null}
          </>
        ) : null}
      </ListState>
    </div>
  );
}

function InboxItem({
  conversation,
  selected,
  onSelect,
  now,
}: {
  conversation: InboxConversation;
  selected: boolean;
  onSelect: () => void;
  now: Date;
}) {
  const unread = conversation.unreadCount > 0;
  const { lastMessage } = conversation;
  return (
    <button
      type="button"
      data-conversation-id={conversation.id}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      className={cn(
        'grid w-full min-w-0 gap-1 rounded-lg border bg-card p-3 text-left text-card-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        'aria-[current=true]:border-primary aria-[current=true]:bg-primary/10',
      )}
    >
      <span className="flex min-w-0 items-center gap-2">
        {unread ? <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-primary" /> : null}
        {conversation.kind === 'announcement' ? (
          <MegaphoneIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        ) : null}
        <span className={cn('min-w-0 flex-1 truncate', unread ? 'font-bold' : 'font-medium')}>
          {conversationTitle(conversation)}
        </span>
        <time dateTime={lastMessage.sentAt} className="shrink-0 text-muted-foreground text-xs">
          {formatInboxDate(lastMessage.sentAt, now)}
        </time>
      </span>
      <span className="flex min-w-0 items-center gap-2 text-muted-foreground text-xs">
        <span className="min-w-0 flex-1 truncate">
          {conversation.course?.name ?? 'Sin curso'}
          {conversation.kind === 'announcement' && conversation.counterpart
            ? ` · ${personName(conversation.counterpart)}`
            : ''}
        </span>
        {unread ? (
          <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-foreground">
            <span aria-hidden="true">{conversation.unreadCount}</span>
            <span className="sr-only">
              {conversation.unreadCount === 1
                ? '1 mensaje sin leer'
                : `${conversation.unreadCount} mensajes sin leer`}
            </span>
          </span>
        ) : null}
      </span>
      <span
        className={cn(
          'flex min-w-0 items-center gap-1 text-sm',
          unread ? 'font-semibold text-foreground' : 'text-muted-foreground',
        )}
      >
        {lastMessage.hasAttachment ? (
          <>
            <PaperclipIcon aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">con adjunto: </span>
          </>
        ) : null}
        <span className="min-w-0 truncate">
          {lastMessage.fromMe ? 'Tú: ' : ''}
          {lastMessage.preview}
        </span>
      </span>
    </button>
  );
}
