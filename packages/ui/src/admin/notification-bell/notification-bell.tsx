import { BellIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type NotificationBellProps = Omit<ComponentProps<'span'>, 'children'> & {
  count: number;
  /** What a screen reader says, e.g. '5 notificaciones'. */
  label?: (count: number) => string;
  /** Above this the badge shows 'max+'. */
  max?: number;
};

/**
 * A bell with a number of notifications. The panels' numbers are fixed placeholders (spec section 9) and
 * nothing opens, so it is an indicator, not a button that would do nothing.
 */
export function NotificationBell({
  count,
  label = (n) => `${n} ${n === 1 ? 'notificación' : 'notificaciones'}`,
  max = 9,
  className,
  ...props
}: NotificationBellProps) {
  return (
    <span
      data-slot="notification-bell"
      role="img"
      aria-label={label(count)}
      className={cn('relative inline-grid size-10 place-items-center rounded-md text-foreground', className)}
      {...props}
    >
      <BellIcon aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-slot="notification-count"
          className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 font-semibold text-danger-foreground text-xs tabular-nums"
        >
          {count > max ? `${max}+` : count}
        </span>
      )}
    </span>
  );
}
