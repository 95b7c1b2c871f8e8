/** One ring segment of a donut drawn as a dashed circle stroke: its dash, the gap after it, and where it starts. */
export interface DonutSegment {
  dash: number;
  gap: number;
  /** stroke-dashoffset: minus the length of the segments before it. */
  offset: number;
}

/**
 * Segments of a donut of the given radius, in the order of `values`, starting at 12 o'clock when the circle
 * is rotated by −90°. Zero values get a zero-length segment; an all-zero chart gets no visible segment.
 */
export function donutSegments(values: readonly number[], radius: number): DonutSegment[] {
  const circumference = 2 * Math.PI * radius;
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let before = 0;
  return values.map((raw) => {
    const value = Math.max(0, raw);
    const dash = total > 0 ? (value / total) * circumference : 0;
    const segment = { dash, gap: circumference - dash, offset: -before };
    before += dash;
    return segment;
  });
}

/** Bar lengths as percentages of the largest value (0 for all when every value is 0). */
export function barPercentages(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? (Math.max(0, value) / max) * 100 : 0));
}
