import { ApiError } from '@aula/api-client';
import { QueryClient } from '@tanstack/react-query';

/** One more try after a server fault or a lost connection; 4xx answers and our own checks are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError) return error.status >= 500;
  // fetch rejects with a TypeError when the network fails.
  return error instanceof TypeError;
}

/**
 * The app's one query client (docs/decisions/090-server-state-with-tanstack-query.md). Data stays fresh
 * for 10 s, so moving between sections does not ask again at once; a tab that regains focus or a
 * network that comes back refetches whatever is on screen (TanStack Query's defaults, named here on purpose).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: shouldRetry,
        retryDelay: 1_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
