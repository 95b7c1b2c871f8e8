import { useQuery } from '@tanstack/react-query';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { QueryState } from '../../../shell/query-state';
import { studentQueries } from '../queries';
import { STUDENT_ERRORS } from '../student-errors';
import { EvaluationsTable } from './evaluations-table/evaluations-table';

/** Spec, "Student panel": my evaluations with the average, excellent and good counts. */
export function MyEvaluations() {
  const results = useQuery(studentQueries.results());
  const timeZone = useSchoolTimeZone();
  if (results.data === undefined)
    return (
      <QueryState
        query={results}
        loading="Cargando tus evaluaciones..."
        failure={() => STUDENT_ERRORS.evaluations}
        spinner={{}}
      />
    );
  return <EvaluationsTable results={results.data} timeZone={timeZone} />;
}
