import { Alert, Button, Spinner } from '@aula/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorCode } from './error-code';

/**
 * Loading, error with a retry, or the section's content. `failure` titles the error when the page has its
 * own words for it (the server's refusal, say); the retry stays. A server fault adds its 'Código de error'.
 */
export function QueryState<T>({
  query,
  loading,
  failure,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failure?: (error: Error) => string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <Alert variant="danger" title={failure?.(query.error) ?? 'No se ha podido cargar la sección.'}>
        <ErrorCode error={query.error} />
        <Button variant="outline" size="sm" className="mt-2" onClick={() => query.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  return <Spinner label={loading} className="py-16" />;
}
