import { cn } from '@aula/ui';
import { initials } from './panel/students-list/students';

/** A round badge with the person's initials; decorative (the name is always written beside it). */
export function InitialsAvatar({
  name,
  surname,
  className,
}: {
  name: string;
  surname: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-slot="initials-avatar"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm',
        className,
      )}
    >
      {initials(name, surname)}
    </span>
  );
}
