import { describe, expect, it } from 'vitest';
import { evaluationStats, formatAverage } from './evaluation-stats';

describe('evaluationStats', () => {
  it('averages graded scores and counts excellent (≥ 9) and good (7 to < 9)', () => {
    const stats = evaluationStats([
      { score: 9 },
      { score: 8.9 },
      { score: 7 },
      { score: 6.9 },
      { score: 10 },
      { score: null },
    ]);
    expect(stats).toEqual({ average: (9 + 8.9 + 7 + 6.9 + 10) / 5, excellent: 2, good: 2, graded: 5 });
  });

  it('has no average before anything is graded', () => {
    expect(evaluationStats([{ score: null }])).toEqual({ average: null, excellent: 0, good: 0, graded: 0 });
  });
});

describe('formatAverage', () => {
  it('always shows one decimal', () => {
    expect(formatAverage(8)).toBe('8,0');
    expect(formatAverage(7.25)).toBe('7,3');
    expect(formatAverage(6.666)).toBe('6,7');
  });
});
