import type { CourseClass } from '@aula/api-client';
import { JOIN_OPENS_MINUTES_BEFORE } from '@aula/forms';
import { Alert } from '@aula/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClassCard } from '../../../classes/class-card/class-card';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { timeZoneNote, upperFirst } from '../../../school-time';
import { QueryState } from '../../../shell/query-state';
import { useNow } from '../../../upcoming/upcoming';
import { ClassIcsButton } from './class-ics-button';
import { CLASS_ERRORS, classQueries, useJoinClass } from './classes-api';

/** The classes of the next 7 days (from today), grouped by day in the school's time zone. */
export function UpcomingClasses() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const now = useNow(30_000);
  const classes = useQuery(classQueries.upcoming());
  const { join, joining, error } = useJoinClass();
  const [icsError, setIcsError] = useState<string | null>(null);

  if (classes.data === undefined)
    return (
      <QueryState
        query={classes}
        loading={t`Cargando tus clases...`}
        failure={() => CLASS_ERRORS.load}
        spinner={{}}
      />
    );
  const { timeZone } = classes.data;
  const dayName = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const days = new Map<string, CourseClass[]>();
  for (const time of classes.data.classes) {
    const day = upperFirst(dayName.format(new Date(time.startsAt)));
    days.set(day, [...(days.get(day) ?? []), time]);
  }

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        {timeZoneNote(timeZone)}{' '}
        <Trans>«Unirse a la clase» se abre {JOIN_OPENS_MINUTES_BEFORE} minutos antes de empezar.</Trans>
      </p>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      {icsError ? (
        <Alert variant="danger" onDismiss={() => setIcsError(null)}>
          {icsError}
        </Alert>
      ) : null}
      {days.size === 0 ? <p>{t`No tienes clases en los próximos 7 días.`}</p> : null}
      {[...days].map(([day, times]) => (
        <section key={day} aria-label={day} className="grid gap-2">
          <h3 className="font-semibold">{day}</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {times.map((time) => (
              <li key={`${time.courseId}-${time.key}`}>
                <ClassCard
                  time={time}
                  now={now}
                  timeZone={timeZone}
                  onJoin={() => join(time)}
                  joining={joining === time.key}
                  opensMinutesBefore={JOIN_OPENS_MINUTES_BEFORE}
                />
                {time.status === 'cancelled' ? null : <ClassIcsButton time={time} onError={setIcsError} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
