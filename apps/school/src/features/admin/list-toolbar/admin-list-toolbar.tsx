import { Button, cn, controlClasses, Input } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { RefreshCwIcon, SearchIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

export interface ToolbarSearch {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

export interface ToolbarFilter {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export type AdminListToolbarProps = Omit<ComponentProps<'div'>, 'children'> & {
  search: ToolbarSearch;
  filter?: ToolbarFilter;
  onRefresh?: () => void;
  refreshing?: boolean;
  refreshLabel?: string;
  /** Under the controls: count badges, the "showing X of Y" line. */
  children?: ReactNode;
};

/** Search box, optional filter and refresh button above an administrator list. */
export function AdminListToolbar({
  search,
  filter,
  onRefresh,
  refreshing = false,
  refreshLabel,
  className,
  children,
  ...props
}: AdminListToolbarProps) {
  const { t } = useLingui();
  const searchId = useId();
  const filterId = useId();
  return (
    <div data-slot="admin-list-toolbar" className={cn('grid gap-3', className)} {...props}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={searchId} className="font-medium text-sm">
            {search.label}
          </label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={search.value}
              placeholder={search.placeholder}
              onChange={(event) => search.onChange(event.target.value)}
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </div>
        {filter && (
          <div className="grid gap-1.5 sm:w-48">
            <label htmlFor={filterId} className="font-medium text-sm">
              {filter.label}
            </label>
            <select
              id={filterId}
              value={filter.value}
              onChange={(event) => filter.onChange(event.target.value)}
              className={cn(controlClasses, 'h-10 py-2')}
            >
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {onRefresh && (
          <Button
            type="button"
            variant="outline"
            onClick={onRefresh}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
          >
            <RefreshCwIcon aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
            {refreshLabel ?? t`Actualizar`}
          </Button>
        )}
      </div>
      {children}
    </div>
  );
}
