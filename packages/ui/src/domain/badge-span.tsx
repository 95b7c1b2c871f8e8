import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type BadgeSpanProps = ComponentProps<'span'> & {
  /** The badge's `data-slot` ('role-badge'). */
  slot: string;
  /** Its look: the badge's own type and the colour of its state. */
  look: string;
};

/**
 * The span every domain badge renders: a small rounded label. `className` is appended without resolving
 * conflicting utilities (no tailwind-merge: decision 052).
 */
export function BadgeSpan({ slot, look, className, ...props }: BadgeSpanProps) {
  return (
    <span
      data-slot={slot}
      className={clsx('inline-flex w-fit items-center rounded-md px-2 py-0.5 text-xs', look, className)}
      {...props}
    />
  );
}
