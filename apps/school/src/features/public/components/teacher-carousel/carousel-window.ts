/** Below this width the carousel shows one card. */
export const CAROUSEL_TWO_CARDS_FROM = 768;
/** From this width on the carousel shows three cards. */
export const CAROUSEL_THREE_CARDS_FROM = 992;
/** The widest window; the carousel renders this many slides and CSS hides the ones a narrow screen has no room for. */
export const CAROUSEL_MAX_WINDOW = 3;

/** How many cards fit: 1 under 768 px, 2 under 992 px, otherwise 3 (the same breakpoints as the CSS). */
export function carouselWindowSize(width: number): 1 | 2 | 3 {
  if (width < CAROUSEL_TWO_CARDS_FROM) return 1;
  if (width < CAROUSEL_THREE_CARDS_FROM) return 2;
  return 3;
}

/** Brings any index (negative, or past the end) back into 0..length-1, so the carousel wraps around. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The item indices shown when the window starts at `start`: never more than there are items, wrapping past the end. */
export function windowIndices(start: number, size: number, length: number): number[] {
  const count = Math.max(0, Math.min(size, length));
  return Array.from({ length: count }, (_, offset) => wrapIndex(start + offset, length));
}
