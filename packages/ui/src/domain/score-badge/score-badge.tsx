import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatScore, type ScoreBand, scoreBand } from './score';

const tone: Record<ScoreBand | 'pending', string> = {
  excellent: 'bg-success text-success-foreground',
  good: 'bg-accent text-accent-foreground',
  pass: 'bg-info text-info-foreground',
  fail: 'bg-danger text-danger-foreground',
  pending: 'border-border bg-secondary text-secondary-foreground',
};

export type ScoreBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Out of 10; null or undefined while the work waits for a grade. */
  score: number | null | undefined;
  pendingLabel?: string;
  /** Read by screen readers, e.g. "Nota: 8,5 sobre 10". */
  formatLabel?: (formatted: string) => string;
  locale?: string;
};

/** A grade out of 10, coloured by band; "Pendiente" while ungraded. */
export function ScoreBadge({
  score,
  pendingLabel = 'Pendiente',
  formatLabel = (formatted) => `Nota: ${formatted} sobre 10`,
  locale = 'es-ES',
  className,
  ...props
}: ScoreBadgeProps) {
  const graded = typeof score === 'number';
  const band = graded ? scoreBand(score) : 'pending';
  const formatted = graded ? formatScore(score, locale) : '';
  return (
    <span
      data-slot="score-badge"
      data-band={band}
      className={cn(
        'inline-flex w-fit items-center whitespace-nowrap rounded-md border border-transparent px-2 py-0.5 font-semibold text-xs tabular-nums',
        tone[band],
        className,
      )}
      {...props}
    >
      {graded ? (
        <>
          <span aria-hidden="true">{formatted}/10</span>
          <span className="sr-only">{formatLabel(formatted)}</span>
        </>
      ) : (
        pendingLabel
      )}
    </span>
  );
}
