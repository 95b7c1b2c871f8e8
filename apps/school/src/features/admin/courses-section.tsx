import type { Course } from '@aula/api-client';
import { type AdminStatusFilter, COURSE_REJECTION_REASON_MAX } from '@aula/forms';
import { Alert } from '@aula/ui';
import { AdminCourseTable, type AdminCourseTableVariant } from '@aula/ui/course-table';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { courseStatusWords } from '../../i18n/domain-words';
import { useIntlLocale } from '../../i18n/locale-provider';
import { useNotify } from '../../notifications';
import { ErrorCode } from '../../shell/error-code';
import { ADMIN_TEXTS, courseActionDone } from './admin-errors';
import { AdminListToolbar } from './list-toolbar/admin-list-toolbar';
import { showingText } from './list-toolbar/showing';
import { Pagination } from './pagination/pagination';
import { PAGE_SIZE, useLastPageFallback, usePaging } from './paging';
import { adminQueries, listStatus, useCourseAction } from './queries';
import { useRowActions } from './use-row-actions';

type StatusFilter = 'todos' | 'activo' | 'pendiente' | 'finalizado';

const STATUS_OPTIONS: { value: StatusFilter; label: MessageDescriptor; status?: AdminStatusFilter }[] = [
  { value: 'todos', label: msg({ message: 'Todos', context: 'course status filter' }) },
  { value: 'activo', label: courseStatusWords.active, status: 'active' },
  { value: 'pendiente', label: courseStatusWords.pending, status: 'pending' },
  { value: 'finalizado', label: courseStatusWords.completed, status: 'completed' },
];

const SEARCH: Record<AdminCourseTableVariant, { label: MessageDescriptor; placeholder: MessageDescriptor }> =
  {
    active: { label: msg`Buscar cursos activos`, placeholder: msg`Nombre, descripción o profesor` },
    pending: {
      label: msg`Buscar cursos pendientes`,
      placeholder: msg`Nombre, descripción, profesor o usuario`,
    },
    all: { label: msg`Buscar cursos`, placeholder: msg`Nombre o descripción` },
  };

const CAPTIONS: Record<AdminCourseTableVariant, MessageDescriptor> = {
  active: msg`Cursos activos`,
  pending: msg`Cursos pendientes`,
  all: msg`Todos los cursos`,
};

/**
 * Spec, "Administrator panel": active courses with 'Finalizar', pending courses with 'Aprobar' and
 * 'Rechazar', and all courses with a status filter. Paged and searched on the server.
 */
export function CoursesSection({ variant }: { variant: AdminCourseTableVariant }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('todos');
  const [actionError, setActionError] = useState<{ message: string; error?: unknown } | null>(null);
  // The reason typed when rejecting each course, read when its call is made.
  const reasons = useRef(new Map<number, string | undefined>());
  const status = STATUS_OPTIONS.find((option) => option.value === statusFilter)?.status;
  const list = usePaging(statusFilter);
  const options = adminQueries.coursePage(variant, { ...list.params, status });
  const courses = useQuery(options);
  useLastPageFallback(courses.data, list.page, list.setPage);
  const listState = listStatus(courses);
  const items = courses.data?.items ?? [];
  const total = courses.data?.total ?? 0;
  // "Mostrando X de Y": the courses matching, of the list's courses before search and filter (decision 117).
  const unfilteredTotal = courses.data?.unfilteredTotal ?? total;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => void courses.refetch();
  const courseAction = useCourseAction();
  const actions = useRowActions<Course>({
    run: (action, course) => {
      setActionError(null);
      return courseAction.mutateAsync({ action, course, reason: reasons.current.get(course.id) });
    },
    onDone: (action, course) => notify({ variant: 'success', title: courseActionDone(action, course.name) }),
    onRemoved: (course) => {
      // The row leaves at once; the page then fills up again from the server.
      queryClient.setQueryData(options.queryKey, (page) =>
        page
          ? {
              ...page,
              items: page.items.filter((item) => item.id !== course.id),
              total: Math.max(0, page.total - 1),
              unfilteredTotal:
                page.unfilteredTotal === undefined ? undefined : Math.max(0, page.unfilteredTotal - 1),
            }
          : page,
      );
      refresh();
    },
    onError: (message, error) => setActionError({ message, error }),
  });

  return (
    <div className="grid gap-4">
      <AdminListToolbar
        search={{
          label: t(SEARCH[variant].label),
          placeholder: t(SEARCH[variant].placeholder),
          value: list.search,
          onChange: list.setSearch,
        }}
        filter={
          variant === 'all'
            ? {
                label: t`Estado`,
                value: statusFilter,
                options: STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) })),
                onChange: (value) => setStatusFilter(value as StatusFilter),
              }
            : undefined
        }
        onRefresh={refresh}
        refreshing={courses.isFetching && listState === 'ready'}
      >
        {listState === 'ready' && (
          <p role="status" className="text-muted-foreground text-sm">
            {showingText(total, unfilteredTotal, ['curso', 'cursos'], locale)}
          </p>
        )}
      </AdminListToolbar>
      {actionError && (
        <Alert variant="danger" onDismiss={() => setActionError(null)}>
          <p>{actionError.message}</p>
          <ErrorCode error={actionError.error} />
        </Alert>
      )}
      <AdminCourseTable
        variant={variant}
        caption={t(CAPTIONS[variant])}
        courses={items}
        status={listState}
        errorMessage={t(ADMIN_TEXTS.coursesLoad)}
        onRetry={refresh}
        firstRowNumber={(list.page - 1) * PAGE_SIZE + 1}
        emptyMessage={
          list.query || statusFilter !== 'todos'
            ? t`Ningún curso coincide con la búsqueda o el filtro.`
            : undefined
        }
        actionStates={actions.states}
        onApprove={(course) => actions.act('approve', course as Course)}
        onReject={(course, reason) => {
          reasons.current.set(course.id, reason);
          void actions.act('reject', course as Course);
        }}
        rejectReasonMaxLength={COURSE_REJECTION_REASON_MAX}
        onComplete={(course) => actions.act('complete', course as Course)}
        aria-busy={courses.isFetching || undefined}
      />
      {listState === 'ready' && (
        <Pagination
          page={list.page}
          size={PAGE_SIZE}
          total={total}
          onPageChange={list.setPage}
          disabled={courses.isFetching}
        />
      )}
    </div>
  );
}
