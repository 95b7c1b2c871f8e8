/** Spec section 9: 9 or more green, 7 to under 9 yellow, 5 to under 7 blue, below 5 red. */
export type ScoreBand = 'excellent' | 'good' | 'pass' | 'fail';

export function scoreBand(score: number): ScoreBand {
  if (score >= 9) return 'excellent';
  if (score >= 7) return 'good';
  if (score >= 5) return 'pass';
  return 'fail';
}

/** A score out of 10 with at most one decimal, Spanish style ("8,5"). */
export function formatScore(score: number, locale = 'es-ES'): string {
  return score.toLocaleString(locale, { maximumFractionDigits: 1 });
}
