import type { ListStatus } from '@aula/ui';
import { Alert, Button, cn, Spinner } from '@aula/ui';
import {
  BookOpenIcon,
  CircleCheckIcon,
  ClockIcon,
  GraduationCapIcon,
  PlayCircleIcon,
  PresentationIcon,
  RefreshCwIcon,
  UsersIcon,
} from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { BarChart } from './charts/bar-chart';
import type { ChartColor } from './charts/chart-palette';
import { DonutChart } from './charts/donut-chart';
import { StatCard } from './stat-card';
import { type AdminStatistics, courseStatusCounts, languageSeries, totalUsers } from './statistics';

export interface StatisticsDashboardLabels {
  refresh: string;
  retry: string;
  loading: string;
  summary: string;
  courseStatus: string;
  byLanguage: string;
  /** Under 'Por idioma': why the figures of the languages can add up to more than the totals. */
  byLanguageNote: string;
  totalUsers: string;
  totalUsersHint: string;
  totalCourses: string;
  totalStudents: string;
  totalTeachers: string;
  activeCourses: string;
  completedCourses: string;
  pendingCourses: string;
  coursesShare: string;
  teachersShare: string;
  studentsShare: string;
  coursesPerLanguage: string;
  teachersPerLanguage: string;
  studentsPerLanguage: string;
  total: string;
  noData: string;
  /** Accessible name of each ring chart's legend. */
  legend: string;
}

export const defaultStatisticsDashboardLabels: StatisticsDashboardLabels = {
  refresh: 'Actualizar',
  retry: 'Reintentar',
  loading: 'Cargando estadísticas...',
  summary: 'Resumen',
  courseStatus: 'Estado de los cursos',
  byLanguage: 'Por idioma',
  byLanguageNote:
    'Un profesor o estudiante con cursos en varios idiomas cuenta en cada uno de ellos, así que la suma por idioma puede superar el total.',
  totalUsers: 'Total de usuarios',
  totalUsersHint: 'Profesores y estudiantes',
  totalCourses: 'Total de cursos',
  totalStudents: 'Total de estudiantes',
  totalTeachers: 'Total de profesores',
  activeCourses: 'Cursos activos',
  completedCourses: 'Cursos finalizados',
  pendingCourses: 'Cursos pendientes',
  coursesShare: 'Distribución de cursos',
  teachersShare: 'Distribución de profesores',
  studentsShare: 'Distribución de estudiantes',
  coursesPerLanguage: 'Cursos por idioma',
  teachersPerLanguage: 'Profesores por idioma',
  studentsPerLanguage: 'Estudiantes por idioma',
  total: 'Total',
  noData: 'Sin datos',
  legend: 'Leyenda',
};

export type StatisticsDashboardProps = Omit<ComponentProps<'div'>, 'children'> & {
  status: ListStatus;
  statistics?: AdminStatistics;
  /** Shown in the error state. */
  errorMessage?: string;
  /** Without it the error has no retry button (the spec hides it for a permission error). */
  onRetry?: () => void;
  onRefresh?: () => void;
  /** A refresh is under way while the previous figures stay on screen. */
  refreshing?: boolean;
  /** Heading level of the dashboard's groups (the section title above is usually an h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  palette?: ChartColor[];
  /** How the figures are written (digit grouping). */
  locale?: string;
  labels?: Partial<StatisticsDashboardLabels>;
};

/**
 * The administrator's statistics (spec section 2): summary cards, course status cards, and by language
 * three ring charts and three bar charts (courses, teachers, students), with a refresh button.
 */
