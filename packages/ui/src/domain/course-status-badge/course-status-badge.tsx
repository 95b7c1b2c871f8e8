import type { ComponentProps } from 'react';
import { esCourseStatus } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { BadgeSpan } from '../badge-span';
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
    <BadgeSpan
      slot="course-status-badge"
      data-status={status}
      look={`border font-medium ${tone[status]}`}
      className={className}
      {...props}
    >
      {names[status]}
    </BadgeSpan>
  );
}
