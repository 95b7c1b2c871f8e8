import type { ReviewOutcome, ReviewQuestion, TestReview } from '@aula/api-client';
import { Badge, formatLongDateTime } from '@aula/ui';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, CircleHelp, Minus, X } from 'lucide-react';
import { useId } from 'react';
import { serverMessage } from '../../../api-errors';
import { intlLocale } from '../../../i18n/locale';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { QueryState } from '../../../shell/query-state';
import { studentQueries } from '../queries';
import { ReviewRecording } from './review-recording';
import { answerLines, keyLines, OUTCOME_LABELS, pointsText } from './review-texts';

// The review renders on its own too (a static render, no provider): its words come from the global i18n,
// which the page's language provider activates.
const OUTCOME_LOOK = {
  right: { variant: 'success', Icon: Check },
  partial: { variant: 'warning', Icon: Minus },
  wrong: { variant: 'danger', Icon: X },
  teacher: { variant: 'neutral', Icon: CircleHelp },
} as const satisfies Record<ReviewOutcome, object>;

/** A submitted test, question by question (decision 163), read from the server for this student. */
export function TestReviewSection({ activityId }: { activityId: number | null }) {
  const review = useQuery(studentQueries.review(activityId));
  const timeZone = useSchoolTimeZone();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id={headingId} className="font-semibold text-lg">
        {t`Revisión de tus respuestas`}
      </h2>
      <QueryState
        query={review}
        loading={t`Cargando la revisión...`}
        failure={(error) => serverMessage(error) ?? t`No se ha podido cargar la revisión del test.`}
      >
        {(data) => <ReviewBody review={data} timeZone={timeZone} />}
      </QueryState>
    </section>
  );
}

/** Why the correct answers are not there yet, or nothing once they are; the closing time on the school's clock. */
function keyNotice(review: TestReview, locale: string, timeZone: string | undefined): string | null {
  if (review.keyShown) return null;
  if (review.keyShownAt) {
    const closes = formatLongDateTime(review.keyShownAt, locale, timeZone);
    return t`Las respuestas correctas se mostrarán cuando se cierre el test, el ${closes}.`;
  }
  return t`Las respuestas correctas se mostrarán cuando finalice el curso.`;
}

export function ReviewBody({ review, timeZone }: { review: TestReview; timeZone?: string }) {
  const notice = keyNotice(review, intlLocale(i18n.locale), timeZone);
  if (review.questions.length === 0)
    return <p className="text-muted-foreground">{t`Este test no tiene preguntas que revisar.`}</p>;
  return (
    <>
      {review.gradedBy ? <p className="text-sm">{t`Calificado por ${review.gradedBy}.`}</p> : null}
      {notice ? <p className="text-muted-foreground text-sm">{notice}</p> : null}
      <ol className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {review.questions.map((question, index) => (
          <li key={question.id}>
            <ReviewedQuestion activityId={review.activityId} question={question} number={index + 1} />
          </li>
        ))}
      </ol>
    </>
  );
}

function ReviewedQuestion({
  activityId,
  question,
  number,
}: {
  activityId: number;
  question: ReviewQuestion;
  number: number;
}) {
  const headingId = useId();
  const { variant, Icon } = OUTCOME_LOOK[question.outcome];
  const key = question.key ? keyLines(question, question.key) : [];
  return (
    <article
      aria-labelledby={headingId}
      data-outcome={question.outcome}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t`Pregunta ${number}`}
        </h3>
        <Badge variant={variant} className="whitespace-normal!">
          <Icon aria-hidden="true" className="size-3.5" />
          {t(OUTCOME_LABELS[question.outcome])}
        </Badge>
      </div>
      <p className="whitespace-pre-line break-words">{question.text}</p>
      {question.passage ? (
        <p className="whitespace-pre-line break-words text-muted-foreground">{question.passage}</p>
      ) : null}
      <dl className="grid gap-3 text-sm">
        <Lines term={t`Tu respuesta`} lines={answerLines(question)} />
        {question.recordingUrl ? (
          <div className="grid gap-1">
            <dt className="sr-only">{t`Tu grabación`}</dt>
            <dd>
              <ReviewRecording activityId={activityId} url={question.recordingUrl} />
            </dd>
          </div>
        ) : null}
        {key.length > 0 ? <Lines term={t`Respuesta correcta`} lines={key} /> : null}
        <div className="grid gap-1">
          <dt className="sr-only">{t`Puntuación`}</dt>
          <dd>{pointsText(question)}</dd>
        </div>
      </dl>
    </article>
  );
}

function Lines({ term, lines }: { term: string; lines: string[] }) {
  return (
    <div className="grid gap-1">
      <dt className="font-medium">{term}</dt>
      {lines.map((line, index) => (
        // Lines repeat (two gaps with the same answer): their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <dd key={index} className="break-words">
          {line}
        </dd>
      ))}
    </div>
  );
}
