import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { esCourseStatus } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import type { CourseStatus } from './course-status';

const tone: Record<CourseStatus, string> = {
  pending: 'border-transparent bg-accent text-accent-foreground',
  active: 'border-transparent bg-success text-success-foreground',
  completed: 'border-border bg-secondary text-secondary-foreground',
};

export type CourseStatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  status: CourseStatus;
};

/**
 * A course's state (pending, active, completed).
 * `className` is appended without resolving conflicting utilities (no tailwind-merge: decision 052).
 */
export function CourseStatusBadge({ status, className, ...props }: CourseStatusBadgeProps) {
  const names = useStrings('courseStatus', esCourseStatus);
  return (
    <span
      data-slot="course-status-badge"
      data-status={status}
      className={clsx(
        'inline-flex w-fit items-center rounded-md border px-2 py-0.5 font-medium text-xs',
        tone[status],
        className,
      )}
      {...props}
    >
      {names[status]}
    </span>
  );
}
