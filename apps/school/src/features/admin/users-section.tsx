import type { AdminUser, AdminUserPage } from '@aula/api-client';
import { AdminListToolbar, AdminUserTable, Badge, Pagination, showingText } from '@aula/ui';
import { useState } from 'react';
import { api } from '../../api';
import { ADMIN_TEXTS } from './admin-errors';
import { PAGE_SIZE, usePagedList } from './use-paged-list';

type RoleFilter = 'all' | 'ADMIN' | 'TEACHER' | 'STUDENT';

const ROLE_OPTIONS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'Todos los roles' },
  { value: 'ADMIN', label: 'Administradores' },
  { value: 'TEACHER', label: 'Profesores' },
  { value: 'STUDENT', label: 'Estudiantes' },
];

/** Spec section 2: every user, searchable by name, surname, e-mail and username, filtered by role. */
export function UsersSection() {
  const [role, setRole] = useState<RoleFilter>('all');
  const list = usePagedList<AdminUser, AdminUserPage>({
    load: (query, signal) =>
      api.admin.userPage({ ...query, role: role === 'all' ? undefined : role }, signal),
    filterKey: role,
  });
  const counts = list.data?.counts;

  return (
    <div className="grid gap-4">
      <AdminListToolbar
        search={{
          label: 'Buscar usuarios',
          placeholder: 'Nombre, apellido, correo o usuario',
          value: list.search,
          onChange: list.setSearch,
        }}
        filter={{
          label: 'Rol',
          value: role,
          options: ROLE_OPTIONS,
          onChange: (value) => setRole(value as RoleFilter),
        }}
        onRefresh={list.refresh}
        refreshing={list.busy && list.status === 'ready'}
      >
        {list.status === 'ready' && counts && (
          <div className="flex flex-wrap items-center gap-2">
            <Badge>Total: {counts.all}</Badge>
            <Badge variant="danger">Administradores: {counts.ADMIN}</Badge>
            <Badge variant="warning">Profesores: {counts.TEACHER}</Badge>
            <Badge variant="success">Estudiantes: {counts.STUDENT}</Badge>
            <p role="status" className="text-muted-foreground text-sm sm:ml-auto">
              {showingText(list.items.length, list.total, ['usuario', 'usuarios'])}
            </p>
          </div>
        )}
      </AdminListToolbar>
      <AdminUserTable
        caption="Usuarios"
        users={list.items}
        status={list.status}
        errorMessage={ADMIN_TEXTS.usersLoad}
        onRetry={list.refresh}
        firstRowNumber={(list.page - 1) * PAGE_SIZE + 1}
        emptyMessage={
          list.query || role !== 'all' ? 'Ningún usuario coincide con la búsqueda o el filtro.' : undefined
        }
        aria-busy={list.busy || undefined}
      />
      {list.status === 'ready' && (
        <Pagination
          page={list.page}
          size={PAGE_SIZE}
          total={list.total}
          onPageChange={list.setPage}
          disabled={list.busy}
        />
      )}
    </div>
  );
}
