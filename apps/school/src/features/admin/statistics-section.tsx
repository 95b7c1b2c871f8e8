import { useQuery } from '@tanstack/react-query';
import { statisticsError } from './admin-errors';
import { adminQueries, listStatus } from './queries';
import { StatisticsDashboard } from './statistics/statistics-dashboard';

/**
 * Spec, "Administrator panel": the statistics dashboard, loaded when the section opens. Loaded lazily by the
 * panel, so its charts are downloaded only by an administrator who opens it.
 */
export default function StatisticsSection() {
  const statistics = useQuery(adminQueries.statistics());
  const error = statistics.isError ? statisticsError(statistics.error) : undefined;
  const ask = () => void statistics.refetch();
  return (
    <StatisticsDashboard
      status={listStatus(statistics)}
      statistics={statistics.data}
      errorMessage={error?.message}
      onRetry={error?.canRetry ? ask : undefined}
      onRefresh={ask}
      refreshing={statistics.isFetching && !statistics.isPending && !statistics.isError}
    />
  );
}
