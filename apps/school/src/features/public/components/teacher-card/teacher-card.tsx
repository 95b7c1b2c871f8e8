import type { SiteImage } from '@aula/ui';
import { cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';

export interface Teacher {
  name: string;
  /** The language this teacher teaches. */
  teaches: string;
  /** Every language the teacher speaks. */
  speaks: string[];
  image: SiteImage;
}

export interface TeacherCardProps {
  teacher: Teacher;
  className?: string;
}

/** A teacher: portrait, name, the language taught and the languages spoken. */
export function TeacherCard({ teacher, className }: TeacherCardProps) {
  const { t } = useLingui();
  return (
    <article
      data-slot="teacher-card"
      className={cn(
        'flex h-full flex-col items-center gap-3 rounded-lg border border-border bg-card p-6 text-center text-card-foreground shadow-sm',
        className,
      )}
    >
      <img
        src={teacher.image.src}
        alt={teacher.image.alt}
        width={teacher.image.width}
        height={teacher.image.height}
        loading="lazy"
        decoding="async"
        className="size-32 rounded-full bg-muted object-cover"
      />
      <h3 className="font-semibold text-lg">{teacher.name}</h3>
      <dl className="grid gap-1 text-sm">
        <div>
          <dt className="inline font-medium">{t`Enseña:`} </dt>
          <dd className="inline text-muted-foreground">{teacher.teaches}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t`Habla:`} </dt>
          <dd className="inline text-muted-foreground">{teacher.speaks.join(', ')}</dd>
        </div>
      </dl>
    </article>
  );
}
