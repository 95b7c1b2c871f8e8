import { describe, expect, it } from 'vitest';
import { formatScore, scoreBand } from './score';

describe('scoreBand', () => {
  it.each([
    [10, 'excellent'],
    [9, 'excellent'],
    [8.9, 'good'],
    [7, 'good'],
    [6.9, 'pass'],
    [5, 'pass'],
    [4.9, 'fail'],
    [0, 'fail'],
  ] as const)('%d is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('formatScore', () => {
  it('uses a decimal comma and at most one decimal', () => {
    expect(formatScore(8.5)).toBe('8,5');
    expect(formatScore(7)).toBe('7');
    expect(formatScore(6.66)).toBe('6,7');
  });
});
