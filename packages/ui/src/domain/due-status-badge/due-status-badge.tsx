import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { type DueStatusKind, dueStatus } from './due-status';

export interface DueStatusLabels {
  overdue: (daysLate: number) => string;
  today: string;
  remaining: (days: number) => string;
}

const spanishLabels: DueStatusLabels = {
  overdue: (daysLate) => `Vencida (hace ${daysLate} ${daysLate === 1 ? 'día' : 'días'})`,
  today: 'Hoy',
  remaining: (days) => `${days} ${days === 1 ? 'día' : 'días'}`,
};

const tone: Record<DueStatusKind, string> = {
  overdue: 'bg-danger text-danger-foreground',
  today: 'bg-danger text-danger-foreground',
  soon: 'bg-accent text-accent-foreground',
  week: 'bg-info text-info-foreground',
  future: 'border-border bg-secondary text-secondary-foreground',
};

export type DueStatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  dueDate: Date | string;
  /** The moment to compare with; pass a fixed date in tests and stories. */
  now?: Date;
  labels?: Partial<DueStatusLabels>;
};

/** How much time is left to hand in an activity, coloured by urgency. */
export function DueStatusBadge({
  dueDate,
  now = new Date(),
  labels,
  className,
  ...props
}: DueStatusBadgeProps) {
  const text = { ...spanishLabels, ...labels };
  const { kind, days } = dueStatus(dueDate, now);
  const label =
    kind === 'overdue' ? text.overdue(-days) : kind === 'today' ? text.today : text.remaining(days);
  return (
    <span
      data-slot="due-status-badge"
      data-status={kind}
      className={cn(
        'inline-flex w-fit items-center whitespace-nowrap rounded-md border border-transparent px-2 py-0.5 font-medium text-xs',
        tone[kind],
        className,
      )}
      {...props}
    >
      {label}
    </span>
  );
}
