import { Alert, Button, EvaluationsTable, Spinner } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { ErrorCode } from '../../../shell/error-code';
import { studentQueries } from '../queries';
import { STUDENT_ERRORS } from '../student-errors';

/** Spec, "Student panel": my evaluations with the average, excellent and good counts. */
export function MyEvaluations() {
  const results = useQuery(studentQueries.results());
  const timeZone = useSchoolTimeZone();
  if (results.isPending) return <Spinner label="Cargando tus evaluaciones..." />;
  if (results.isError) {
    return (
      <div className="grid gap-3">
        <Alert variant="danger">
          <p>{STUDENT_ERRORS.evaluations}</p>
          <ErrorCode error={results.error} />
        </Alert>
        <div>
          <Button variant="outline" onClick={() => void results.refetch()}>
            Reintentar
          </Button>
        </div>
      </div>
    );
  }
  return <EvaluationsTable results={results.data} timeZone={timeZone} />;
}
