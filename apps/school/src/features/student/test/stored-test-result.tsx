import type { StudentActivityResult } from '@aula/api-client';
import { formatLongDateTime } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { StoredField, StoredGrade, StoredWork } from '../stored-work';

/** A completed test opened again: its stored grade, read-only (the test is taken once). */
export function StoredTestResult({ result }: { result: StudentActivityResult | undefined }) {
  const completedAt = result?.completedAt ?? result?.submittedAt;
  const { t } = useLingui();
  const locale = useIntlLocale();
  const timeZone = useSchoolTimeZone();
  return (
    <StoredWork
      title={t`Tu resultado`}
      notice={t`Ya has completado este test.`}
      className="rounded-lg border bg-card p-6 text-card-foreground"
    >
      {result ? (
        <>
          <StoredGrade result={result} label={t`Tu calificación`} />
          {completedAt ? (
            <StoredField label={t`Completado el`}>
              <time dateTime={completedAt}>{formatLongDateTime(completedAt, locale, timeZone)}</time>
            </StoredField>
          ) : null}
        </>
      ) : null}
    </StoredWork>
  );
}
