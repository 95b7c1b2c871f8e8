import type { ComponentProps } from 'react';
import { esLocale, esScore } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { BadgeSpan } from '../badge-span';
import { formatScore, type ScoreBand, scoreBand } from './score';

const tone: Record<ScoreBand | 'pending', string> = {
  excellent: 'border-transparent bg-success text-success-foreground',
  good: 'border-transparent bg-accent text-accent-foreground',
  pass: 'border-transparent bg-info text-info-foreground',
  fail: 'border-transparent bg-danger text-danger-foreground',
  pending: 'border-border bg-secondary text-secondary-foreground',
};

export type ScoreBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Out of 10; null or undefined while the work waits for a grade. */
  score: number | null | undefined;
  /** What a page calls an ungraded work, when not the strings' "Pendiente". */
  pendingLabel?: string;
  /** Read by screen readers, when the page names the grade otherwise than the strings' "Nota: 8,5 sobre 10". */
  formatLabel?: (formatted: string) => string;
};

/**
 * A grade out of 10, coloured by band; "Pendiente" while ungraded.
 * `className` is appended without resolving conflicting utilities (no tailwind-merge: decision 052).
 */
export function ScoreBadge({ score, pendingLabel, formatLabel, className, ...props }: ScoreBadgeProps) {
  const locale = useStrings('locale', esLocale);
  const text = useStrings('score', esScore);
  const graded = typeof score === 'number';
  const band = graded ? scoreBand(score) : 'pending';
  const formatted = graded ? formatScore(score, locale) : '';
  return (
    <BadgeSpan
      slot="score-badge"
      data-band={band}
      look={`whitespace-nowrap border font-semibold tabular-nums ${tone[band]}`}
      className={className}
      {...props}
    >
      {graded ? (
        <>
          <span aria-hidden="true">{formatted}/10</span>
          <span className="sr-only">{(formatLabel ?? text.spoken)(formatted)}</span>
        </>
      ) : (
        (pendingLabel ?? text.pending)
      )}
    </BadgeSpan>
  );
}
