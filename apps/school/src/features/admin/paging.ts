import type { Page } from '@aula/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

export const PAGE_SIZE = 20;
/** Typing pauses this long before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

/**
 * The search box and page of a server-side paged list (no loading here: the list's query does that). The page
 * belongs to a search and filter, so a new search or filter starts again from page 1.
 */
export function usePaging(filterKey: string) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const pagingKey = `${query}\u0000${filterKey}`;
  const [paging, setPaging] = useState({ key: pagingKey, page: 1 });
  const page = paging.key === pagingKey ? paging.page : 1;
  const pagingKeyRef = useRef(pagingKey);
  pagingKeyRef.current = pagingKey;
  const setPage = useCallback((next: number) => setPaging({ key: pagingKeyRef.current, page: next }), []);

  return {
    search,
    setSearch,
    /** The search the shown rows answer (the box may be ahead of it while typing). */
    query,
    page,
    setPage,
    params: { q: query || undefined, page, size: PAGE_SIZE },
  };
}

/** A page that emptied (its last rows were removed) shows the one before it. */
export function useLastPageFallback(
  data: Page<unknown> | undefined,
  page: number,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) {
      setPage(Math.ceil(data.total / PAGE_SIZE));
    }
  }, [data, page, setPage]);
}
