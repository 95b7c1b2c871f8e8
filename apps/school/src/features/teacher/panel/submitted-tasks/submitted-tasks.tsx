import { Badge, Button, cn } from '@aula/ui';
import { ScoreBadge } from '@aula/ui/score-badge';
import { useLingui } from '@lingui/react/macro';
import { ClipboardCheckIcon, EyeIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useIntlLocale } from '../../../../i18n/locale-provider';
import { formatDateTime } from '../../course/activity-card/activity-format';
import { type SubmittedWork, splitResults } from './results';

export type SubmittedTasksProps<T extends SubmittedWork> = Omit<
  ComponentProps<'div'>,
  'children' | 'onSelect' | 'results'
> & {
  results: readonly T[];
  /** Opens the evaluation modal for one result. */
  onSelect: (result: T) => void;
  /** The Intl locale of the dates; the page's language by default. */
  locale?: string;
  timeZone?: string;
};

/** Submitted tasks (spec section 2): pending and evaluated lists, each opening the evaluation modal. */
export function SubmittedTasks<T extends SubmittedWork>({
  results,
  onSelect,
  locale: localeProp,
  timeZone,
  className,
  ...props
}: SubmittedTasksProps<T>) {
  const { t } = useLingui();
  const pageLocale = useIntlLocale();
  const locale = localeProp ?? pageLocale;
  const { pending, evaluated } = splitResults(results);
  const pendingId = useId();
  const evaluatedId = useId();

  const list = (items: T[], headingId: string, empty: string, done: boolean) =>
    items.length === 0 ? (
      <p className="text-muted-foreground text-sm">{empty}</p>
    ) : (
      <ul aria-labelledby={headingId} className="grid gap-2">
        {items.map((result) => (
          <li
            key={result.activityResultId}
            className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium">{result.activityTitle}</p>
              <p className="text-muted-foreground text-sm">
                {result.studentName} (@{result.studentUsername}) · {result.courseName}
              </p>
              <p className="text-muted-foreground text-xs">
                {t`Entregada:`}{' '}
                <time dateTime={result.submittedAt}>
                  {formatDateTime(result.submittedAt, { locale, timeZone })}
                </time>
                {result.late ? (
                  <Badge variant="warning" className="ml-2">
                    {t`Entregada tarde`}
                  </Badge>
                ) : null}
              </p>
            </div>
            {done ? (
              <ScoreBadge score={result.score} formatLabel={(formatted) => t`Nota: ${formatted} sobre 10`} />
            ) : null}
            <Button
              type="button"
              size="sm"
              variant={done ? 'outline' : 'primary'}
              aria-label={
                done
                  ? t`Ver evaluación de «${result.activityTitle}» de ${result.studentName}`
                  : t`Evaluar «${result.activityTitle}» de ${result.studentName}`
              }
              onClick={() => onSelect(result)}
            >
              {done ? <EyeIcon aria-hidden="true" /> : <ClipboardCheckIcon aria-hidden="true" />}
              {done ? t`Ver evaluación` : t`Evaluar`}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <div data-slot="submitted-tasks" className={cn('grid gap-6', className)} {...props}>
      <section className="grid gap-3">
        <h3 id={pendingId} className="flex items-center gap-2 font-semibold text-base">
          {t`Pendientes de evaluar`} <Badge variant="warning">{pending.length}</Badge>
        </h3>
        {list(pending, pendingId, t`No hay tareas pendientes de evaluar.`, false)}
      </section>
      <section className="grid gap-3">
        <h3 id={evaluatedId} className="flex items-center gap-2 font-semibold text-base">
          {t`Evaluadas`} <Badge variant="success">{evaluated.length}</Badge>
        </h3>
        {list(evaluated, evaluatedId, t`Todavía no has evaluado ninguna tarea.`, true)}
      </section>
    </div>
  );
}
