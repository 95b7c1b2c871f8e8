import { Button, cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { pageCount } from '../list-toolbar/showing';

export type PaginationProps = Omit<ComponentProps<'nav'>, 'children' | 'onChange'> & {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
};

/** Previous / next buttons and 'Página X de Y'; nothing when everything fits on one page. */
export function Pagination({
  page,
  size,
  total,
  onPageChange,
  disabled = false,
  className,
  ...props
}: PaginationProps) {
  const { t } = useLingui();
  const pages = pageCount(total, size);
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav
      data-slot="pagination"
      aria-label={t`Paginación`}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
      {...props}
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon aria-hidden="true" />
        {t`Anterior`}
      </Button>
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {t`Página ${current} de ${pages}`}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t`Siguiente`}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
