import { Alert, Button, Spinner } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '../../../shell/error-code';
import { studentQueries } from '../queries';
import { STUDENT_ERRORS } from '../student-errors';
import { EvaluationsTable } from './evaluations-table/evaluations-table';

/** Spec, "Student panel": my evaluations with the average, excellent and good counts. */
export function MyEvaluations() {
  const results = useQuery(studentQueries.results());
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
  return <EvaluationsTable results={results.data} />;
}
