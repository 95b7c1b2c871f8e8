import { canSaveEvaluation } from '@aula/forms';
import { Alert, Button, cn, Field, Input, Textarea } from '@aula/ui';
import { ScoreBadge } from '@aula/ui/score-badge';
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import type { ComponentProps, FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '../../course/activity-card/activity-format';
import { evaluationResolver } from '../../validation';
import {
  defaultSpeakingReviewLabels,
  SpeakingReview,
  type SpeakingReviewLabels,
  type TestReview,
} from './speaking-review';

export interface EvaluationResult {
  studentName: string;
  studentUsername: string;
  activityTitle: string;
  courseName: string;
  submittedAt: string;
  textAnswer: string | null;
  fileName: string | null;
  hasFile: boolean;
  /** Null while pending; once set, the form is read-only (spec section 4). */
  score: number | null;
  feedback: string | null;
  completedAt: string | null;
  /** A test with speaking answers: shown instead of the written answer and the file. */
  review?: TestReview;
}

/** What the teacher typed: the score as written ('8,5' or '8.5'). */
export interface EvaluationValues {
  score: string;
  feedback: string;
}

export interface EvaluationFormLabels {
  student: string;
  activity: string;
  course: string;
  submittedAt: string;
  answer: string;
  noAnswer: string;
  file: string;
  noFile: string;
  download: string;
  downloading: string;
  score: string;
  scoreHint: string;
  feedback: string;
  save: string;
  saving: string;
  cancel: string;
  close: string;
  evaluatedAt: string;
  readOnly: string;
  /** Read by screen readers after a required field's label. */
  required: string;
  /** What a screen reader hears for a grade badge. */
  scoreSpoken: (formatted: string) => string;
  speakingReview: SpeakingReviewLabels;
}

export const defaultEvaluationFormLabels: EvaluationFormLabels = {
  student: 'Estudiante',
  activity: 'Actividad',
  course: 'Curso',
  submittedAt: 'Entregada',
  answer: 'Respuesta del estudiante',
  noAnswer: 'Sin respuesta escrita.',
  file: 'Archivo entregado',
  noFile: 'Sin archivo adjunto.',
  download: 'Descargar archivo',
  downloading: 'Descargando...',
  score: 'Nota (0 a 10)',
  scoreHint: 'Admite un decimal, por ejemplo 8,5.',
  feedback: 'Comentarios',
  save: 'Guardar evaluación',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  close: 'Cerrar',
  evaluatedAt: 'Evaluada',
  readOnly: 'Esta entrega ya está evaluada: la evaluación no se puede modificar.',
  scoreSpoken: (formatted) => `Nota: ${formatted} sobre 10`,
  required: 'obligatorio',
  speakingReview: defaultSpeakingReviewLabels,
};

export type EvaluationFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  result: EvaluationResult;
  onSubmit: (values: EvaluationValues) => void | Promise<void>;
  saving?: boolean;
  /** e.g. 'No se pudo guardar la evaluación.' */
  error?: string | null;
  onDownload?: () => void;
  downloading?: boolean;
  onCancel?: () => void;
  locale?: string;
  timeZone?: string;
  labels?: Partial<EvaluationFormLabels>;
};

/**
 * The evaluation of a submitted task (spec sections 2, 4 and 5): the student's answer and file, a score
 * from 0 to 10 in steps of 0.1 and feedback. Read-only once evaluated.
 */
