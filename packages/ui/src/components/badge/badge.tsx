import { clsx } from 'clsx';
import { type ComponentProps, cloneElement, isValidElement } from 'react';

const BADGE_BASE =
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 font-medium text-xs [&>svg]:pointer-events-none [&>svg]:size-3';

// A plain lookup rather than cva (about 0.4 KB gzip), so a badge stays under its 2 KB budget (decision 052).
const BADGE_TONES = {
  neutral: 'border-border bg-secondary text-secondary-foreground',
  success: 'border-transparent bg-success text-success-foreground',
  warning: 'border-transparent bg-warning text-warning-foreground',
  danger: 'border-transparent bg-danger text-danger-foreground',
  info: 'border-transparent bg-info text-info-foreground',
} as const;

type BadgeVariant = keyof typeof BADGE_TONES;

interface BadgeVariantProps {
  variant?: BadgeVariant | null;
}

function badgeVariants({ variant }: BadgeVariantProps = {}) {
  return `${BADGE_BASE} ${BADGE_TONES[variant ?? 'neutral']}`;
}

type BadgeProps = ComponentProps<'span'> & BadgeVariantProps & { asChild?: boolean };

/**
 * A short status label. `className` is appended to the variant's classes without resolving conflicts (no
 * tailwind-merge, which would cost a badge about 8 KB gzip; decision 052): restyle through the `--aula-*`
 * tokens or a wrapper rather than with utilities that fight the variant's.
 */
function Badge({ className, variant, asChild = false, children, ...props }: BadgeProps) {
  const classes = clsx(badgeVariants({ variant }), className);
  // asChild without Radix Slot (about 1.2 KB gzip, more than the rest of the badge): the only child gets the
  // badge's props and classes, its own className last.
  if (asChild && isValidElement<ComponentProps<'span'>>(children)) {
    const badgeProps = { ...props, 'data-slot': 'badge', className: clsx(classes, children.props.className) };
    return cloneElement(children, badgeProps);
  }
  return (
    <span data-slot="badge" className={classes} {...props}>
      {children}
    </span>
  );
}

export { Badge, type BadgeProps, badgeVariants };
