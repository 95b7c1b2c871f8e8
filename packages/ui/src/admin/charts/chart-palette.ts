/**
 * Series colours, one set of classes per series (the four languages use the first four). Each colour keeps
 * at least 3:1 against the card in both themes (WCAG non-text contrast); a school can pass its own palette.
 */
export interface ChartColor {
  /** For SVG strokes (donut). */
  stroke: string;
  /** For boxes (legend swatches, bars). */
  fill: string;
}

export const CHART_PALETTE: ChartColor[] = [
  { stroke: 'stroke-sky-600 dark:stroke-sky-400', fill: 'bg-sky-600 dark:bg-sky-400' },
  { stroke: 'stroke-emerald-600 dark:stroke-emerald-400', fill: 'bg-emerald-600 dark:bg-emerald-400' },
  { stroke: 'stroke-amber-600 dark:stroke-amber-400', fill: 'bg-amber-600 dark:bg-amber-400' },
  { stroke: 'stroke-rose-600 dark:stroke-rose-400', fill: 'bg-rose-600 dark:bg-rose-400' },
  { stroke: 'stroke-violet-600 dark:stroke-violet-400', fill: 'bg-violet-600 dark:bg-violet-400' },
  { stroke: 'stroke-teal-600 dark:stroke-teal-400', fill: 'bg-teal-600 dark:bg-teal-400' },
];

export function colorAt(palette: readonly ChartColor[], index: number): ChartColor {
  return palette[index % palette.length] ?? (CHART_PALETTE[0] as ChartColor);
}
