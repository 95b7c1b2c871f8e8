import type { StudentActivityResult } from '@aula/api-client';
import { LATE_SUBMISSION_LABEL } from '@aula/forms';
import { Badge, formatLongDateTime } from '@aula/ui';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { StoredField, StoredGrade, StoredWork } from '../stored-work';

/** A task already handed in, opened again: what was handed in and, once graded, the grade. Read-only. */
export function StoredHandIn({ result }: { result: StudentActivityResult | undefined }) {
  const timeZone = useSchoolTimeZone();
  return (
    <StoredWork title="Tu entrega" notice="Ya has entregado esta tarea.">
      {result ? (
        <>
          <StoredField label="Entregada el" className="flex flex-wrap items-center gap-2">
            <time dateTime={result.submittedAt}>
              {formatLongDateTime(result.submittedAt, 'es-ES', timeZone)}
            </time>
            {result.late ? <Badge variant="warning">{LATE_SUBMISSION_LABEL}</Badge> : null}
          </StoredField>
          {result.textAnswer ? (
            <StoredField label="Tu respuesta" className="whitespace-pre-line break-words">
              {result.textAnswer}
            </StoredField>
          ) : null}
          {result.fileName ? (
            <StoredField label="Archivo adjunto" className="break-all">
              {result.fileName}
            </StoredField>
          ) : null}
          <StoredGrade result={result} label="Calificación" />
        </>
      ) : null}
    </StoredWork>
  );
}
