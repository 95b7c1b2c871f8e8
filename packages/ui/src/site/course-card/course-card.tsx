import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { siteButtonVariants } from '../site-button';
import { type RenderLink, renderAnchor, type SiteImage } from '../site-link';

export interface CourseFeature {
  /** Decorative: the text says it all, so the icon is hidden from screen readers. */
  icon: ReactNode;
  text: string;
}

export interface CourseCardProps {
  name: string;
  /** A short line under the name, e.g. the course type. */
  courseType?: string;
  image: SiteImage;
  features: CourseFeature[];
  action: { label: string; href: string };
  renderLink?: RenderLink;
  /** Lazy by default: course cards usually sit below the fold. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
}

/** A course format on the home page: a 200 px image, what it offers, and a link to its page. */
export function CourseCard({
  name,
  courseType,
  image,
  features,
  action,
  renderLink = renderAnchor,
  imageLoading = 'lazy',
  className,
}: CourseCardProps) {
  return (
    <article
      data-slot="course-card"
      className={clsx(
        'flex flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm',
        className,
      )}
    >
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={imageLoading}
        decoding="async"
        className="h-[200px] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <h3 className="font-semibold text-xl">{name}</h3>
          {courseType && <p className="text-muted-foreground text-sm">{courseType}</p>}
        </div>
        <ul className="flex flex-1 flex-col gap-2">
          {features.map((feature) => (
            <li key={feature.text} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-primary [&_svg]:size-5">
                {feature.icon}
              </span>
              {feature.text}
            </li>
          ))}
        </ul>
        {renderLink({
          href: action.href,
          className: clsx(siteButtonVariants({ variant: 'primary' }), 'w-full text-center'),
          children: action.label,
        })}
      </div>
    </article>
  );
}
