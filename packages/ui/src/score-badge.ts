/** `@aula/ui/score-badge`: a mark out of ten with its colour band. */
export { formatScore, type ScoreBand, scoreBand } from './domain/score-badge/score';
export { ScoreBadge, type ScoreBadgeProps } from './domain/score-badge/score-badge';
