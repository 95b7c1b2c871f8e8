import { Button, cn } from '@aula/ui';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { pageCount } from '../list-toolbar/showing';

export interface PaginationLabels {
  navigation: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

export const defaultPaginationLabels: PaginationLabels = {
  navigation: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page, pages) => `Página ${page} de ${pages}`,
};

export type PaginationProps = Omit<ComponentProps<'nav'>, 'children' | 'onChange'> & {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  labels?: Partial<PaginationLabels>;
};

/** Previous / next buttons and 'Página X de Y'; nothing when everything fits on one page. */
export function Pagination({
  page,
  size,
  total,
  onPageChange,
  disabled = false,
  labels: overrides,
  className,
  ...props
}: PaginationProps) {
  const labels = { ...defaultPaginationLabels, ...overrides };
  const pages = pageCount(total, size);
  if (pages <= 1) return null;
  return (
    <nav
      data-slot="pagination"
      aria-label={labels.navigation}
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
        {labels.previous}
      </Button>
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {labels.page(Math.min(page, pages), pages)}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {labels.next}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
