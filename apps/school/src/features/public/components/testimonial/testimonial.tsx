import type { SiteImage } from '@aula/ui';
import { cn } from '@aula/ui';
import { StarRating, type StarRatingProps } from './star-rating';

export interface TestimonialProps {
  quote: string;
  name: string;
  /** A line under the name: the student's course, city or role. */
  detail?: string;
  /** Decorative when the name is printed beside it; give an empty alt in that case. */
  image?: SiteImage;
  /** 1 to 5 stars; no stars when omitted. */
  rating?: number;
  ratingLabel?: StarRatingProps['label'];
  className?: string;
}

/** A student's words, who said them, and their star rating. */
export function Testimonial({
  quote,
  name,
  detail,
  image,
  rating,
  ratingLabel,
  className,
}: TestimonialProps) {
  return (
    <figure
      data-slot="testimonial"
      className={cn(
        'flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm',
        className,
      )}
    >
      {rating !== undefined && <StarRating rating={rating} label={ratingLabel} />}
      <blockquote className="flex-1 text-base leading-relaxed">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="size-12 rounded-full bg-muted object-cover"
          />
        )}
        <span className="flex flex-col">
          <span className="font-semibold">{name}</span>
          {detail && <span className="text-muted-foreground text-sm">{detail}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
