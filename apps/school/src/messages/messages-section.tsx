import { Button, Spinner } from '@aula/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MegaphoneIcon, SquarePenIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConversationPane } from './conversation-pane';
import { Inbox } from './inbox/inbox';
import { useMessageAddress } from './message-address';
import { NewMessagePane } from './new-message-pane';
import { messageQueries } from './queries';

/** Waits until the text has stopped changing for a moment, so a search is not sent on every key. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * 'Mensajes' of the student, teacher and administrator panels: the inbox and the open conversation side by
 * side from 1024 px (the panels' sidebars take the rest), one or the other below it, with 'Volver'.
 * What is open lives in the address (see message-address.ts).
 */
export default function MessagesSection({ canAnnounce = false }: { canAnnounce?: boolean }) {
  const { address, go } = useMessageAddress();
  const { conversationId, composing, to } = address;
  const [search, setSearch] = useState('');
  const settledSearch = useSettled(search.trim());
  const list = useInfiniteQuery(messageQueries.list(settledSearch));
  const conversations = list.data?.pages.flatMap((page) => page.conversations);

  // `para` (the teacher's 'Mensaje' button): their conversation if there is one, else the composer to them.
  const resolving = to !== null && composing === null && conversationId === null;
  const direct = useQuery({
    ...messageQueries.directWith(to?.userId ?? 0, to?.courseId ?? null),
    enabled: resolving,
  });
  useEffect(() => {
    if (!resolving || direct.isPending) return;
    const found = direct.data?.conversationId;
    if (found) go({ conversacion: found }, { replace: true });
    else go({ nuevo: 'mensaje', para: to.userId, curso: to.courseId }, { replace: true });
  }, [resolving, direct.isPending, direct.data, to, go]);

  // 'Volver' puts focus back on the conversation it left, once the list shows again.
  const returnTo = useRef<number | null>(null);
  const listBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conversationId !== null || returnTo.current === null) return;
    listBox.current?.querySelector<HTMLElement>(`[data-conversation-id="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [conversationId]);

  const detailOpen = conversationId !== null || composing !== null || resolving;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => go({ nuevo: 'mensaje' })}>
          <SquarePenIcon aria-hidden="true" />
          Nuevo mensaje
        </Button>
        {canAnnounce ? (
          <Button type="button" variant="outline" onClick={() => go({ nuevo: 'anuncio' })}>
            <MegaphoneIcon aria-hidden="true" />
            Nuevo anuncio
          </Button>
        ) : null}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div ref={listBox} className={detailOpen ? 'hidden min-w-0 lg:block' : 'min-w-0'}>
          <Inbox
            conversations={conversations}
            status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
            selectedId={conversationId}
            onSelect={(conversation) => go({ conversacion: conversation.id })}
            search={search}
            onSearchChange={setSearch}
            onRetry={() => void list.refetch()}
            onLoadMore={list.hasNextPage ? () => void list.fetchNextPage() : undefined}
            loadingMore={list.isFetchingNextPage}
          />
        </div>
        <div className={detailOpen ? 'min-w-0' : 'hidden min-w-0 lg:block'}>
          {resolving ? <Spinner label="Abriendo la conversación..." align="start" className="py-6" /> : null}
          {composing ? (
            <NewMessagePane
              kind={composing === 'anuncio' && canAnnounce ? 'anuncio' : 'mensaje'}
              to={to}
              onSent={(id) => go({ conversacion: id })}
              onCancel={() => go({})}
            />
          ) : null}
          {!composing && conversationId !== null ? (
            <ConversationPane
              key={conversationId}
              conversationId={conversationId}
              summary={conversations?.find((conversation) => conversation.id === conversationId)}
              onBack={() => {
                returnTo.current = conversationId;
                go({});
              }}
            />
          ) : null}
          {!detailOpen ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
              Elige una conversación o escribe un mensaje nuevo.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
