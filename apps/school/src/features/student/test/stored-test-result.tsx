import type { StudentActivityResult } from '@aula/api-client';
import { formatLongDateTime } from '@aula/ui';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { StoredField, StoredGrade, StoredWork } from '../stored-work';

/** A completed test opened again: its stored grade, read-only (the test is taken once). */
export function StoredTestResult({ result }: { result: StudentActivityResult | undefined }) {
  const completedAt = result?.completedAt ?? result?.submittedAt;
  const timeZone = useSchoolTimeZone();
  return (
    <StoredWork
      title="Tu resultado"
      notice="Ya has completado este test."
      className="rounded-lg border bg-card p-6 text-card-foreground"
    >
      {result ? (
        <>
          <StoredGrade result={result} label="Tu calificación" />
          {completedAt ? (
            <StoredField label="Completado el">
              <time dateTime={completedAt}>{formatLongDateTime(completedAt, 'es-ES', timeZone)}</time>
            </StoredField>
          ) : null}
        </>
      ) : null}
    </StoredWork>
  );
}
