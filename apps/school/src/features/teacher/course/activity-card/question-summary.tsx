import { Badge, cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { passageSegments } from '../../question-editor/gap-markers';
import { QUESTION_KIND_NAMES } from '../../question-editor/kind-names';
import { optionLetter, type StoredQuestion } from '../../question-editor/question-drafts';

/**
 * One stored question as the expanded activity card shows it: its kind, its listening prompt, and its answer
 * marked the way the spec marks a correct option (a tick and 'correcta' for screen readers).
 */
export function QuestionSummary({
  question,
  mediaUrl,
}: {
  question: StoredQuestion;
  mediaUrl?: (file: string) => string | null;
}) {
  const { t } = useLingui();
  const kind = question.kind ?? 'choice';
  const audioSrc = question.audio && mediaUrl ? mediaUrl(question.audio.file) : null;
  return (
    <div className="grid gap-1.5" data-kind={kind}>
      <div className="flex flex-wrap items-start gap-2">
        <span className="min-w-0 flex-1 break-words font-medium">{question.text}</span>
        {kind === 'choice' ? null : <Badge variant="neutral">{t(QUESTION_KIND_NAMES[kind])}</Badge>}
      </div>
      {question.audio ? (
        <div className="grid gap-1">
          {audioSrc ? (
            // biome-ignore lint/a11y/useMediaCaption: the transcript under it is the text alternative.
            <audio controls preload="none" src={audioSrc} className="w-full max-w-sm" />
          ) : null}
          <p className="text-muted-foreground">{t`Transcripción: ${question.audio.transcript}`}</p>
        </div>
      ) : null}
      <KindAnswer question={question} />
    </div>
  );
}

function Correct({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <li data-correct className="flex items-start gap-2 rounded-md bg-success/10 px-2 py-1 font-medium">
      <span className="min-w-0 flex-1 break-words">
        {children}
        <span className="sr-only"> {t`(correcta)`}</span>
      </span>
      <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
    </li>
  );
}

function KindAnswer({ question }: { question: StoredQuestion }) {
  const { t } = useLingui();
  switch (question.kind ?? 'choice') {
    case 'choice':
      return (
        <ul className="grid gap-1">
          {question.options.map((option, index) => (
            <li
              key={option.id}
              data-correct={option.correct || undefined}
              className={cn(
                'flex items-start gap-2 rounded-md px-2 py-1',
                option.correct ? 'bg-success/10 font-medium' : 'text-muted-foreground',
              )}
            >
              <span aria-hidden="true" className="font-semibold tabular-nums">
                {optionLetter(index)}.
              </span>
              <span className="min-w-0 flex-1 break-words">
                {option.text}
                {option.correct ? <span className="sr-only"> {t`(correcta)`}</span> : null}
              </span>
              {option.correct ? (
                <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : null}
            </li>
          ))}
        </ul>
      );
    case 'gaps':
      return <GapsAnswer question={question} />;
    case 'matching':
      return (
        <ul className="grid gap-1">
          {(question.pairs ?? []).map((pair) => (
            <Correct key={pair.id}>
              {pair.left}
              {pair.leftImage ? ` (${t`con imagen`})` : ''} → {pair.right}
            </Correct>
          ))}
        </ul>
      );
    case 'ordering':
      return (
        <ol className="grid list-decimal gap-1 pl-6">
          {(question.items ?? []).map((item) => (
            <li key={item.id} className="rounded-md bg-success/10 px-2 py-1 font-medium">
              {item.text}
            </li>
          ))}
        </ol>
      );
    case 'short':
      return (
        <ul className="grid gap-1">
          <Correct>{t`Respuestas aceptadas: ${(question.accepted ?? []).join(', ')}`}</Correct>
        </ul>
      );
    case 'speaking':
      return (
        <p className="text-muted-foreground">{t`El estudiante graba su respuesta (hasta ${question.maxSeconds ?? 120} s); la corriges tú.`}</p>
      );
  }
}

/** The passage with each gap's accepted answers in place of its marker. */
function GapsAnswer({ question }: { question: StoredQuestion }) {
  const { t } = useLingui();
  const gaps = question.gaps ?? [];
  return (
    <p className="whitespace-pre-line leading-relaxed">
      {passageSegments(question.passage ?? '').map((segment) => {
        if ('text' in segment) return <Fragment key={segment.at}>{segment.text}</Fragment>;
        const gap = gaps[segment.gap];
        return (
          <mark
            key={segment.at}
            data-correct
            className="rounded bg-success/10 px-1 font-medium text-foreground"
          >
            <span className="sr-only">{t`Hueco ${segment.gap + 1}`}: </span>
            {gap ? gap.accepted.join(' / ') : '…'}
            {gap?.choices ? (
              <span className="text-muted-foreground"> ({t`a elegir entre: ${gap.choices.join(', ')}`})</span>
            ) : null}
            <span className="sr-only"> {t`(correcta)`}</span>
          </mark>
        );
      })}
    </p>
  );
}
