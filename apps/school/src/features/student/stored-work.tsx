import type { StudentActivityResult } from '@aula/api-client';
import { Alert, cn } from '@aula/ui';
import { ScoreBadge } from '@aula/ui/score-badge';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

/** A handed-in activity opened again by its URL: a titled, read-only list of what is stored. */
export function StoredWork(props: {
  title: string;
  notice: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('grid gap-4', props.className)}>
      <h2 id={headingId} className="font-semibold text-lg">
        {props.title}
      </h2>
      <Alert variant="info">{props.notice}</Alert>
      {props.children ? <dl className="grid gap-3 text-sm">{props.children}</dl> : null}
    </section>
  );
}

export function StoredField(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="font-medium">{props.label}</dt>
      <dd className={props.className}>{props.children}</dd>
    </div>
  );
}

/** The grade (or 'Pendiente de calificación') and the teacher's comments, when there are any. */
export function StoredGrade({ result, label }: { result: StudentActivityResult; label: string }) {
  const { t } = useLingui();
  return (
    <>
      <StoredField label={label}>
        <ScoreBadge score={result.score} pendingLabel={t`Pendiente de calificación`} className="text-sm" />
      </StoredField>
      {result.feedback ? (
        <StoredField label={t`Comentarios`} className="whitespace-pre-line break-words">
          {result.feedback}
        </StoredField>
      ) : null}
    </>
  );
}
