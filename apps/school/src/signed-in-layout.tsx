import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { NotificationsProvider } from './notifications';
import { LiveEvents } from './server-state/live-events';
import { queryClient } from './server-state/query-client';

/**
 * The layout route of the signed-in pages: the query client (decision 090) and the one toast stack
 * (decision 091). Loaded lazily with them, so the public pages and the login never download TanStack Query.
 */
export function SignedInLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <NotificationsProvider>
        <Outlet />
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
