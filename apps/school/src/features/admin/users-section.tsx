import type { Role } from '@aula/domain';
import { Badge } from '@aula/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntlLocale } from '../../i18n/locale-provider';
import { ADMIN_TEXTS } from './admin-errors';
import { AdminListToolbar } from './list-toolbar/admin-list-toolbar';
import { showingText } from './list-toolbar/showing';
import { Pagination } from './pagination/pagination';
import { PAGE_SIZE, useLastPageFallback, usePaging } from './paging';
import { adminQueries, listStatus } from './queries';
import { AdminUserTable } from './user-table/admin-user-table';

type RoleFilter = 'all' | Role;

const ROLE_OPTIONS: { value: RoleFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Todos los roles` },
  { value: 'ADMIN', label: msg`Administradores` },
  { value: 'TEACHER', label: msg`Profesores` },
  { value: 'STUDENT', label: msg`Estudiantes` },
];

/**
 * Spec, "Administrator panel": every user, searchable by name, surname, e-mail and username, filtered by
 * role.
 */
export function UsersSection() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const [role, setRole] = useState<RoleFilter>('all');
  const list = usePaging(role);
  const users = useQuery(adminQueries.userPage({ ...list.params, role: role === 'all' ? undefined : role }));
  useLastPageFallback(users.data, list.page, list.setPage);
  const status = listStatus(users);
  const items = users.data?.items ?? [];
  const total = users.data?.total ?? 0;
  const refresh = () => void users.refetch();
  // "Mostrando X de Y": the users matching, of every user; the badges keep the school's figures (decision 117).
  const unfilteredTotal = users.data?.unfilteredTotal ?? total;
  const counts = users.data?.unfilteredCounts ?? users.data?.counts;

  return (
    <div className="grid gap-4">
      <AdminListToolbar
        search={{
          label: t`Buscar usuarios`,
          placeholder: t`Nombre, apellido, correo o usuario`,
          value: list.search,
          onChange: list.setSearch,
        }}
        filter={{
          label: t`Rol`,
          value: role,
          options: ROLE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) })),
          onChange: (value) => setRole(value as RoleFilter),
        }}
        onRefresh={refresh}
        refreshing={users.isFetching && status === 'ready'}
      >
        {status === 'ready' && counts && (
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{t`Total: ${counts.all}`}</Badge>
            <Badge variant="danger">{t`Administradores: ${counts.ADMIN}`}</Badge>
            <Badge variant="warning">{t`Profesores: ${counts.TEACHER}`}</Badge>
            <Badge variant="success">{t`Estudiantes: ${counts.STUDENT}`}</Badge>
            <p role="status" className="text-muted-foreground text-sm sm:ml-auto">
              {showingText(total, unfilteredTotal, ['usuario', 'usuarios'], locale)}
            </p>
          </div>
        )}
      </AdminListToolbar>
      <AdminUserTable
        caption={t`Usuarios`}
        users={items}
        status={status}
        errorMessage={t(ADMIN_TEXTS.usersLoad)}
        onRetry={refresh}
        firstRowNumber={(list.page - 1) * PAGE_SIZE + 1}
        emptyMessage={
          list.query || role !== 'all' ? t`Ningún usuario coincide con la búsqueda o el filtro.` : undefined
        }
        aria-busy={users.isFetching || undefined}
      />
      {status === 'ready' && (
        <Pagination
          page={list.page}
          size={PAGE_SIZE}
          total={total}
          onPageChange={list.setPage}
          disabled={users.isFetching}
        />
      )}
    </div>
  );
}
