import type { StudentActivityResult } from '@aula/api-client';
import { LATE_SUBMISSION_LABEL } from '@aula/forms';
import { Badge, formatLongDateTime } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { StoredField, StoredGrade, StoredWork } from '../stored-work';

/** A task already handed in, opened again: what was handed in and, once graded, the grade. Read-only. */
export function StoredHandIn({ result }: { result: StudentActivityResult | undefined }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const timeZone = useSchoolTimeZone();
  return (
    <StoredWork title={t`Tu entrega`} notice={t`Ya has entregado esta tarea.`}>
      {result ? (
        <>
          <StoredField label={t`Entregada el`} className="flex flex-wrap items-center gap-2">
            <time dateTime={result.submittedAt}>
              {formatLongDateTime(result.submittedAt, locale, timeZone)}
            </time>
            {result.late ? <Badge variant="warning">{LATE_SUBMISSION_LABEL}</Badge> : null}
          </StoredField>
          {result.textAnswer ? (
            <StoredField label={t`Tu respuesta`} className="whitespace-pre-line break-words">
              {result.textAnswer}
            </StoredField>
          ) : null}
          {result.fileName ? (
            <StoredField label={t`Archivo adjunto`} className="break-all">
              {result.fileName}
            </StoredField>
          ) : null}
          <StoredGrade result={result} label={t`Calificación`} />
        </>
      ) : null}
    </StoredWork>
  );
}
