import { Badge, cn, formatNumericDate } from '@aula/ui';
import { ScoreBadge } from '@aula/ui/score-badge';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { evaluationStats, formatAverage } from './evaluation-stats';

export interface EvaluationRow {
  activityResultId: number;
  activityTitle: string;
  courseName: string;
  /** Null while the teacher has not graded it. */
  score: number | null;
  feedback: string | null;
  /** When it was graded (or completed); the hand-in date is used while it is not. */
  completedAt: string | null;
  submittedAt: string;
  teacherName: string | null;
  /** Handed in after the due date: shown as 'Entregada tarde'. */
  late?: boolean;
}

export type EvaluationsTableProps = Omit<ComponentProps<'section'>, 'children' | 'results'> & {
  results: readonly EvaluationRow[];
  locale?: string;
  timeZone?: string;
};

const HEADINGS = [msg`Actividad`, msg`Curso`, msg`Calificación`, msg`Comentarios`, msg`Fecha`, msg`Profesor`];

/** The student's grades (spec section 2, My evaluations) with the average, excellent and good counts. */
export function EvaluationsTable({
  results,
  locale = 'es-ES',
  timeZone,
  className,
  ...props
}: EvaluationsTableProps) {
  const { t } = useLingui();
  const stats = evaluationStats(results);
  const statCards = [
    {
      label: t`Promedio`,
      value: stats.average === null ? '—' : formatAverage(stats.average, locale),
    },
    { label: t`Excelentes (9 o más)`, value: String(stats.excellent) },
    { label: t`Buenas (7 a menos de 9)`, value: String(stats.good) },
  ];

  return (
    <section data-slot="evaluations-table" className={cn('grid gap-4', className)} {...props}>
      <div>
        <h3 className="sr-only">{t`Estadísticas de tus calificaciones`}</h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          {statCards.map((card) => (
            <div key={card.label} className="grid gap-1 rounded-lg border bg-card p-4 text-card-foreground">
              <dt className="text-muted-foreground text-sm">{card.label}</dt>
              <dd className="font-bold text-2xl tabular-nums">{card.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {results.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          {t`Todavía no tienes evaluaciones. Cuando entregues tareas o completes tests aparecerán aquí.`}
        </p>
      ) : (
        // The region scrolls sideways on small screens; it is focusable so keyboard users can scroll it too.
        <section
          aria-label={t`Mis evaluaciones`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className="overflow-x-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t`Mis evaluaciones`}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                {HEADINGS.map((heading) => (
                  <th key={heading.id} scope="col" className="px-3 py-2 font-medium">
                    {t(heading)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {results.map((row) => {
                const date = row.completedAt ?? row.submittedAt;
                return (
                  <tr key={row.activityResultId} className="border-t align-top">
                    <th scope="row" className="px-3 py-2 font-medium">
                      {row.activityTitle}
                      {row.late ? (
                        <Badge variant="warning" className="ml-2 font-normal">
                          {t`Entregada tarde`}
                        </Badge>
                      ) : null}
                    </th>
                    <td className="px-3 py-2">{row.courseName}</td>
                    <td className="px-3 py-2">
                      <ScoreBadge
                        score={row.score}
                        formatLabel={(formatted) => t`Nota: ${formatted} sobre 10`}
                        pendingLabel={t`Pendiente`}
                      />
                    </td>
                    <td className="max-w-64 whitespace-pre-line break-words px-3 py-2">
                      {row.feedback?.trim() ? (
                        row.feedback
                      ) : (
                        <span className="text-muted-foreground">{t`Sin comentarios`}</span>
                      )}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <time dateTime={date}>{formatNumericDate(date, locale, timeZone)}</time>
                    </td>
                    <td className="px-3 py-2">{row.teacherName ?? t`Por asignar`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
