import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { CourseStatus } from './course-status';

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  pending: 'Pendiente',
  active: 'Activo',
  completed: 'Finalizado',
};

const tone: Record<CourseStatus, string> = {
  pending: 'bg-accent text-accent-foreground',
  active: 'bg-success text-success-foreground',
  completed: 'border-border bg-secondary text-secondary-foreground',
};

export type CourseStatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  status: CourseStatus;
  labels?: Partial<Record<CourseStatus, string>>;
};

export function CourseStatusBadge({ status, labels, className, ...props }: CourseStatusBadgeProps) {
  return (
    <span
      data-slot="course-status-badge"
      data-status={status}
      className={cn(
        'inline-flex w-fit items-center rounded-md border border-transparent px-2 py-0.5 font-medium text-xs',
        tone[status],
        className,
      )}
      {...props}
    >
      {labels?.[status] ?? COURSE_STATUS_LABELS[status]}
    </span>
  );
}
