import type { CourseClass } from '@aula/api-client';
import { Alert, Badge, Button, Spinner } from '@aula/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { upperFirst } from '../../../school-time';
import { ErrorCode } from '../../../shell/error-code';
import { CLASS_ERRORS, classQueries } from './classes-api';

const DAY_MS = 86_400_000;
const STATUS_LABELS = {
  cancelled: msg({ message: 'Cancelada', context: 'class' }),
  moved: msg({ message: 'Cambiada', context: 'class' }),
  extra: msg({ message: 'Extra', context: 'class' }),
};

/** YYYY-MM-DD of the Monday `weeks` weeks from this one (the browser's calendar; times shown in the school's). */
export function mondayOf(weeks: number, today = new Date()): string {
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() + (weeks * 7 - sinceMonday) * DAY_MS).toISOString().slice(0, 10);
}

/** The student's timetable week by week: a column per day on wide screens, one list on a phone. */
export function WeekTimetable() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const [weeks, setWeeks] = useState(0);
  const from = mondayOf(weeks);
  const week = useQuery(classQueries.week(from));

  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.parse(`${from}T12:00:00Z`) + i * DAY_MS));
  const timeZone = week.data?.timeZone ?? 'Europe/Madrid';
  const dayName = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const clock = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone });
  const monday = dayName.format(days[0]);
  const classesOn = (day: Date): CourseClass[] =>
    (week.data?.classes ?? []).filter(
      (time) => dayOf.format(new Date(time.startsAt)) === day.toISOString().slice(0, 10),
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setWeeks(weeks - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          {t`Semana anterior`}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setWeeks(weeks + 1)}>
          {t`Semana siguiente`}
          <ChevronRightIcon aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="font-medium">
          {t`Semana del ${monday}`}
        </p>
      </div>
      {week.isPending ? <Spinner label={t`Cargando la semana...`} /> : null}
      {week.isError ? (
        <Alert variant="danger">
          <p>{CLASS_ERRORS.load}</p>
          <ErrorCode error={week.error} />
        </Alert>
      ) : null}
      {week.data ? (
        <ol className="grid gap-3 md:grid-cols-7">
          {days.map((day) => (
            <li key={day.toISOString()} className="grid content-start gap-2 rounded-lg border p-2">
              <h3 className="font-semibold text-sm">{upperFirst(dayName.format(day))}</h3>
              {classesOn(day).length === 0 ? (
                <p className="text-muted-foreground text-sm">{t`Sin clases`}</p>
              ) : null}
              <ul className="grid gap-2">
                {classesOn(day).map((time) => (
                  <li key={`${time.courseId}-${time.key}`} className="grid gap-1 text-sm">
                    <span className={time.status === 'cancelled' ? 'line-through' : undefined}>
                      {clock.format(new Date(time.startsAt))}–{clock.format(new Date(time.endsAt))}
                    </span>
                    <span className="break-words font-medium">{time.courseName}</span>
                    {time.status !== 'scheduled' ? (
                      <Badge variant={time.status === 'cancelled' ? 'danger' : 'info'}>
                        {t(STATUS_LABELS[time.status])}
                      </Badge>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
