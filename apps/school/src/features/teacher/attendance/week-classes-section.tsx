import { Badge, Button } from '@aula/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { QueryState, SECTION_SPINNER } from '../../../shell/query-state';
import { withReason } from '../teacher-errors';
import { attendanceQueries, classTime } from './attendance-queries';
import { AttendanceSheet } from './attendance-sheet';

const CHANGE_LABELS = {
  scheduled: null,
  cancelled: msg`Cancelada`,
  moved: msg`Movida`,
  extra: msg({ message: 'Extra', context: 'class' }),
} as const;

/**
 * Clases de la semana: this week's classes of the teacher's courses, each with its meeting room
 * (a generated room is the class's own, decision 136) and the attendance to take.
 */
export function WeekClassesSection() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const week = useQuery(attendanceQueries.week());
  const [open, setOpen] = useState<string | null>(null);

  if (week.data === undefined)
    return (
      <QueryState
        query={week}
        loading={t`Cargando las clases...`}
        failure={(error) => withReason(t`No se pudieron cargar las clases de la semana.`, error)}
        spinner={SECTION_SPINNER}
      />
    );
  const { classes, timeZone } = week.data;
  if (classes.length === 0)
    return <p className="text-muted-foreground">{t`No tienes clases esta semana.`}</p>;
  const now = Date.now();

  return (
    <ul className="grid gap-3">
      {classes.map((item) => {
        const id = `${item.courseId}-${item.classStart}`;
        const change = CHANGE_LABELS[item.status];
        const when = classTime(item.startsAt, timeZone, locale);
        const canTake = item.status !== 'cancelled' && Date.parse(item.startsAt) <= now;
        return (
          <li key={id} className="grid gap-3 rounded-lg border bg-card p-3 text-card-foreground">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <div className="min-w-0 grow">
                <p className="font-semibold">{item.courseName}</p>
                <p className="text-muted-foreground text-sm first-letter:uppercase">{when}</p>
              </div>
              {change && <Badge variant={item.status === 'cancelled' ? 'danger' : 'info'}>{t(change)}</Badge>}
              {item.attendanceTaken && <Badge variant="success">{t`Asistencia tomada`}</Badge>}
              {item.meetingLink && (
                <Button asChild size="sm" variant="outline">
                  <a
                    href={item.meetingLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`Abrir la sala de ${item.courseName}, ${when}`}
                  >
                    <ExternalLinkIcon aria-hidden="true" />
                    {t`Abrir la sala`}
                  </a>
                </Button>
              )}
              {canTake && (
                <Button
                  type="button"
                  size="sm"
                  variant={open === id ? 'outline' : 'primary'}
                  aria-expanded={open === id}
                  onClick={() => setOpen(open === id ? null : id)}
                >
                  {open === id ? t`Cerrar lista` : t`Pasar lista`}
                </Button>
              )}
            </div>
            {open === id && <AttendanceSheet courseId={item.courseId} classStart={item.classStart} />}
          </li>
        );
      })}
    </ul>
  );
}
