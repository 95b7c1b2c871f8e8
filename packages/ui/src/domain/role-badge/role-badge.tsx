import type { Role } from '@aula/domain';
import type { ComponentProps } from 'react';
import { esRoles } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { BadgeSpan } from '../badge-span';

export type { Role };

// Spec section 6: admin red, teacher yellow, student green.
const tone: Record<Role, string> = {
  ADMIN: 'bg-danger text-danger-foreground',
  TEACHER: 'bg-accent text-accent-foreground',
  STUDENT: 'bg-success text-success-foreground',
};

export type RoleBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Named `userRole` so it cannot be mistaken for the ARIA `role` attribute. */
  userRole: Role;
};

/**
 * A user's role, coloured per role.
 * `className` is appended without resolving conflicting utilities (no tailwind-merge: decision 052).
 */
export function RoleBadge({ userRole, className, ...props }: RoleBadgeProps) {
  const roles = useStrings('roles', esRoles);
  return (
    <BadgeSpan
      slot="role-badge"
      data-role={userRole}
      look={`font-medium ${tone[userRole]}`}
      className={className}
      {...props}
    >
      {roles[userRole]}
    </BadgeSpan>
  );
}
