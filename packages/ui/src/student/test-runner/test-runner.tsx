import { clsx } from 'clsx';
import { LoaderCircleIcon } from 'lucide-react';
import { type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../components/alert/alert';
import { buttonVariants } from '../../components/button/button-variants';
import { formatScore } from '../../domain/score-badge/score';
import { esLocale, esTestRunner } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { formatLongDateTime } from '../format';
import { QuestionCard, type QuestionOutcome } from './question-card';
import {
  answerOf,
  type QuestionAnswer,
  type TestRunnerAnswer,
  type TestRunnerQuestion,
} from './question-kinds';
import { ResultDialog } from './result-dialog';
import { type SaveState, SaveStatus } from './save-status';
import { answerList, type TestAnswers, testProgress } from './test-progress';

export interface TestRunnerResult {
  /** Out of 10; null while a speaking answer waits for the teacher. */
  score: number | null;
  feedback?: string | null;
  completedAt: Date | string;
  /** A speaking question not graded yet: the dialog says 'pendiente de corrección' instead of a score. */
  pendingReview?: boolean;
}

export type TestRunnerProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'title'> & {
  /** The test's title (the page takes it from the first question's activityTitle). */
  title: string;
  questions: TestRunnerQuestion[];
  /** Called with one answer per question, only when every question is fully answered. */
  onSubmit: (answers: TestRunnerAnswer[]) => void;
  /** Each change of an answer, as the server takes it (to save the draft as the student goes). */
  onAnswerChange?: (answer: TestRunnerAnswer) => void;
  /** Speaking questions: uploads a recording and resolves to its stored name (see SpeakingPart). */
  onRecording?: (questionId: number, file: Blob, onProgress: (fraction: number) => void) => Promise<string>;
  /** Where the answers are, under the progress ('Guardado', 'Sin conexión…'); give 'idle' before the first save. */
  saveStatus?: SaveState;
  /** The same for single questions whose answer is on its way or waiting for the network. */
  questionSaveStates?: Readonly<Record<number, SaveState>>;
  /** A review of a graded test: how each question went. */
  outcomes?: Readonly<Record<number, QuestionOutcome>>;
  /** While the submission is on its way: inputs and button are disabled. */
  submitting?: boolean;
  /** A failed submission's message, shown above the button. */
  error?: string | null;
  /** The graded result: shows the result dialog. */
  result?: TestRunnerResult | null;
  /** The result dialog's button (back to the course). */
  onReturn?: () => void;
  /** Answers to start from (a restored draft, a story). */
  defaultAnswers?: TestAnswers;
  /** For the completion date; the browser's zone when omitted. */
  timeZone?: string;
  /** The title's heading level: h1 when the runner is the page, h2 (default) inside another page. */
  titleAs?: 'h1' | 'h2';
};

/**
 * A test of any question kinds (choice, gaps, matching, ordering, short answer, speaking): one card per
 * question, a progress bar, and a submit button that counts the fully answered questions. Submitting with questions left shows the warning at the top (focused, so the page scrolls to it and
 * screen readers announce it) and marks the unanswered questions. Independent of any API: give it questions
 * and an onSubmit. `className` is appended to the form's classes, conflicts unresolved: the runner does not
 * import Button (Radix Slot) nor Radix Dialog, to stay under its 15 KB budget (decisions 052, 057).
 */
export function TestRunner({
  title,
  questions,
  onSubmit,
  onAnswerChange,
  onRecording,
  saveStatus,
  questionSaveStates,
  outcomes,
  submitting = false,
  error,
  result,
  onReturn,
  defaultAnswers = {},
  timeZone,
  titleAs: Title = 'h2',
  className,
  ...props
}: TestRunnerProps) {
  const locale = useStrings('locale', esLocale);
  const text = useStrings('testRunner', esTestRunner);
  const [answers, setAnswers] = useState<TestAnswers>(defaultAnswers);
  const [showWarning, setShowWarning] = useState(false);
  const warningRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();
  const progress = testProgress(questions, answers);
  const locked = submitting || Boolean(result);
  const unanswered = new Set(progress.unanswered);

  function change(question: TestRunnerQuestion, answer: QuestionAnswer) {
    setAnswers((current) => ({ ...current, [question.id]: answer }));
    onAnswerChange?.(answerOf(question, answer));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    if (!progress.complete) {
      setShowWarning(true);
      // After the warning renders: bring the top of the test into view and move focus to the warning.
      requestAnimationFrame(() => {
        headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        warningRef.current?.focus({ preventScroll: true });
      });
      return;
    }
    setShowWarning(false);
    onSubmit(answerList(questions, answers));
  }

  const progressText = text.progress(progress.answered, progress.total);

  return (
    <form
      data-slot="test-runner"
      noValidate
      aria-labelledby={`${baseId}-title`}
      onSubmit={handleSubmit}
      className={clsx('grid gap-6', className)}
      {...props}
    >
      <header className="grid gap-3">
        <Title ref={headingRef} id={`${baseId}-title`} className="scroll-mt-4 font-bold text-2xl">
          {title}
        </Title>
        <div className="grid gap-1.5">
          <p id={`${baseId}-progress`} className="text-muted-foreground text-sm" aria-live="polite">
            {progressText}
          </p>
          <div
            role="progressbar"
            aria-labelledby={`${baseId}-progress`}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.answered}
            aria-valuetext={progressText}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
        {saveStatus ? <SaveStatus status={saveStatus} /> : null}
        {showWarning && !progress.complete ? (
          <div
            ref={warningRef}
            tabIndex={-1}
            className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Alert variant="warning">{text.unanswered}</Alert>
          </div>
        ) : null}
      </header>

      <ol className="grid gap-4">
        {questions.map((question, index) => (
          <li key={question.id}>
            <QuestionCard
              question={question}
              answer={answers[question.id]}
              onAnswer={(answer) => change(question, answer)}
              onRecording={onRecording && ((file, onProgress) => onRecording(question.id, file, onProgress))}
              disabled={locked}
              idPrefix={`${baseId}-q${question.id}`}
              legend={text.questionLegend(index + 1, questions.length)}
              missing={showWarning && unanswered.has(question.id) ? text.notAnswered : null}
              outcome={outcomes?.[question.id]}
              saveState={questionSaveStates?.[question.id]}
            />
          </li>
        ))}
      </ol>

      {error ? <Alert variant="danger">{error}</Alert> : null}

      <div className="flex justify-end">
        <button
          type="submit"
          data-slot="button"
          // The large size's height and padding with the text size it always showed (its `text-base` lost to `text-sm`).
          className={clsx(buttonVariants({ size: null }), 'h-11 px-6 text-sm')}
          aria-busy={submitting || undefined}
          disabled={submitting || Boolean(result)}
        >
          {submitting ? (
            <LoaderCircleIcon aria-hidden="true" data-slot="button-spinner" className="animate-spin" />
          ) : null}
          {submitting ? text.submitting : text.submit(progress.answered, progress.total)}
        </button>
      </div>

      {result ? (
        <ResultDialog
          title={result.pendingReview ? text.pendingTitle : text.resultTitle}
          description={result.pendingReview ? text.pendingDescription : text.autoCorrected}
          onDismiss={onReturn}
          footer={
            <button type="button" data-slot="button" className={buttonVariants()} onClick={onReturn}>
              {text.back}
            </button>
          }
        >
          <dl className="grid gap-4">
            <div className="grid gap-1 text-center">
              <dt className="text-muted-foreground text-sm">{text.scoreLabel}</dt>
              <dd className="font-bold text-4xl tabular-nums">
                {result.score === null || result.pendingReview ? (
                  <span className="text-2xl">{text.pendingScore}</span>
                ) : (
                  <>
                    <span aria-hidden="true">{formatScore(result.score, locale)}/10</span>
                    <span className="sr-only">{text.scoreSpoken(formatScore(result.score, locale))}</span>
                  </>
                )}
              </dd>
            </div>
            {result.feedback ? (
              <div className="grid gap-1">
                <dt className="font-medium text-sm">{text.feedback}</dt>
                <dd className="whitespace-pre-line text-sm">{result.feedback}</dd>
              </div>
            ) : null}
            <div className="grid gap-1">
              <dt className="font-medium text-sm">{text.completedAt}</dt>
              <dd className="text-sm">
                <time dateTime={new Date(result.completedAt).toISOString()}>
                  {formatLongDateTime(result.completedAt, locale, timeZone)}
                </time>
              </dd>
            </div>
          </dl>
        </ResultDialog>
      ) : null}
    </form>
  );
}
