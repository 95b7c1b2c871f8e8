import type { CourseClass, TeacherTimetable } from '@aula/api-client';
import { classChangeSchema, type TimetableInput, timetableSchema, type WeeklySlotInput } from '@aula/forms';
import { Alert, Button, Field, Input, Spinner } from '@aula/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ClassCard } from '../../../classes/class-card/class-card';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { useNotify } from '../../../notifications';
import { timeZoneNote, upperFirst } from '../../../school-time';
import { ErrorCode } from '../../../shell/error-code';
import { useNow } from '../../../upcoming/upcoming';
import { DEFAULT_PANEL_SECTION, sectionSearch } from '../sections';
import { withReason } from '../teacher-errors';
import { timetableQueries, useChangeClass, useSetTimetable } from './timetable-api';

const SELECT_CLASS =
  'h-9 w-full rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';
const WEEK_CLASSES_PATH = `/teacher${sectionSearch('clases-semana', DEFAULT_PANEL_SECTION)}`;
const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name in the page's language, Monday being 1 (1 January 2024 was a Monday). */
function weekdayName(weekday: number, locale: string): string {
  const day = new Date(Date.UTC(2024, 0, weekday));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** The course's "Horario" section: weekly classes, dates and meeting link, then the coming classes to change. */
export function CourseTimetable({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const timetable = useQuery(timetableQueries.course(courseId));
  if (timetable.isPending) return <Spinner label={t`Cargando el horario...`} />;
  if (timetable.isError)
    return (
      <Alert variant="danger">
        <p>{t`No se pudo cargar el horario del curso.`}</p>
        <ErrorCode error={timetable.error} />
      </Alert>
    );
  return (
    <div className="grid gap-8">
      <TimetableForm courseId={courseId} timetable={timetable.data} />
      <ComingClasses courseId={courseId} timetable={timetable.data} />
    </div>
  );
}

function TimetableForm({ courseId, timetable }: { courseId: number; timetable: TeacherTimetable }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const [values, setValues] = useState<TimetableInput>({
    startDate: timetable.startDate ?? '',
    endDate: timetable.endDate ?? '',
    slots: timetable.slots,
    meetingUrl: timetable.meetingUrl ?? '',
  });
  const [error, setError] = useState<{ message: string; error?: unknown } | null>(null);
  const setTimetable = useSetTimetable(courseId);
  const formId = useId();
  const notify = useNotify();
  const setSlot = (index: number, change: Partial<WeeklySlotInput>) =>
    setValues((current) => ({
      ...current,
      slots: current.slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)),
    }));

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = timetableSchema.safeParse(values);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      return setError(message ? { message } : null);
    }
    setError(null);
    setTimetable.mutate(checked.data, {
      onSuccess: () => notify({ variant: 'success', title: t`Horario guardado.` }),
      onError: (failure) =>
        setError({ message: withReason(t`No se pudo guardar el horario.`, failure), error: failure }),
    });
  }

  return (
    <form onSubmit={save} noValidate className="grid gap-4" aria-label={t`Horario semanal`}>
      <p className="text-muted-foreground text-sm">{timeZoneNote(timetable.timeZone)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Fecha de inicio`}>
          <Input
            type="date"
            value={values.startDate}
            onChange={(e) => setValues({ ...values, startDate: e.target.value })}
          />
        </Field>
        <Field label={t`Fecha de fin`}>
          <Input
            type="date"
            value={values.endDate}
            onChange={(e) => setValues({ ...values, endDate: e.target.value })}
          />
        </Field>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium">{t`Clases semanales`}</legend>
        {values.slots.map((slot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own.
          <div key={index} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_8rem_8rem_auto]">
            <Field label={t`Día de la clase ${index + 1}`} controlId={`${formId}-day-${index}`}>
              <select
                id={`${formId}-day-${index}`}
                className={SELECT_CLASS}
                value={slot.weekday}
                onChange={(e) => setSlot(index, { weekday: Number(e.target.value) })}
              >
                {WEEKDAY_NUMBERS.map((day) => (
                  <option key={day} value={day}>
                    {upperFirst(weekdayName(day, locale))}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t`Hora de la clase ${index + 1}`}>
              <Input
                type="time"
                value={slot.startTime}
                onChange={(e) => setSlot(index, { startTime: e.target.value })}
              />
            </Field>
            <Field label={t`Minutos de la clase ${index + 1}`}>
              <Input
                type="number"
                min={15}
                max={480}
                value={slot.durationMinutes}
                onChange={(e) => setSlot(index, { durationMinutes: Number(e.target.value) })}
              />
            </Field>
            <Button
              type="button"
              variant="outline"
              aria-label={t`Quitar la clase ${index + 1}`}
              onClick={() => setValues({ ...values, slots: values.slots.filter((_, i) => i !== index) })}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            setValues({
              ...values,
              slots: [...values.slots, { weekday: 1, startTime: '19:00', durationMinutes: 60 }],
            })
          }
        >
          <PlusIcon aria-hidden="true" />
          {t`Añadir clase semanal`}
        </Button>
      </fieldset>
      <Field
        label={t`Enlace propio de la reunión (Zoom, Meet, Teams)`}
        hint={t`Vacío: cada clase tiene su propia sala de Jitsi Meet, que abres desde «Clases de la semana».`}
      >
        <Input
          type="url"
          value={values.meetingUrl}
          placeholder="https://"
          onChange={(e) => setValues({ ...values, meetingUrl: e.target.value })}
        />
      </Field>
      {error ? (
        <Alert variant="danger">
          <p>{error.message}</p>
          <ErrorCode error={error.error} />
        </Alert>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={setTimetable.isPending}>
        {t`Guardar horario`}
      </Button>
    </form>
  );
}

type ChangeKind = 'cancelled' | 'moved' | 'extra';
const SUBMIT_LABELS: Record<ChangeKind, MessageDescriptor> = {
  cancelled: msg`Confirmar cancelación`,
  moved: msg`Mover la clase`,
  extra: msg`Añadir la clase extra`,
};
const FAILURES: Record<ChangeKind, MessageDescriptor> = {
  cancelled: msg`No se pudo cancelar la clase.`,
  moved: msg`No se pudo mover la clase.`,
  extra: msg`No se pudo añadir la clase extra.`,
};

function ComingClasses({ courseId, timetable }: { courseId: number; timetable: TeacherTimetable }) {
  const { t } = useLingui();
  const now = useNow(30_000);
  const [editing, setEditing] = useState<{ key: string; kind: ChangeKind } | null>(null);
  const coming = timetable.classes.filter((time) => new Date(time.endsAt) > now);
  const done = () => setEditing(null);
  return (
    <section aria-labelledby="coming-classes-title" className="grid gap-3">
      <h3 id="coming-classes-title" className="font-semibold text-lg">
        {t`Próximas clases`}
      </h3>
      {timetable.meetingUrl ? (
        <p className="break-all text-sm">
          {t`Enlace de las clases:`}{' '}
          <a href={timetable.meetingUrl} className="text-primary underline underline-offset-2">
            {timetable.meetingUrl}
          </a>
        </p>
      ) : (
        <p className="text-sm">
          <Trans>
            Cada clase tiene su propia sala de Jitsi Meet: ábrela desde{' '}
            <Link to={WEEK_CLASSES_PATH} className="text-primary underline underline-offset-2">
              Clases de la semana
            </Link>
            .
          </Trans>
        </p>
      )}
      {editing?.kind === 'extra' ? (
        <ChangeForm courseId={courseId} kind="extra" onDone={done} />
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setEditing({ key: '', kind: 'extra' })}
        >
          <PlusIcon aria-hidden="true" />
          {t`Añadir clase extra`}
        </Button>
      )}
      {coming.length === 0 ? <p>{t`No hay clases en las próximas semanas.`}</p> : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {coming.map((time) => (
          <li key={time.key} className="grid content-start gap-2">
            <ClassCard time={time} now={now} timeZone={timetable.timeZone} />
            {time.status === 'cancelled' || new Date(time.startsAt) <= now ? null : editing?.key ===
              time.key ? (
              <ChangeForm courseId={courseId} kind={editing.kind} time={time} onDone={done} />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setEditing({ key: time.key, kind: 'cancelled' })}>
                  {t`Cancelar esta clase`}
                </Button>
                <Button variant="outline" onClick={() => setEditing({ key: time.key, kind: 'moved' })}>
                  {t`Mover`}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cancel or move one class, or add an extra one; the reason is required: the students see it. */
function ChangeForm({
  courseId,
  kind,
  time,
  onDone,
}: {
  courseId: number;
  kind: ChangeKind;
  time?: CourseClass;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState({ date: '', time: '19:00', durationMinutes: 60, reason: '' });
  const [error, setError] = useState<string | null>(null);
  const changeClass = useChangeClass(courseId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { date, time: clock, durationMinutes, reason } = values;
    const change =
      kind === 'extra'
        ? { kind, date, time: clock, durationMinutes, reason }
        : kind === 'moved'
          ? { kind, classKey: time?.key, date, time: clock, reason }
          : { kind, classKey: time?.key, reason };
    const checked = classChangeSchema.safeParse(change);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    changeClass.mutate(checked.data, {
      onSuccess: onDone,
      onError: (failure) => setError(withReason(t(FAILURES[kind]), failure)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2" aria-label={t(SUBMIT_LABELS[kind])}>
      {kind === 'cancelled' ? null : (
        <div className="grid grid-cols-2 gap-2">
          <Field label={t`Nuevo día`}>
            <Input
              type="date"
              value={values.date}
              onChange={(e) => setValues({ ...values, date: e.target.value })}
            />
          </Field>
          <Field label={t`Nueva hora`}>
            <Input
              type="time"
              value={values.time}
              onChange={(e) => setValues({ ...values, time: e.target.value })}
            />
          </Field>
          {kind === 'extra' ? (
            <Field label={t`Minutos`}>
              <Input
                type="number"
                min={15}
                max={480}
                value={values.durationMinutes}
                onChange={(e) => setValues({ ...values, durationMinutes: Number(e.target.value) })}
              />
            </Field>
          ) : null}
        </div>
      )}
      <Field label={t`Motivo (lo verán tus alumnos)`} error={error}>
        <Input value={values.reason} onChange={(e) => setValues({ ...values, reason: e.target.value })} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t(SUBMIT_LABELS[kind])}</Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t`Volver`}
        </Button>
      </div>
    </form>
  );
}
