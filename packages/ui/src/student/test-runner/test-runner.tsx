import { clsx } from 'clsx';
import { LoaderCircleIcon } from 'lucide-react';
import { type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../components/alert/alert';
import { buttonVariants } from '../../components/button/button-variants';
import { formatScore } from '../../domain/score-badge/score';
import { formatLongDateTime } from '../format';
import { ResultDialog } from './result-dialog';
import { answerList, type TestAnswers, testProgress } from './test-progress';

export interface TestRunnerQuestion {
  id: number;
  text: string;
  options: { id: number; text: string }[];
}

export interface TestRunnerResult {
  /** Out of 10. */
  score: number;
  feedback?: string | null;
  completedAt: Date | string;
}

export interface TestRunnerAnswer {
  questionId: number;
  selectedOptionId: number;
}

export interface TestRunnerLabels {
  progress: (answered: number, total: number) => string;
  submit: (answered: number, total: number) => string;
  submitting: string;
  unanswered: string;
  questionLegend: (position: number, total: number) => string;
  notAnswered: string;
  resultTitle: string;
  autoCorrected: string;
  scoreLabel: string;
  scoreSpoken: (formatted: string) => string;
  feedback: string;
  completedAt: string;
  back: string;
}

export const defaultTestRunnerLabels: TestRunnerLabels = {
  progress: (answered, total) => `Progreso: ${answered} de ${total} preguntas respondidas`,
  submit: (answered, total) => `Enviar Test (${answered}/${total})`,
  submitting: 'Enviando...',
  unanswered: '⚠️ Por favor responde todas las preguntas antes de enviar el test.',
  questionLegend: (position, total) => `Pregunta ${position} de ${total}`,
  notAnswered: 'Sin responder',
  resultTitle: '¡Test Completado y Corregido!',
  autoCorrected: 'Test completado automáticamente',
  scoreLabel: 'Tu calificación',
  scoreSpoken: (formatted) => `${formatted} sobre 10`,
  feedback: 'Comentarios',
  completedAt: 'Completado el',
  back: 'Volver al curso',
};

export type TestRunnerProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'title'> & {
  /** The test's title (the page takes it from the first question's activityTitle). */
  title: string;
  questions: TestRunnerQuestion[];
  /** Called with one option per question, only when every question is answered. */
  onSubmit: (answers: TestRunnerAnswer[]) => void;
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
  labels?: Partial<TestRunnerLabels>;
  locale?: string;
  /** For the completion date; the browser's zone when omitted. */
  timeZone?: string;
  /** The title's heading level: h1 when the runner is the page, h2 (default) inside another page. */
  titleAs?: 'h1' | 'h2';
};

/**
 * A multiple-choice test: one radio group per question, a progress bar, and a submit button that counts the
 * answers. Submitting with questions left shows the warning at the top (focused, so the page scrolls to it and
 * screen readers announce it) and marks the unanswered questions. Independent of any API: give it questions
 * and an onSubmit. `className` is appended to the form's classes, conflicts unresolved: the runner does not
 * import Button (Radix Slot) nor Radix Dialog, to stay under its 15 KB budget (decisions 052, 057).
 */
export function TestRunner({
  title,
  questions,
  onSubmit,
  submitting = false,
  error,
  result,
  onReturn,
  defaultAnswers = {},
  labels,
  locale = 'es-ES',
  timeZone,
  titleAs: Title = 'h2',
  className,
  ...props
}: TestRunnerProps) {
  const text = { ...defaultTestRunnerLabels, ...labels };
  const [answers, setAnswers] = useState<TestAnswers>(defaultAnswers);
  const [showWarning, setShowWarning] = useState(false);
  const warningRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();
  const progress = testProgress(questions, answers);
  const locked = submitting || Boolean(result);

  function choose(questionId: number, optionId: number) {
    setAnswers((current) => ({ ...current, [questionId]: optionId }));
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
        {questions.map((question, index) => {
          const missing = showWarning && answers[question.id] === undefined;
          const legendId = `${baseId}-q${question.id}`;
          return (
            <li key={question.id}>
              <fieldset
                aria-describedby={missing ? `${legendId}-missing` : undefined}
                className={clsx(
                  'grid min-w-0 gap-3 rounded-lg border bg-card p-4 text-card-foreground',
                  missing && 'border-warning',
                )}
              >
                <legend id={legendId} className="float-left grid w-full gap-1">
                  <span className="font-medium text-muted-foreground text-sm">
                    {text.questionLegend(index + 1, questions.length)}
                  </span>
                  <span className="whitespace-pre-line break-words font-semibold text-base">
                    {question.text}
                  </span>
                </legend>
                {missing ? (
                  <p id={`${legendId}-missing`} className="font-medium text-sm text-warning">
                    {text.notAnswered}
                  </p>
                ) : null}
                <div className="grid gap-2">
                  {question.options.map((option) => {
                    const inputId = `${legendId}-o${option.id}`;
                    return (
                      <label
                        key={option.id}
                        htmlFor={inputId}
                        className="flex cursor-pointer items-start gap-3 rounded-md border border-border px-3 py-2 text-sm transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                      >
                        <input
                          id={inputId}
                          type="radio"
                          name={`${baseId}-question-${question.id}`}
                          value={option.id}
                          checked={answers[question.id] === option.id}
                          onChange={() => choose(question.id, option.id)}
                          disabled={locked}
                          className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
                        />
                        <span className="break-words">{option.text}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </li>
          );
        })}
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
          title={text.resultTitle}
          description={text.autoCorrected}
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
                <span aria-hidden="true">{formatScore(result.score, locale)}/10</span>
                <span className="sr-only">{text.scoreSpoken(formatScore(result.score, locale))}</span>
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
