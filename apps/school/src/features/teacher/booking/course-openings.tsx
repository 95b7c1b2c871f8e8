import type { TeacherOpening } from '@aula/api-client';
import { BOOKING_MESSAGES, openingSchema } from '@aula/forms';
import { Alert, Badge, Button, Field, Input, Spinner } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorDetail } from '../../../api-errors';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { useNotify } from '../../../notifications';
import { ErrorCode } from '../../../shell/error-code';
import { openingQueries, usePublishOpening, useWithdrawOpening } from './openings-api';

/** A YYYY-MM-DD day moved by whole days (calendar days have no time zone). */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function classTime(opening: TeacherOpening, timeZone: string, locale: string): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  return `${day.format(new Date(opening.startsAt))}, ${time.format(new Date(opening.startsAt))}–${time.format(new Date(opening.endsAt))}`;
}

/**
 * A flexible course's classes open for booking (decision 138): publish one, and the week's bookings. A course
 * waiting for approval says why it cannot publish yet instead of offering a form the server refuses.
 */
export function CourseOpenings({ courseId, approved }: { courseId: number; approved: boolean }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const notify = useNotify();
  const [week, setWeek] = useState<string | undefined>();
  const [error, setError] = useState('');
  const openings = useQuery(openingQueries.week(courseId, week));
  const publish = usePublishOpening(courseId, {
    onSuccess: (_, published) => {
      // The list shows the new class's week: the current one would not show a class published for later.
      setWeek(published.date);
      notify({ variant: 'success', title: t`Clase publicada.` });
    },
    onError: (failure) => setError(errorDetail(failure)),
  });
  const withdraw = useWithdrawOpening(courseId, {
    onSuccess: (answer) => notify({ variant: 'success', title: answer.message }),
    onError: (failure) => notify({ variant: 'danger', title: errorDetail(failure), error: failure }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = openingSchema.safeParse({
      date: form.get('date'),
      time: form.get('time'),
      durationMinutes: Number(form.get('durationMinutes')),
      capacity: Number(form.get('capacity')),
    });
    setError(parsed.success ? '' : (parsed.error.issues[0]?.message ?? ''));
    if (parsed.success) publish.mutate(parsed.data);
  }

  return (
    <section aria-labelledby="openings-title" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="openings-title" className="font-semibold text-xl">
        {t`Clases para reservar`}
      </h2>
      {approved ? (
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2"
        >
          <Field label={t`Día`}>
            <Input name="date" type="date" required />
          </Field>
          <Field label={t`Hora`} hint={t`Mañana 6:00-9:00, tarde 12:00-20:00 o noche 20:00-23:00.`}>
            <Input name="time" type="time" required />
          </Field>
          <Field label={t`Duración (minutos)`}>
            <Input name="durationMinutes" type="number" min={15} max={180} defaultValue={60} required />
          </Field>
          <Field label={t`Plazas`}>
            <Input name="capacity" type="number" min={1} max={15} defaultValue={4} required />
          </Field>
          {error ? (
            <Alert variant="danger" className="sm:col-span-2">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" disabled={publish.isPending} className="w-fit">
            {t`Publicar clase`}
          </Button>
        </form>
      ) : (
        <Alert variant="info">{BOOKING_MESSAGES.notApproved}</Alert>
      )}

      {openings.isPending ? (
        <Spinner label={t`Cargando clases...`} />
      ) : openings.isError ? (
        <Alert variant="danger">
          {errorDetail(openings.error)}
          <ErrorCode error={openings.error} />
        </Alert>
      ) : (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">
              {t`Semana del ${openings.data.weekStart.split('-').reverse().join('/')}`}
            </h3>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => setWeek(shiftDay(openings.data.weekStart, -7))}
              >
                {t`Semana anterior`}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setWeek(shiftDay(openings.data.weekStart, 7))}
              >
                {t`Semana siguiente`}
              </Button>
            </div>
          </div>
          {openings.data.openings.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t`No hay clases publicadas esta semana.`}</p>
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {openings.data.openings.map((opening) => {
                const when = classTime(opening, openings.data.timeZone, locale);
                return (
                  <li
                    key={opening.id}
                    className="grid gap-2 rounded-lg border bg-card p-3 text-card-foreground"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-medium">{when}</p>
                      {opening.cancelled ? (
                        <Badge variant="danger">{t`Cancelada`}</Badge>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={withdraw.isPending}
                          onClick={() => withdraw.mutate(opening.id)}
                          aria-label={t`Retirar la clase del ${when}`}
                        >
                          {t`Retirar`}
                        </Button>
                      )}
                    </div>
                    <p className="text-muted-foreground text-sm">
                      {t`${opening.students.length} de ${opening.capacity} plazas reservadas`}
                      {opening.students.length > 0
                        ? `: ${opening.students.map((s) => `${s.name} ${s.surname}`).join(', ')}`
                        : ''}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
