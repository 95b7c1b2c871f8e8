import type { ComponentProps } from 'react';
import { esAttendance } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { BadgeSpan } from '../badge-span';

const tone = {
  good: 'border-transparent bg-success text-success-foreground',
  low: 'border-transparent bg-warning text-warning-foreground',
  none: 'border-border bg-secondary text-secondary-foreground',
} as const;

export type AttendanceRateBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Whole percent of classes attended; null while no attendance has been taken. */
  rate: number | null;
  /** Below the school's threshold (80 %): the server decides, the badge shows it. */
  warning: boolean;
};

/**
 * A student's attendance rate: "92 %", "72 % · baja" in the warning colour, or "Sin datos".
 * `className` is appended without resolving conflicting utilities (no tailwind-merge: decision 052).
 */
export function AttendanceRateBadge({ rate, warning, className, ...props }: AttendanceRateBadgeProps) {
  const text = useStrings('attendance', esAttendance);
  const state = rate === null ? 'none' : warning ? 'low' : 'good';
  return (
    <BadgeSpan
      slot="attendance-rate-badge"
      data-state={state}
      look={`whitespace-nowrap border font-semibold tabular-nums ${tone[state]}`}
      className={className}
      {...props}
    >
      {rate === null ? text.none : `${text.rate(rate)}${warning ? ` · ${text.low}` : ''}`}
    </BadgeSpan>
  );
}
