import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { cn } from '../../lib/cn';
import { esListState } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';

export type ListStatus = 'loading' | 'error' | 'ready';

export interface ListStateProps {
  status: ListStatus;
  /** Shown when status is 'error': what failed, when the page knows ('Error al cargar los cursos'). */
  errorMessage?: string;
  /** Without it the error has no retry button. */
  onRetry?: () => void;
  /** What is loading, when the page names it ('Cargando cursos...'). */
  loadingLabel?: string;
  /** Whether a ready list has no rows (then `emptyMessage` is shown); a list that is never empty leaves both out. */
  empty?: boolean;
  emptyMessage?: ReactNode;
  /** The list itself, shown when it is ready and has rows. */
  children: ReactNode;
  className?: string;
}

/**
 * The states of a list loaded from the server: loading, error with retry, loaded or empty. Spec section 4 asks
 * them of every administrator list; the messages use them too.
 */
export function ListState({
  status,
  errorMessage,
  onRetry,
  loadingLabel,
  empty = false,
  emptyMessage,
  children,
  className,
}: ListStateProps) {
  const text = useStrings('listState', esListState);
  if (status === 'loading') {
    return (
      <div
        data-slot="list-state"
        data-state="loading"
        className={cn('grid place-items-center py-12', className)}
      >
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label={loadingLabel ?? text.loading} />
          <span aria-hidden="true">{loadingLabel ?? text.loading}</span>
        </div>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div data-slot="list-state" data-state="error" className={cn('py-2', className)}>
        <Alert variant="danger">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>{errorMessage ?? text.error}</p>
            {onRetry && (
              <Button type="button" size="sm" variant="outline" onClick={onRetry}>
                <RefreshCwIcon aria-hidden="true" />
                {text.retry}
              </Button>
            )}
          </div>
        </Alert>
      </div>
    );
  }
  if (empty) {
    return (
      <div
        data-slot="list-state"
        data-state="empty"
        className={cn(
          'rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground',
          className,
        )}
      >
        {emptyMessage}
      </div>
    );
  }
  return <>{children}</>;
}
