import { LANGUAGE_NAMES, LANGUAGES } from '@aula/domain';
import type { ListStatus } from '@aula/ui';
import { Alert, Button, cn, Spinner } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
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
import { languageWords } from '../../../i18n/domain-words';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { BarChart } from './charts/bar-chart';
import type { ChartColor } from './charts/chart-palette';
import { DonutChart } from './charts/donut-chart';
import { StatCard, type StatCardProps } from './stat-card';
import { type AdminStatistics, courseStatusCounts, languageSeries, totalUsers } from './statistics';

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
  /** How the figures are written (digit grouping); the reader's locale by default. */
  locale?: string;
};

/**
 * The administrator's statistics (spec section 2): summary cards, course status cards, and by language
 * three ring charts and three bar charts (courses, teachers, students), with a refresh button.
 */
export function StatisticsDashboard({
  status,
  statistics,
  errorMessage,
  onRetry,
  onRefresh,
  refreshing = false,
  headingLevel: Heading = 'h3',
  palette,
  locale: localeProp,
  className,
  ...props
}: StatisticsDashboardProps) {
  const { t } = useLingui();
  const readerLocale = useIntlLocale();
  const locale = localeProp ?? readerLocale;
  // The server names the languages in Spanish (the domain's names): each is shown in the reader's language.
  const languageName = (name: string) => {
    const code = LANGUAGES.find((language) => LANGUAGE_NAMES[language] === name);
    return code ? t(languageWords[code]) : name;
  };
  const languages = statistics?.languages.map(languageName) ?? [];
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
        {t`Actualizar`}
      </Button>
    </div>
  );

  let body: ReactNode;
  if (status === 'loading' || (status === 'ready' && !statistics)) {
    body = (
      <div className="grid place-items-center py-16">
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label={t`Cargando estadísticas...`} />
          <span aria-hidden="true">{t`Cargando estadísticas...`}</span>
        </div>
      </div>
    );
  } else if (status === 'error' || !statistics) {
    body = (
      <Alert variant="danger">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{errorMessage ?? t`Error al cargar las estadísticas. Verifica tu conexión.`}</p>
          {onRetry && (
            <Button type="button" size="sm" variant="outline" onClick={onRetry}>
              <RefreshCwIcon aria-hidden="true" />
              {t`Reintentar`}
            </Button>
          )}
        </div>
      </Alert>
    );
  } else {
    const counts = courseStatusCounts(statistics);
    const totals: StatCardProps[] = [
      {
        label: t`Total de usuarios`,
        value: totalUsers(statistics),
        hint: t`Profesores y estudiantes`,
        icon: <UsersIcon />,
        tone: 'primary',
      },
      { label: t`Total de cursos`, value: statistics.totalCourses, icon: <BookOpenIcon />, tone: 'info' },
      {
        label: t`Total de estudiantes`,
        value: statistics.totalStudents,
        icon: <GraduationCapIcon />,
        tone: 'success',
      },
      {
        label: t`Total de profesores`,
        value: statistics.totalTeachers,
        icon: <PresentationIcon />,
        tone: 'warning',
      },
    ];
    const courseStates: StatCardProps[] = [
      { label: t`Cursos activos`, value: counts.active, icon: <PlayCircleIcon />, tone: 'success' },
      { label: t`Cursos finalizados`, value: counts.completed, icon: <CircleCheckIcon />, tone: 'neutral' },
      { label: t`Cursos pendientes`, value: counts.pending, icon: <ClockIcon />, tone: 'warning' },
    ];
    // Each count per language is drawn twice: its share (donut), then beside the others as bars.
    const perLanguage = [
      {
        data: languageSeries(languages, statistics.coursesPerLanguage),
        share: t`Distribución de cursos`,
        bars: t`Cursos por idioma`,
      },
      {
        data: languageSeries(languages, statistics.teachersPerLanguage),
        share: t`Distribución de profesores`,
        bars: t`Profesores por idioma`,
      },
      {
        data: languageSeries(languages, statistics.studentsPerLanguage),
        share: t`Distribución de estudiantes`,
        bars: t`Estudiantes por idioma`,
      },
    ];
    const chartFrame = 'rounded-lg border bg-card p-4';
    body = (
      <div className="grid gap-8">
        <section className="grid gap-3">
          <Heading className="font-semibold text-lg">{t`Resumen`}</Heading>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {totals.map((card) => (
              <StatCard key={card.label} locale={locale} {...card} />
            ))}
          </div>
        </section>
        <section className="grid gap-3">
          <Heading className="font-semibold text-lg">{t`Estado de los cursos`}</Heading>
          <div className="grid gap-3 sm:grid-cols-3">
            {courseStates.map((card) => (
              <StatCard key={card.label} locale={locale} {...card} />
            ))}
          </div>
        </section>
        <section className="grid gap-3">
          <Heading className="font-semibold text-lg">{t`Por idioma`}</Heading>
          <p className="text-muted-foreground text-sm">
            {t`Un profesor o estudiante con cursos en varios idiomas cuenta en cada uno de ellos, así que la suma por idioma puede superar el total.`}
          </p>
          <div className="grid gap-4 lg:grid-cols-3">
            {perLanguage.map(({ data, share }) => (
              <DonutChart
                key={share}
                title={share}
                data={data}
                palette={palette}
                locale={locale}
                className={chartFrame}
              />
            ))}
            {perLanguage.map(({ data, bars }) => (
              <BarChart
                key={bars}
                title={bars}
                data={data}
                palette={palette}
                locale={locale}
                className={chartFrame}
              />
            ))}
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
