import type { ComponentProps } from 'react';
import { esDueStatus } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { BadgeSpan } from '../badge-span';
import { type DueStatusKind, dueStatus } from './due-status';

const tone: Record<DueStatusKind, string> = {
  overdue: 'border-transparent bg-danger text-danger-foreground',
  today: 'border-transparent bg-danger text-danger-foreground',
  soon: 'border-transparent bg-accent text-accent-foreground',
  week: 'border-transparent bg-info text-info-foreground',
  future: 'border-border bg-secondary text-secondary-foreground',
};

export type DueStatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  dueDate: Date | string;
  /** The moment to compare with; pass a fixed date in tests and stories. */
  now?: Date;
};

/**
 * How much time is left to hand in an activity, coloured by urgency.
 * `className` is appended without resolving conflicting utilities (no tailwind-merge: decision 052).
 */
export function DueStatusBadge({ dueDate, now = new Date(), className, ...props }: DueStatusBadgeProps) {
  const text = useStrings('dueStatus', esDueStatus);
  const { kind, days } = dueStatus(dueDate, now);
  const label =
    kind === 'overdue' ? text.overdue(-days) : kind === 'today' ? text.today : text.remaining(days);
  return (
    <BadgeSpan
      slot="due-status-badge"
      data-status={kind}
      look={`whitespace-nowrap border font-medium ${tone[kind]}`}
      className={className}
      {...props}
    >
      {label}
    </BadgeSpan>
  );
}
