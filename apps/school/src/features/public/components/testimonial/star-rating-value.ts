export const MAX_STARS = 5;

/** A rating shown as whole stars from 1 to `max`: rounds, and clamps anything outside the scale. */
export function clampRating(rating: number, max: number = MAX_STARS): number {
  if (!Number.isFinite(rating)) return 1;
  return Math.min(max, Math.max(1, Math.round(rating)));
}
