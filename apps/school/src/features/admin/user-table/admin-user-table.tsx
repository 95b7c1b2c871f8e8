import { cn, ListState, type ListStatus, type Role, RoleBadge } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { MailIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export interface AdminUserRow {
  id: number;
  name: string;
  surname: string;
  username: string;
  email: string;
  roles: Role[];
}

export type AdminUserTableProps = Omit<ComponentProps<'div'>, 'children'> & {
  users: AdminUserRow[];
  /** Name of the table for screen readers, e.g. 'Usuarios'. */
  caption: string;
  status?: ListStatus;
  /** Shown in the error state (the spec's 'Error al cargar usuarios'). */
  errorMessage?: string;
  onRetry?: () => void;
  /** Replaces the empty text (for instance when a search found nothing). */
  emptyMessage?: ReactNode;
  /** The '#' of the first row. */
  firstRowNumber?: number;
};

const fullName = (user: AdminUserRow) => `${user.name} ${user.surname}`.trim() || user.username;

/**
 * The administrator's user list (spec section 2): number, user with @username, e-mail contact and role
 * badges. A table from 768 px on, cards below.
 */
export function AdminUserTable({
  users,
  caption,
  status = 'ready',
  errorMessage,
  onRetry,
  emptyMessage,
  firstRowNumber = 1,
  className,
  ...props
}: AdminUserTableProps) {
  const { t } = useLingui();
  const roles = (user: AdminUserRow) =>
    user.roles.length === 0 ? (
      <span className="text-muted-foreground text-xs">{t`Sin rol`}</span>
    ) : (
      <span className="flex flex-wrap gap-1">
        {user.roles.map((role) => (
          <RoleBadge key={role} userRole={role} />
        ))}
      </span>
    );

  const contact = (user: AdminUserRow) => {
    const name = fullName(user);
    const { email } = user;
    return (
      <a
        href={`mailto:${email}`}
        aria-label={t`Escribir a ${name}: ${email}`}
        className="inline-flex min-h-6 min-w-0 items-center gap-1.5 rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <MailIcon aria-hidden="true" className="size-4 shrink-0" />
        <span className="break-all">{email}</span>
      </a>
    );
  };

  return (
    <div data-slot="admin-user-table" className={cn('w-full', className)} {...props}>
      <ListState
        status={status}
        errorMessage={errorMessage ?? t`Error al cargar usuarios`}
        onRetry={onRetry}
        loadingLabel={t`Cargando usuarios...`}
        empty={users.length === 0}
        emptyMessage={emptyMessage ?? t`No hay usuarios registrados.`}
      >
        <div className="hidden overflow-x-auto rounded-lg border md:block">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="w-12 px-3 py-2 font-medium">
                  #
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t`Usuario`}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t`Contacto`}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t`Roles`}
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user, index) => (
                <tr key={user.id} data-user-id={user.id} className="border-t align-top">
                  <td className="px-3 py-3 text-muted-foreground tabular-nums">{firstRowNumber + index}</td>
                  <th scope="row" className="px-3 py-3 text-left font-normal">
                    <span className="block font-medium">{fullName(user)}</span>
                    <span className="block text-muted-foreground">@{user.username}</span>
                  </th>
                  <td className="px-3 py-3">{contact(user)}</td>
                  <td className="px-3 py-3">{roles(user)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <ul aria-label={caption} className="grid gap-3 md:hidden">
          {users.map((user, index) => (
            <li
              key={user.id}
              data-user-id={user.id}
              className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0">
                  <span className="block font-semibold">
                    <span className="mr-1 text-muted-foreground tabular-nums">#{firstRowNumber + index}</span>{' '}
                    {fullName(user)}
                  </span>
                  <span className="block break-all text-muted-foreground text-sm">@{user.username}</span>
                </h3>
                {roles(user)}
              </div>
              <div className="text-sm">{contact(user)}</div>
            </li>
          ))}
        </ul>
      </ListState>
    </div>
  );
}
