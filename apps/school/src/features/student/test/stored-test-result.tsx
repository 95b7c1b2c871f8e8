import type { StudentActivityResult } from '@aula/api-client';
import { Alert, formatLongDateTime, ScoreBadge } from '@aula/ui';
import { useId } from 'react';

/** A completed test opened again: its stored grade, read-only (the test is taken once). */
export function StoredTestResult({ result }: { result: StudentActivityResult | undefined }) {
  const headingId = useId();
  const completedAt = result?.completedAt ?? result?.submittedAt;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border bg-card p-6 text-card-foreground"
    >
      <h2 id={headingId} className="font-semibold text-lg">
        Tu resultado
      </h2>
      <Alert variant="info">Ya has completado este test.</Alert>
      {result ? (
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <dt className="font-medium">Tu calificación</dt>
            <dd>
              <ScoreBadge score={result.score} pendingLabel="Pendiente de calificación" className="text-sm" />
            </dd>
          </div>
          {result.feedback ? (
            <div className="grid gap-1">
              <dt className="font-medium">Comentarios</dt>
              <dd className="whitespace-pre-line break-words">{result.feedback}</dd>
            </div>
          ) : null}
          {completedAt ? (
            <div className="grid gap-1">
              <dt className="font-medium">Completado el</dt>
              <dd>
                <time dateTime={completedAt}>{formatLongDateTime(completedAt)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
