import { describe, expect, it } from 'vitest';
import { barPercentages, donutSegments } from './chart-geometry';

const C = 2 * Math.PI * 10;

describe('donutSegments', () => {
  it('splits the circumference in proportion and chains the offsets', () => {
    const [a, b, c] = donutSegments([1, 1, 2], 10);
    expect(a?.dash).toBeCloseTo(C / 4);
    expect(a?.offset).toBeCloseTo(0);
    expect(b?.dash).toBeCloseTo(C / 4);
    expect(b?.offset).toBeCloseTo(-C / 4);
    expect(c?.dash).toBeCloseTo(C / 2);
    expect(c?.offset).toBeCloseTo(-C / 2);
    for (const segment of [a, b, c]) expect((segment?.dash ?? 0) + (segment?.gap ?? 0)).toBeCloseTo(C);
  });

  it('gives a single value the whole ring and zeros nothing', () => {
    const segments = donutSegments([0, 5, 0], 10);
    expect(segments.map((s) => s.dash)).toEqual([0, C, 0]);
  });

  it('draws nothing for an all-zero chart, and ignores negative numbers', () => {
    expect(donutSegments([0, 0], 10).map((s) => s.dash)).toEqual([0, 0]);
    expect(donutSegments([-3, 1], 10).map((s) => s.dash)).toEqual([0, C]);
  });
});

describe('barPercentages', () => {
  it('scales to the largest value', () => {
    expect(barPercentages([5, 10, 0, 2.5])).toEqual([50, 100, 0, 25]);
  });

  it('is all zero when there is nothing to show', () => {
    expect(barPercentages([0, 0])).toEqual([0, 0]);
    expect(barPercentages([])).toEqual([]);
  });
});
