import { Alert, Button, Spinner } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { ErrorCode } from './error-code';

/**
 * Loading, error with a retry, or the section's content: the app's one way to show a read that is not there
 * yet. `failure` titles the error when the page has its own words for it (the server's refusal, say); the
 * retry stays. A server fault adds its 'Código de error'. Without `children` it shows only the first two, for
 * a section that returns early while its data is missing and goes on with it after.
 */
export function QueryState<T>({
  query,
  loading,
  failure,
  spinner = { className: 'py-16' },
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failure?: (error: Error) => string;
  /** Where the spinner sits: centred in a page's space by default, or at the start of a panel's section. */
  spinner?: Pick<ComponentProps<typeof Spinner>, 'align' | 'className'>;
  children?: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.data !== undefined) return children?.(query.data) ?? null;
  if (query.isError)
    return (
      <Alert variant="danger" title={failure?.(query.error) ?? t`No se ha podido cargar la sección.`}>
        <ErrorCode error={query.error} />
        <Button variant="outline" size="sm" className="mt-2" onClick={() => query.refetch()}>
          {t`Reintentar`}
        </Button>
      </Alert>
    );
  return <Spinner label={loading} {...spinner} />;
}

/** A panel section's spinner: at the start, with a little room. */
export const SECTION_SPINNER = { align: 'start', className: 'py-6' } as const;
