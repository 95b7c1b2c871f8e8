import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { QueryState } from '../../../shell/query-state';
import { studentQueries } from '../queries';
import { STUDENT_ERRORS } from '../student-errors';
import { EvaluationsTable } from './evaluations-table/evaluations-table';

/** Spec, "Student panel": my evaluations with the average, excellent and good counts. */
export function MyEvaluations() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const results = useQuery(studentQueries.results());
  const timeZone = useSchoolTimeZone();
  if (results.data === undefined)
    return (
      <QueryState
        query={results}
        loading={t`Cargando tus evaluaciones...`}
        failure={() => STUDENT_ERRORS.evaluations}
        spinner={{}}
      />
    );
  return <EvaluationsTable results={results.data} locale={locale} timeZone={timeZone} />;
}
