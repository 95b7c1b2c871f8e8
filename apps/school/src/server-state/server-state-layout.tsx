import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { LiveEvents } from './live-events';
import { queryClient } from './query-client';

/**
 * The layout route of the signed-in pages: it gives them the query client. Loaded lazily with them, so the
 * public pages and the login never download TanStack Query.
 */
export function ServerStateLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <Outlet />
    </QueryClientProvider>
  );
}
