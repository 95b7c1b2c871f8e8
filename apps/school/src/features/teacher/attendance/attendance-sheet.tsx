import type { AttendanceStatus } from '@aula/forms';
import { Alert, AttendanceRateBadge, Button, Spinner } from '@aula/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../../notifications';
import { ErrorCode } from '../../../shell/error-code';
import { withReason } from '../teacher-errors';
import { attendanceQueries, useTakeAttendance } from './attendance-queries';

const STATUS_LABELS: Record<AttendanceStatus, MessageDescriptor> = {
  present: msg`Presente`,
  late: msg`Tarde`,
  absent: msg`Ausente`,
};

/**
 * One class's register: a choice per student, prefilled with the marks taken or the default (present for who
 * joined on time, decision 137), and each student's rate in the course with its warning below 80 %.
 */
export function AttendanceSheet({ courseId, classStart }: { courseId: number; classStart: number }) {
  const { t } = useLingui();
  const sheet = useQuery(attendanceQueries.sheet(courseId, classStart));
  const rates = useQuery(attendanceQueries.rates(courseId));
  const [choices, setChoices] = useState<Record<number, AttendanceStatus>>({});
  const take = useTakeAttendance(courseId, classStart);
  const notify = useNotify();

  if (sheet.isPending) return <Spinner label={t`Cargando la lista...`} align="start" className="py-4" />;
  if (sheet.isError)
    return (
      <Alert variant="danger">
        {withReason(t`No se pudo cargar la lista.`, sheet.error)}
        <ErrorCode error={sheet.error} />
      </Alert>
    );
  const { students } = sheet.data;
  if (students.length === 0)
    return <p className="text-muted-foreground text-sm">{t`Este curso no tiene estudiantes.`}</p>;

  const statusOf = (studentId: number, fallback: AttendanceStatus) => choices[studentId] ?? fallback;

  function save(event: FormEvent) {
    event.preventDefault();
    const marks = students.map((student) => ({
      studentId: student.studentId,
      status: statusOf(student.studentId, student.status),
    }));
    take.mutate(marks, { onSuccess: () => notify({ variant: 'success', title: t`Asistencia guardada.` }) });
  }

  return (
    <form onSubmit={save} className="grid gap-3" aria-label={t`Pasar lista`}>
      {!sheet.data.taken && (
        <p className="text-muted-foreground text-sm">
          {t`Propuesta: presente quien entró a la clase, tarde quien entró después de 10 minutos.`}
        </p>
      )}
      <ul className="grid gap-2">
        {students.map((student) => {
          const rate = rates.data?.find((row) => row.studentId === student.studentId);
          const current = statusOf(student.studentId, student.status);
          return (
            <li key={student.studentId}>
              <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border p-2">
                <legend className="sr-only">{`${student.name} ${student.surname}`}</legend>
                <span aria-hidden="true" className="min-w-0 grow font-medium">
                  {student.name} {student.surname}
                </span>
                {rate && <AttendanceRateBadge rate={rate.rate} warning={rate.warning} />}
                <span className="flex flex-wrap gap-3">
                  {(Object.keys(STATUS_LABELS) as AttendanceStatus[]).map((status) => (
                    <label key={status} className="flex items-center gap-1 text-sm">
                      <input
                        type="radio"
                        name={`asistencia-${student.studentId}`}
                        value={status}
                        checked={current === status}
                        onChange={() => setChoices((all) => ({ ...all, [student.studentId]: status }))}
                      />
                      {t(STATUS_LABELS[status])}
                    </label>
                  ))}
                </span>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {take.isError && (
        <Alert variant="danger">
          <p>{withReason(t`No se pudo guardar la asistencia.`, take.error)}</p>
          <ErrorCode error={take.error} />
        </Alert>
      )}
      <Button type="submit" disabled={take.isPending} className="w-fit">
        {take.isPending ? t`Guardando...` : t`Guardar asistencia`}
      </Button>
    </form>
  );
}
