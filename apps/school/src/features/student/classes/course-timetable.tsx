import { JOIN_OPENS_MINUTES_BEFORE } from '@aula/forms';
import { Alert, Spinner } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ClassCard } from '../../../classes/class-card/class-card';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { upperFirst } from '../../../school-time';
import { ErrorCode } from '../../../shell/error-code';
import { useNow } from '../../../upcoming/upcoming';
import { CLASS_ERRORS, classQueries, useJoinClass } from './classes-api';

/** A weekday's name (1 = Monday) in the page's language: 1 January 2024 was a Monday. */
function weekdayName(weekday: number, locale: string): string {
  const day = new Date(Date.UTC(2024, 0, weekday));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** The course's timetable on its page: the weekly classes, then the coming ones with their changes. */
export function CourseTimetable({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const now = useNow(30_000);
  const timetable = useQuery(classQueries.courseTimetable(courseId));
  const { join, joining, error } = useJoinClass();

  if (timetable.isPending) return <Spinner label={t`Cargando el horario...`} />;
  if (timetable.isError)
    return (
      <Alert variant="danger">
        <p>{CLASS_ERRORS.load}</p>
        <ErrorCode error={timetable.error} />
      </Alert>
    );
  const { timeZone, slots } = timetable.data;
  const coming = timetable.data.classes.filter((time) => new Date(time.endsAt) > now).slice(0, 6);
  if (slots.length === 0 && coming.length === 0) return null;

  return (
    <section aria-labelledby="timetable-title" className="grid gap-3">
      <h2 id="timetable-title" className="font-semibold text-xl">
        {t`Horario`}
      </h2>
      {slots.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {slots.map((slot) => {
            const day = upperFirst(weekdayName(slot.weekday, locale));
            const { startTime, durationMinutes } = slot;
            return (
              <li key={`${slot.weekday}-${slot.startTime}`}>
                {t`${day} a las ${startTime} (${durationMinutes} min)`}
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {coming.map((time) => (
          <li key={time.key}>
            <ClassCard
              time={time}
              now={now}
              timeZone={timeZone}
              onJoin={() => join(time)}
              joining={joining === time.key}
              opensMinutesBefore={JOIN_OPENS_MINUTES_BEFORE}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
