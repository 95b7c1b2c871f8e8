import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NotificationsProvider } from '../notifications';
import { LiveEvents } from '../server-state/live-events';
import { queryClientFor } from '../server-state/query-client';
import { useSession } from '../session';
import { schoolTimeZoneQuery } from '../session/use-school-time-zone';
import { PageLoading } from './page-loading';

/**
 * The layout route of the signed-in pages: the query client (decision 090) and the one toast stack
 * (decision 091). Loaded lazily with them, so the public pages and the login never download TanStack Query.
 */
export function SignedInLayout() {
  const session = useSession();
  const token = session?.token ?? null;
  const client = queryClientFor(session ? session.username : null);
  return (
    <QueryClientProvider client={client}>
      <LiveEvents token={token} />
      <NotificationsProvider>
        <OnSchoolClock signedIn={token !== null}>
          <Outlet />
        </OnSchoolClock>
      </NotificationsProvider>
    </QueryClientProvider>
  );
}

/**
 * The pages wait for the school's time zone (decision 172), so no due date is shown, or typed, in the
 * browser's zone for a moment. Without a session there is nothing to ask: the page's access check shows.
 */
function OnSchoolClock({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const clock = useQuery({ ...schoolTimeZoneQuery(), enabled: signedIn });
  return clock.isLoading ? <PageLoading /> : children;
}
