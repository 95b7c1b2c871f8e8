import { ROLE_NAMES, type Role } from '@aula/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type { Role };

export const ROLE_LABELS: Record<Role, string> = ROLE_NAMES;

// Spec section 6: admin red, teacher yellow, student green.
const tone: Record<Role, string> = {
  ADMIN: 'bg-danger text-danger-foreground',
  TEACHER: 'bg-accent text-accent-foreground',
  STUDENT: 'bg-success text-success-foreground',
};

export type RoleBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Named `userRole` so it cannot be mistaken for the ARIA `role` attribute. */
  userRole: Role;
  labels?: Partial<Record<Role, string>>;
};

/**
 * A user's role, coloured per role.
 * `className` is appended without resolving conflicting utilities (no tailwind-merge: decision 052).
 */
export function RoleBadge({ userRole, labels, className, ...props }: RoleBadgeProps) {
  return (
    <span
      data-slot="role-badge"
      data-role={userRole}
      className={clsx(
        'inline-flex w-fit items-center rounded-md px-2 py-0.5 font-medium text-xs',
        tone[userRole],
        className,
      )}
      {...props}
    >
      {labels?.[userRole] ?? ROLE_LABELS[userRole]}
    </span>
  );
}
