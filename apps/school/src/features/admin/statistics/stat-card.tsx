import { cn } from '@aula/ui';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { formatCount } from './statistics';

const iconTone = cva('grid size-11 shrink-0 place-items-center rounded-lg [&>svg]:size-5', {
  variants: {
    tone: {
      primary: 'bg-primary/10 text-primary',
      success: 'bg-success/10 text-success',
      warning: 'bg-accent/20 text-warning dark:text-accent',
      info: 'bg-info/10 text-info',
      neutral: 'bg-muted text-muted-foreground',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatCardProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof iconTone> & {
    label: string;
    value: number;
    /** A decorative icon (hidden from screen readers). */
    icon?: ReactNode;
    /** A line under the number, e.g. 'Profesores + estudiantes'. */
    hint?: string;
    /** How the number is written (digit grouping). */
    locale?: string;
  };

/** One figure of the statistics dashboard: a label, a big number and an optional hint. */
export function StatCard({ label, value, icon, hint, tone, locale, className, ...props }: StatCardProps) {
  return (
    <div
      data-slot="stat-card"
      className={cn(
        'flex items-center gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      {icon && (
        <span aria-hidden="true" className={iconTone({ tone })}>
          {icon}
        </span>
      )}
      <dl className="grid min-w-0 gap-0.5">
        <dt className="text-muted-foreground text-sm">{label}</dt>
        <dd className="font-bold text-2xl tabular-nums leading-tight">{formatCount(value, locale)}</dd>
        {hint && <dd className="text-muted-foreground text-xs">{hint}</dd>}
      </dl>
    </div>
  );
}
