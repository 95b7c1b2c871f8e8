import { QueryClient } from '@tanstack/react-query';
import { isNetworkFailure, statusOf } from '../api-errors';

/** One more try after a server fault or a lost connection; 4xx answers and our own checks are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = statusOf(error);
  return status === undefined ? isNetworkFailure(error) : status >= 500;
}

/**
 * The app's one query client (docs/decisions/090-server-state-with-tanstack-query.md). A screen shows what
 * is cached at once and asks again in the background when it mounts, when its tab regains focus and when
 * the network comes back (TanStack Query's defaults, named here on purpose: they are what keeps two tabs in
 * agreement).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        retry: shouldRetry,
        retryDelay: 1_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

let current: { token: string | null; client: QueryClient } | undefined;

/**
 * One query client per session: after a logout and another person's login in the same tab, nothing of
 * the first person's cached data can show, even for a moment.
 */
export function queryClientFor(token: string | null): QueryClient {
  if (!current || current.token !== token) {
    current?.client.clear();
    current = { token, client: createQueryClient() };
  }
  return current.client;
}
