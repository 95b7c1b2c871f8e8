import { describe, expect, it } from 'vitest';
import { clampRating } from './star-rating-value';

describe('clampRating', () => {
  it('keeps whole ratings from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(clampRating(rating)).toBe(rating);
  });

  it('rounds to whole stars', () => {
    expect(clampRating(4.4)).toBe(4);
    expect(clampRating(4.5)).toBe(5);
  });

  it('clamps to the 1 to 5 scale', () => {
    expect(clampRating(0)).toBe(1);
    expect(clampRating(-3)).toBe(1);
    expect(clampRating(9)).toBe(5);
    expect(clampRating(Number.NaN)).toBe(1);
  });

  it('follows a different maximum', () => {
    expect(clampRating(9, 10)).toBe(9);
  });
});
