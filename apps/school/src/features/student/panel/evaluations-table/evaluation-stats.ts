import { scoreBand } from '@aula/ui/score-badge';

export interface EvaluationStats {
  /** Mean of the graded scores, or null while nothing is graded. */
  average: number | null;
  /** Scores of 9 or more. */
  excellent: number;
  /** Scores from 7 to under 9. */
  good: number;
  graded: number;
}

/** Spec section 9: excellent at least 9, good 7 to under 9; ungraded work (null score) does not count. */
export function evaluationStats(results: readonly { score: number | null }[]): EvaluationStats {
  const scores = results.map((r) => r.score).filter((s): s is number => typeof s === 'number');
  const sum = scores.reduce((total, score) => total + score, 0);
  return {
    average: scores.length === 0 ? null : sum / scores.length,
    excellent: scores.filter((s) => scoreBand(s) === 'excellent').length,
    good: scores.filter((s) => scoreBand(s) === 'good').length,
    graded: scores.length,
  };
}

/** The average with one decimal, Spanish style: 7.25 → '7,3', 8 → '8,0'. */
export function formatAverage(average: number, locale = 'es-ES'): string {
  return average.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
