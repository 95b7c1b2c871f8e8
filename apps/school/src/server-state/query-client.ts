import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isNetworkFailure, serverMessage, statusOf } from '../api-errors';
import { endClosedSession } from '../session';

/** One more try after a server fault or a lost connection; 4xx answers and our own checks are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = statusOf(error);
  return status === undefined ? isNetworkFailure(error) : status >= 500;
}

/** The server's answer to a token it does not know (apps/api/src/errors.ts). */
const SESSION_REFUSED = 'Sesión no válida o expirada.';

/**
 * Whether a failed call of a signed-in page means its session is gone: the server's 401 for the token. Not
 * a 401 about something else (a wrong two-factor code while setting it up), nor the client's own
 * NotAuthenticatedError (no token stored: the page's access check already shows).
 */
export function sessionClosed(error: unknown): boolean {
  return statusOf(error) === 401 && serverMessage(error) === SESSION_REFUSED;
}

/**
 * The app's one query client (docs/decisions/090-server-state-with-tanstack-query.md). A screen shows what
 * is cached at once and asks again in the background when it mounts, when its tab regains focus and when
 * the network comes back (TanStack Query's defaults, named here on purpose: they are what keeps two tabs in
 * agreement).
 */
export function createQueryClient(onSessionClosed: () => void = endClosedSession) {
  const onError = (error: unknown) => {
    if (sessionClosed(error)) onSessionClosed();
  };
  return new QueryClient({
    // A 401 from any read or write ends the session here, instead of a panel that retries forever.
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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

let current: { person: string | null; client: QueryClient } | undefined;

/**
 * One query client per person signed in: after a logout and another person's login in the same tab, nothing
 * of the first person's cached data can show, even for a moment. Keyed by the person, not the token: a
 * password change gives this browser a new token, and the page that asked for it must not start over.
 */
export function queryClientFor(person: string | null): QueryClient {
  if (!current || current.person !== person) {
    current?.client.clear();
    current = { person, client: createQueryClient() };
  }
  return current.client;
}