export function StatisticsDashboard({
  status,
  statistics,
  errorMessage = 'Error al cargar las estadísticas. Verifica tu conexión.',
  onRetry,
  onRefresh,
  refreshing = false,
  headingLevel: Heading = 'h3',
  palette,
  locale,
  labels: overrides,
  className,
  ...props
}: StatisticsDashboardProps) {
  const labels = { ...defaultStatisticsDashboardLabels, ...overrides };

  const toolbar = onRefresh && (
    <div className="flex justify-end">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onRefresh}
        disabled={status === 'loading' || refreshing}
        aria-busy={refreshing || undefined}
      >
        <RefreshCwIcon aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
        {labels.refresh}
      </Button>
    </div>
  );

  let body: ReactNode;
  if (status === 'loading' || (status === 'ready' && !statistics)) {
    body = (
      <div className="grid place-items-center py-16">
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label={labels.loading} />
          <span aria-hidden="true">{labels.loading}</span>
        </div>
      </div>
    );
  } else if (status === 'error' || !statistics) {
    body = (
      <Alert variant="danger">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{errorMessage}</p>
          {onRetry && (
            <Button type="button" size="sm" variant="outline" onClick={onRetry}>
              <RefreshCwIcon aria-hidden="true" />
              {labels.retry}
            </Button>
          )}
        </div>
      </Alert>
    );
  } else {
    const counts = courseStatusCounts(statistics);
    const series = {
      courses: languageSeries(statistics.languages, statistics.coursesPerLanguage),
      teachers: languageSeries(statistics.languages, statistics.teachersPerLanguage),
      students: languageSeries(statistics.languages, statistics.studentsPerLanguage),
    };
    const donut = {
      totalLabel: labels.total,
      emptyLabel: labels.noData,
      legendLabel: labels.legend,
      palette,
      locale,
    };
    body = (
      <div className="grid gap-8">
        <section className="grid gap-3">
          <Heading className="font-semibold text-lg">{labels.summary}</Heading>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              locale={locale}
              label={labels.totalUsers}
              value={totalUsers(statistics)}
              hint={labels.totalUsersHint}
              icon={<UsersIcon />}
              tone="primary"
            />
            <StatCard
              locale={locale}
              label={labels.totalCourses}
              value={statistics.totalCourses}
              icon={<BookOpenIcon />}
              tone="info"
            />
            <StatCard
              locale={locale}
              label={labels.totalStudents}
              value={statistics.totalStudents}
              icon={<GraduationCapIcon />}
              tone="success"
            />
            <StatCard
              locale={locale}
              label={labels.totalTeachers}
              value={statistics.totalTeachers}
              icon={<PresentationIcon />}
              tone="warning"
            />
          </div>
        </section>
        <section className="grid gap-3">
          <Heading className="font-semibold text-lg">{labels.courseStatus}</Heading>
          <div className="grid gap-3 sm:grid-cols-3">
            <StatCard
              locale={locale}
              label={labels.activeCourses}
              value={counts.active}
              icon={<PlayCircleIcon />}
              tone="success"
            />
            <StatCard
              locale={locale}
              label={labels.completedCourses}
              value={counts.completed}
              icon={<CircleCheckIcon />}
              tone="neutral"
            />
            <StatCard
              locale={locale}
              label={labels.pendingCourses}
              value={counts.pending}
              icon={<ClockIcon />}
              tone="warning"
            />
          </div>
        </section>
        <section className="grid gap-3">
          <Heading className="font-semibold text-lg">{labels.byLanguage}</Heading>
          <p className="text-muted-foreground text-sm">{labels.byLanguageNote}</p>
          <div className="grid gap-4 lg:grid-cols-3">
            <DonutChart
              title={labels.coursesShare}
              data={series.courses}
              {...donut}
              className="rounded-lg border bg-card p-4"
            />
            <DonutChart
              title={labels.teachersShare}
              data={series.teachers}
              {...donut}
              className="rounded-lg border bg-card p-4"
            />
            <DonutChart
              title={labels.studentsShare}
              data={series.students}
              {...donut}
              className="rounded-lg border bg-card p-4"
            />
            <BarChart
              title={labels.coursesPerLanguage}
              data={series.courses}
              palette={palette}
              locale={locale}
              className="rounded-lg border bg-card p-4"
            />
            <BarChart
              title={labels.teachersPerLanguage}
              data={series.teachers}
              palette={palette}
              locale={locale}
              className="rounded-lg border bg-card p-4"
            />
            <BarChart
              title={labels.studentsPerLanguage}
              data={series.students}
              palette={palette}
              locale={locale}
              className="rounded-lg border bg-card p-4"
            />
          </div>
        </section>
      </div>
    );
  }

  return (
    <div
      data-slot="statistics-dashboard"
      data-state={status}
      className={cn('grid gap-4', className)}
      {...props}
    >
      {toolbar}
      {body}
    </div>
  );
}
