/**
 * Series colours, one set of classes per series (the four languages use the first four), from the
 * `--aula-chart-1…6` tokens. Each keeps at least 3:1 against the card in both themes (WCAG non-text
 * contrast); a school rebrands them by overriding the tokens, or passes its own palette.
 */
export interface ChartColor {
  /** For SVG strokes (donut). */
  stroke: string;
  /** For boxes (legend swatches, bars). */
  fill: string;
}

export const CHART_PALETTE: ChartColor[] = [
  { stroke: 'stroke-chart-1', fill: 'bg-chart-1' },
  { stroke: 'stroke-chart-2', fill: 'bg-chart-2' },
  { stroke: 'stroke-chart-3', fill: 'bg-chart-3' },
  { stroke: 'stroke-chart-4', fill: 'bg-chart-4' },
  { stroke: 'stroke-chart-5', fill: 'bg-chart-5' },
  { stroke: 'stroke-chart-6', fill: 'bg-chart-6' },
];

export function colorAt(palette: readonly ChartColor[], index: number): ChartColor {
  return palette[index % palette.length] ?? (CHART_PALETTE[0] as ChartColor);
}