export function EvaluationForm({
  result,
  onSubmit,
  saving = false,
  error,
  onDownload,
  downloading = false,
  onCancel,
  locale = 'es-ES',
  timeZone,
  labels,
  className,
  ...props
}: EvaluationFormProps) {
  const text = { ...defaultEvaluationFormLabels, ...labels };
  const evaluated = result.score !== null;
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm<EvaluationValues>({
    resolver: evaluationResolver,
    defaultValues: {
      score: evaluated ? String(result.score).replace('.', ',') : '',
      feedback: result.feedback ?? '',
    },
    shouldFocusError: false,
  });
  const [score, feedback] = watch(['score', 'feedback']);
  const canSave = !evaluated && canSaveEvaluation(score, feedback);
  const when = (date: string) => formatDateTime(date, { locale, timeZone });

  // Spec section 5: without a score and feedback nothing is checked or sent (Enter in a field included).
  function submit(event: FormEvent<HTMLFormElement>) {
    if (canSave) return handleSubmit((values) => onSubmit(values))(event);
    event.preventDefault();
  }

  return (
    <form
      data-slot="evaluation-form"
      noValidate
      className={cn('grid gap-4', className)}
      onSubmit={submit}
      {...props}
    >
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{text.student}</dt>
        <dd className="text-muted-foreground">
          {result.studentName} <span className="whitespace-nowrap">(@{result.studentUsername})</span>
        </dd>
        <dt className="font-medium">{text.activity}</dt>
        <dd className="text-muted-foreground">{result.activityTitle}</dd>
        <dt className="font-medium">{text.course}</dt>
        <dd className="text-muted-foreground">{result.courseName}</dd>
        <dt className="font-medium">{text.submittedAt}</dt>
        <dd className="text-muted-foreground">
          <time dateTime={result.submittedAt}>{when(result.submittedAt)}</time>
        </dd>
      </dl>

      {result.review ? (
        <SpeakingReview review={result.review} locale={locale} text={text.speakingReview} />
      ) : (
        <>
          <section className="grid gap-1">
            <h3 className="font-medium text-sm">{text.answer}</h3>
            <p className="max-h-48 overflow-y-auto whitespace-pre-line rounded-md bg-muted p-3 text-sm">
              {result.textAnswer?.trim() ? result.textAnswer : text.noAnswer}
            </p>
          </section>

          <section className="grid gap-1">
            <h3 className="font-medium text-sm">{text.file}</h3>
            {result.hasFile ? (
              <div className="flex flex-wrap items-center gap-3">
                {result.fileName ? (
                  <span className="inline-flex min-w-0 items-center gap-1 text-muted-foreground text-sm">
                    <FileTextIcon aria-hidden="true" className="size-4 shrink-0" />
                    <span className="truncate">{result.fileName}</span>
                  </span>
                ) : null}
                <Button type="button" variant="outline" size="sm" loading={downloading} onClick={onDownload}>
                  <DownloadIcon aria-hidden="true" />
                  {downloading ? text.downloading : text.download}
                </Button>
              </div>
            ) : (
              <p className="text-muted-foreground text-sm">{text.noFile}</p>
            )}
          </section>
        </>
      )}

      {evaluated ? (
        <Alert variant="info">
          <p>{text.readOnly}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <ScoreBadge score={result.score} locale={locale} formatLabel={text.scoreSpoken} />
            {result.completedAt ? (
              <span className="text-muted-foreground">
                {text.evaluatedAt}: <time dateTime={result.completedAt}>{when(result.completedAt)}</time>
              </span>
            ) : null}
          </p>
        </Alert>
      ) : null}

      <Field
        requiredLabel={text.required}
        label={text.score}
        hint={evaluated ? undefined : text.scoreHint}
        required={!evaluated}
        error={errors.score?.message}
      >
        {/* The width is the wrapper's: the input's own `w-full` is not overridden (decision 124). */}
        <div className="w-32">
          {/* Text, not number: a number input reads '8,5' by the browser's language (85 in English), and
              the school writes a decimal comma; the schema reads both separators. */}
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            readOnly={evaluated}
            disabled={saving}
            {...register('score')}
          />
        </div>
      </Field>
      <Field
        requiredLabel={text.required}
        label={text.feedback}
        required={!evaluated}
        error={errors.feedback?.message}
      >
        <Textarea
          rows={4}
          maxLength={2000}
          readOnly={evaluated}
          disabled={saving}
          {...register('feedback')}
        />
      </Field>

      {error ? <Alert variant="danger">{error}</Alert> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
            {evaluated ? text.close : text.cancel}
          </Button>
        ) : null}
        {evaluated ? null : (
          <Button type="submit" loading={saving} disabled={!canSave}>
            {saving ? text.saving : text.save}
          </Button>
        )}
      </div>
    </form>
  );
}
