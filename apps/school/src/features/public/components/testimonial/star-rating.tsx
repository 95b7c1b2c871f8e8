import { cn } from '@aula/ui';
import { t } from '@lingui/core/macro';
import { StarIcon } from '../../../../icons/site-icon';
import { clampRating, MAX_STARS } from './star-rating-value';

export interface StarRatingProps {
  /** From 1 to `max`; rounded and clamped to that scale. */
  rating: number;
  max?: number;
  /** What a screen reader hears instead of the stars. */
  label?: (rating: number, max: number) => string;
  className?: string;
}

const defaultLabel = (rating: number, max: number) => t`Valoración: ${rating} de ${max} estrellas`;

/** Filled and empty stars for the eye; one sentence ('Valoración: 5 de 5 estrellas') for a screen reader. */
export function StarRating({ rating, max = MAX_STARS, label = defaultLabel, className }: StarRatingProps) {
  const value = clampRating(rating, max);
  return (
    <p data-slot="star-rating" className={cn('flex items-center gap-0.5', className)}>
      <span className="sr-only">{label(value, max)}</span>
      {Array.from({ length: max }, (_, index) => (
        <StarIcon
          // The stars are a fixed row: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          aria-hidden="true"
          data-filled={index < value}
          className="size-5 fill-accent text-accent data-[filled=false]:fill-transparent data-[filled=false]:text-muted-foreground"
        />
      ))}
    </p>
  );
}
