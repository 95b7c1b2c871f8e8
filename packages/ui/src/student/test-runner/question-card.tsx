import { clsx } from 'clsx';
import { CheckIcon, CircleDotIcon, XIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { QuestionKind } from '../../domain/question-kind/question-kind';
import { esQuestions } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { ChoicePart } from './choice-part';
import { GapsPart } from './gaps-part';
import { ListeningPrompt } from './listening-prompt';
import { MatchingPart } from './matching-part';
import { OrderingPart } from './ordering-part';
import type { QuestionPartProps } from './part-props';
import { type SaveState, SaveStatus } from './save-status';
import { ShortAnswerPart } from './short-answer-part';
import { SpeakingPart } from './speaking-part';

/** How a graded question went, for a review of the test (the runner itself never knows). */
export type QuestionOutcome = 'correct' | 'wrong' | 'partial';

const parts: Record<QuestionKind, ComponentType<QuestionPartProps>> = {
  choice: ChoicePart,
  gaps: GapsPart,
  matching: MatchingPart,
  ordering: OrderingPart,
  short: ShortAnswerPart,
  speaking: SpeakingPart,
};

const outcomes = {
  correct: { Icon: CheckIcon, className: 'border-success/50 bg-success/10' },
  wrong: { Icon: XIcon, className: 'border-danger/50 bg-danger/10' },
  partial: { Icon: CircleDotIcon, className: 'border-warning/50 bg-warning/10' },
} as const;

export type QuestionCardProps = QuestionPartProps & {
  /** 'Pregunta 2 de 5'. */
  legend: string;
  /** Marked after a submit with questions left. */
  missing?: string | null;
  outcome?: QuestionOutcome | null;
  /** This question's answer on its way to the server, or kept in the browser. */
  saveState?: SaveState;
};

/** One question of a test: its text, a listening prompt if it has one, and the part of its kind. */
export function QuestionCard({
  legend,
  missing,
  outcome,
  saveState = 'idle',
  ...partProps
}: QuestionCardProps) {
  const text = useStrings('questions', esQuestions);
  const { question, idPrefix } = partProps;
  const Part = parts[question.kind ?? 'choice'];
  const mark = outcome ? outcomes[outcome] : null;
  return (
    <fieldset
      data-slot="question-card"
      data-kind={question.kind ?? 'choice'}
      aria-describedby={missing ? `${idPrefix}-missing` : undefined}
      className={clsx(
        'grid min-w-0 gap-3 rounded-lg border bg-card p-4 text-card-foreground',
        missing && 'border-warning',
        mark?.className,
      )}
    >
      <legend id={idPrefix} className="float-left grid w-full gap-1">
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium text-muted-foreground text-sm">{legend}</span>
          {mark ? (
            <span className="inline-flex items-center gap-1 font-semibold text-sm">
              <mark.Icon aria-hidden="true" className="size-4" />
              {text[outcome as QuestionOutcome]}
            </span>
          ) : null}
        </span>
        <span className="whitespace-pre-line break-words font-semibold text-base">{question.text}</span>
      </legend>
      {question.audio ? <ListeningPrompt audio={question.audio} /> : null}
      {missing ? (
        <p id={`${idPrefix}-missing`} className="font-medium text-sm text-warning">
          {missing}
        </p>
      ) : null}
      <Part {...partProps} />
      {saveState !== 'idle' ? <SaveStatus status={saveState} compact /> : null}
    </fieldset>
  );
}
