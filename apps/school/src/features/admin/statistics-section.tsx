import type { Statistics } from '@aula/api-client';
import { type ListStatus, StatisticsDashboard } from '@aula/ui';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import { statisticsError } from './admin-errors';

interface State {
  status: ListStatus;
  statistics?: Statistics;
  error?: { message: string; canRetry: boolean };
}

/**
 * Spec section 2: the statistics dashboard, loaded when the section opens. Loaded lazily by the panel, so
 * its charts are downloaded only by an administrator who opens it.
 */
export default function StatisticsSection() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads is the trigger of a new load
  useEffect(() => {
    const controller = new AbortController();
    api.admin.statistics(controller.signal).then(
      (statistics) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', statistics });
        setRefreshing(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'error', error: statisticsError(error) });
        setRefreshing(false);
      },
    );
    return () => controller.abort();
  }, [reloads]);

  const refresh = useCallback(() => {
    setRefreshing(true);
    setReloads((count) => count + 1);
  }, []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setReloads((count) => count + 1);
  }, []);

  return (
    <StatisticsDashboard
      status={state.status}
      statistics={state.statistics}
      errorMessage={state.error?.message}
      onRetry={state.error?.canRetry ? retry : undefined}
      onRefresh={refresh}
      refreshing={refreshing}
    />
  );
}
