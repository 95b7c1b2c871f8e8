import type { StudentActivityResult } from '@aula/api-client';
import { LATE_SUBMISSION_LABEL } from '@aula/forms';
import { Alert, Badge, formatLongDateTime, ScoreBadge } from '@aula/ui';
import { useId } from 'react';

/** A task already handed in, opened again: what was handed in and, once graded, the grade. Read-only. */
export function StoredHandIn({ result }: { result: StudentActivityResult | undefined }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="font-semibold text-lg">
        Tu entrega
      </h2>
      <Alert variant="info">Ya has entregado esta tarea.</Alert>
      {result ? (
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <dt className="font-medium">Entregada el</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <time dateTime={result.submittedAt}>{formatLongDateTime(result.submittedAt)}</time>
              {result.late ? <Badge variant="warning">{LATE_SUBMISSION_LABEL}</Badge> : null}
            </dd>
          </div>
          {result.textAnswer ? (
            <div className="grid gap-1">
              <dt className="font-medium">Tu respuesta</dt>
              <dd className="whitespace-pre-line break-words">{result.textAnswer}</dd>
            </div>
          ) : null}
          {result.fileName ? (
            <div className="grid gap-1">
              <dt className="font-medium">Archivo adjunto</dt>
              <dd className="break-all">{result.fileName}</dd>
            </div>
          ) : null}
          <div className="grid gap-1">
            <dt className="font-medium">Calificación</dt>
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
        </dl>
      ) : null}
    </section>
  );
}
