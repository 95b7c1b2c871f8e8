import { Alert, Button, Spinner } from '@aula/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Loading, error with a retry, or the section's content. */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <Alert variant="danger" title="No se ha podido cargar la sección.">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => query.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  return <Spinner label={loading} className="py-16" />;
}
