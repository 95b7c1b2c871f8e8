import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { NotificationsProvider } from '../notifications';
import { LiveEvents } from '../server-state/live-events';
import { queryClientFor } from '../server-state/query-client';
import { useSession } from '../session';

/**
 * The layout route of the signed-in pages: the query client (decision 090) and the one toast stack
 * (decision 091). Loaded lazily with them, so the public pages and the login never download TanStack Query.
 */
export function SignedInLayout() {
  const token = useSession()?.token ?? null;
  const client = queryClientFor(token);
  return (
    <QueryClientProvider client={client}>
      <LiveEvents token={token} />
      <NotificationsProvider>
        <Outlet />
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
