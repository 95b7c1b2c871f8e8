import { describe, expect, it } from 'vitest';
import { carouselWindowSize, windowIndices, wrapIndex } from './carousel-window';

describe('carouselWindowSize', () => {
  it('shows one card under 768 px', () => {
    expect(carouselWindowSize(320)).toBe(1);
    expect(carouselWindowSize(375)).toBe(1);
    expect(carouselWindowSize(767)).toBe(1);
  });

  it('shows two cards from 768 px and under 992 px', () => {
    expect(carouselWindowSize(768)).toBe(2);
    expect(carouselWindowSize(800)).toBe(2);
    expect(carouselWindowSize(991)).toBe(2);
  });

  it('shows three cards from 992 px on', () => {
    expect(carouselWindowSize(992)).toBe(3);
    expect(carouselWindowSize(1280)).toBe(3);
    expect(carouselWindowSize(4000)).toBe(3);
  });
});

describe('wrapIndex', () => {
  it('keeps indices inside the list', () => {
    expect(wrapIndex(0, 6)).toBe(0);
    expect(wrapIndex(5, 6)).toBe(5);
  });

  it('wraps past the end and before the start', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(7, 6)).toBe(1);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(-7, 6)).toBe(5);
  });

  it('answers 0 for an empty list instead of NaN', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('windowIndices', () => {
  it('lists the visible items from the start', () => {
    expect(windowIndices(0, 3, 6)).toEqual([0, 1, 2]);
    expect(windowIndices(2, 2, 6)).toEqual([2, 3]);
  });

  it('wraps around the end of the list', () => {
    expect(windowIndices(5, 3, 6)).toEqual([5, 0, 1]);
    expect(windowIndices(4, 3, 6)).toEqual([4, 5, 0]);
  });

  it('never shows an item twice when the window is wider than the list', () => {
    expect(windowIndices(1, 3, 2)).toEqual([1, 0]);
    expect(windowIndices(0, 3, 0)).toEqual([]);
  });
});
