import type { Page } from '@aula/api-client';
import type { ListStatus } from '@aula/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

export const PAGE_SIZE = 20;
/** Typing pauses this long before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

export interface PagedQuery {
  q?: string;
  page: number;
  size: number;
}

interface Options<P extends Page<unknown>> {
  /** Loads one page; the signal aborts a request that a newer one replaced. */
  load: (query: PagedQuery, signal: AbortSignal) => Promise<P>;
  /** A change of filter (role, status) starts again from page 1; pass a string that identifies it. */
  filterKey: string;
  /** Called with every failure; the list shows its error state. */
  onError?: (error: unknown) => void;
}

/**
 * A server-side paged list with a debounced search box: the state the panel's lists share. Stale answers
 * (a slower request for an older search) are aborted and never shown.
 */
export function usePagedList<Item extends { id: number }, P extends Page<Item> = Page<Item>>({
  load,
  filterKey,
  onError,
}: Options<P>) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [data, setData] = useState<P | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // The page belongs to a search and filter: a new search or filter starts again from page 1.
  const pagingKey = `${query}\u0000${filterKey}`;
  const [paging, setPaging] = useState({ key: pagingKey, page: 1 });
  const page = paging.key === pagingKey ? paging.page : 1;
  const pagingKeyRef = useRef(pagingKey);
  pagingKeyRef.current = pagingKey;
  const setPage = useCallback((next: number) => setPaging({ key: pagingKeyRef.current, page: next }), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey and reloads are triggers of a new load
  useEffect(() => {
    const controller = new AbortController();
    setBusy(true);
    loadRef.current({ q: query || undefined, page, size: PAGE_SIZE }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        // A page that emptied (its last rows were removed) shows the one before it.
        if (answer.items.length === 0 && answer.total > 0 && page > 1) {
          setPage(Math.ceil(answer.total / PAGE_SIZE));
          return;
        }
        setData(answer);
        setStatus('ready');
        setBusy(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        onErrorRef.current?.(error);
        setStatus('error');
        setBusy(false);
      },
    );
    return () => controller.abort();
  }, [query, filterKey, page, reloads, setPage]);

  /** Asks again for the current page, keeping the rows on screen meanwhile (the error state shows a spinner). */
  const refresh = useCallback(() => {
    setStatus((current) => (current === 'error' ? 'loading' : current));
    setReloads((count) => count + 1);
  }, []);

  /** Takes a row out at once (after an action) and reloads the page so it fills up again. */
  const removeItem = useCallback(
    (id: number) => {
      setData((current) =>
        current
          ? {
              ...current,
              items: current.items.filter((item) => item.id !== id),
              total: Math.max(0, current.total - 1),
            }
          : current,
      );
      refresh();
    },
    [refresh],
  );

  return {
    search,
    setSearch,
    /** The search the shown rows answer (the box may be ahead of it while typing). */
    query,
    page,
    setPage,
    status,
    data,
    items: data?.items ?? [],
    total: data?.total ?? 0,
    /** A request is under way (first load, search, page change or refresh). */
    busy,
    refresh,
    removeItem,
  };
}
