import { Alert, Button, EvaluationsTable, Spinner } from '@aula/ui';
import { api } from '../../../api';
import { STUDENT_ERRORS } from '../student-errors';
import { useLoad } from '../use-load';

/** Spec section 2: my evaluations with the average, excellent and good counts. */
export function MyEvaluations() {
  const results = useLoad(() => api.student.activityResults(), []);
  if (results.status === 'loading') return <Spinner label="Cargando tus evaluaciones..." />;
  if (results.status === 'error') {
    return (
      <div className="grid gap-3">
        <Alert variant="danger">{STUDENT_ERRORS.evaluations}</Alert>
        <div>
          <Button variant="outline" onClick={results.reload}>
            Reintentar
          </Button>
        </div>
      </div>
    );
  }
  return <EvaluationsTable results={results.data} />;
}
