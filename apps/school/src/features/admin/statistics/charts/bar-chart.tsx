import { cn } from '@aula/ui';
import { type ComponentProps, useId } from 'react';
import { type ChartDatum, formatCount } from '../statistics';
import { barPercentages } from './chart-geometry';
import { CHART_PALETTE, type ChartColor, colorAt } from './chart-palette';

export type BarChartProps = Omit<ComponentProps<'figure'>, 'children' | 'title'> & {
  title: string;
  data: ChartDatum[];
  palette?: ChartColor[];
  /** How the numbers are written (digit grouping). */
  locale?: string;
};

/**
 * Horizontal bars scaled to the largest value. Each row is its own text alternative (label and number);
 * the bars are decoration for sighted readers.
 */
export function BarChart({
  title,
  data,
  palette = CHART_PALETTE,
  locale,
  className,
  ...props
}: BarChartProps) {
  const titleId = useId();
  const lengths = barPercentages(data.map((datum) => datum.value));
  return (
    <figure
      data-slot="bar-chart"
      aria-labelledby={titleId}
      className={cn('grid content-start gap-4', className)}
      {...props}
    >
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      <ul className="grid gap-3 text-sm">
        {data.map((datum, index) => (
          <li
            key={datum.label}
            className="grid grid-cols-[6rem_1fr_auto] items-center gap-3"
            data-value={datum.value}
          >
            <span className="truncate">{datum.label}</span>
            <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-muted">
              <span
                className={cn('block h-full rounded-full', colorAt(palette, index).fill)}
                style={{ width: `${lengths[index] ?? 0}%`, minWidth: datum.value > 0 ? '0.25rem' : 0 }}
              />
            </span>
            <span className="min-w-8 text-right font-medium tabular-nums">
              {formatCount(datum.value, locale)}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
