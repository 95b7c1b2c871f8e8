import { clsx } from 'clsx';
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * The label's classes. A checkbox's label is `plain` (normal weight, taller lines) and a disabled control's is
 * `muted`: they replace the default weight and colour instead of being appended against them (decision 124).
 */
export function labelClasses({ plain = false, muted = false } = {}) {
  return clsx(
    'flex select-none items-center gap-1 text-sm peer-disabled:cursor-not-allowed',
    plain ? 'font-normal leading-snug' : 'font-medium leading-none',
    muted ? 'text-muted-foreground' : 'text-foreground',
  );
}

function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={clsx(labelClasses(), className)} {...props} />;
}

export { Label };
