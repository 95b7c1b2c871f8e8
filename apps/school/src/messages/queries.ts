import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api/messages';
import { messageKeys } from '../server-state/query-keys';

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
