import { cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useId } from 'react';
import { type ChartDatum, formatCount, formatShare } from '../statistics';
import { donutSegments } from './chart-geometry';
import { CHART_PALETTE, type ChartColor, colorAt } from './chart-palette';

export type DonutChartProps = Omit<ComponentProps<'figure'>, 'children' | 'title'> & {
  title: string;
  data: ChartDatum[];
  /** Under the total in the middle of the ring. */
  totalLabel?: string;
  /** In the middle of the ring when every value is 0. */
  emptyLabel?: string;
  /** Accessible name of the legend list. */
  legendLabel?: string;
  palette?: ChartColor[];
  /** How the numbers are written (digit grouping). */
  locale?: string;
};

const RADIUS = 48;
const STROKE = 18;

/**
 * A ring chart with its legend. The legend is the chart's text alternative: every label with its number
 * and share, readable by everyone and by screen readers (the drawing itself is hidden from them).
 */
export function DonutChart({
  title,
  data,
  totalLabel: totalProp,
  emptyLabel,
  legendLabel,
  palette = CHART_PALETTE,
  locale,
  className,
  ...props
}: DonutChartProps) {
  const { t } = useLingui();
  const totalLabel = totalProp ?? t`Total`;
  const titleId = useId();
  const total = data.reduce((sum, datum) => sum + Math.max(0, datum.value), 0);
  const segments = donutSegments(
    data.map((datum) => datum.value),
    RADIUS,
  );
  return (
    <figure
      data-slot="donut-chart"
      aria-labelledby={titleId}
      className={cn('@container grid content-start gap-4', className)}
      {...props}
    >
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      <div className="flex flex-col items-center gap-6 @sm:flex-row">
        <div className="relative size-36 shrink-0">
          <svg viewBox="0 0 120 120" aria-hidden="true" className="size-full -rotate-90">
            <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-muted" />
            {segments.map((segment, index) =>
              segment.dash > 0 ? (
                <circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: the series order is the identity of a segment
                  key={index}
                  data-segment={data[index]?.label}
                  cx="60"
                  cy="60"
                  r={RADIUS}
                  fill="none"
                  strokeWidth={STROKE}
                  strokeDasharray={`${segment.dash} ${segment.gap}`}
                  strokeDashoffset={segment.offset}
                  className={colorAt(palette, index).stroke}
                />
              ) : null,
            )}
          </svg>
          <div aria-hidden="true" className="absolute inset-0 grid place-content-center text-center">
            {total > 0 ? (
              <>
                <span className="font-bold text-2xl tabular-nums">{formatCount(total, locale)}</span>
                <span className="text-muted-foreground text-xs">{totalLabel}</span>
              </>
            ) : (
              <span className="text-muted-foreground text-sm">{emptyLabel ?? t`Sin datos`}</span>
            )}
          </div>
        </div>
        <ul aria-label={legendLabel ?? t`Leyenda`} className="grid w-full min-w-0 gap-2 text-sm">
          {data.map((datum, index) => (
            <li key={datum.label} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn('size-3 shrink-0 rounded-sm', colorAt(palette, index).fill)}
              />
              <span className="min-w-0 flex-1 truncate">{datum.label}</span>
              <span className="font-medium tabular-nums">{formatCount(datum.value, locale)}</span>
              <span className="w-12 text-right text-muted-foreground tabular-nums">
                {formatShare(datum.value, total)}
              </span>
            </li>
          ))}
          <li className="flex items-center gap-2 border-t pt-2 font-medium">
            <span aria-hidden="true" className="size-3 shrink-0" />
            <span className="flex-1">{totalLabel}</span>
            <span className="tabular-nums">{formatCount(total, locale)}</span>
            <span aria-hidden="true" className="w-12" />
          </li>
        </ul>
      </div>
    </figure>
  );
}
