import { canSaveEvaluation, evaluationSchema } from '@aula/forms';
import { Alert, Button, cn, Field, Input, Textarea } from '@aula/ui';
import { ScoreBadge } from '@aula/ui/score-badge';
import { useLingui } from '@lingui/react/macro';
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import type { ComponentProps, FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useIntlLocale } from '../../../../i18n/locale-provider';
import { formatDateTime } from '../../course/activity-card/activity-format';
import { bodyResolver } from '../../form-resolver';
import { parseScore } from '../../validation';
import { SpeakingReview, type TestReview } from './speaking-review';

/** The evaluation as the server reads it: the score typed with either decimal separator, as a number. */
export const evaluationResolver = bodyResolver<EvaluationValues>(
  evaluationSchema.pick({ score: true, feedback: true }),
  (values) => ({ score: parseScore(values.score), feedback: values.feedback }),
);

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

export type EvaluationFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  result: EvaluationResult;
  onSubmit: (values: EvaluationValues) => void | Promise<void>;
  saving?: boolean;
  /** e.g. 'No se pudo guardar la evaluación.' */
  error?: string | null;
  onDownload?: () => void;
  downloading?: boolean;
  onCancel?: () => void;
  /** The Intl locale of the dates and the score; the page's language by default. */
  locale?: string;
  timeZone?: string;
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
  locale: localeProp,
  timeZone,
  className,
  ...props
}: EvaluationFormProps) {
  const { t } = useLingui();
  const pageLocale = useIntlLocale();
  const locale = localeProp ?? pageLocale;
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
        <dt className="font-medium">{t`Estudiante`}</dt>
        <dd className="text-muted-foreground">
          {result.studentName} <span className="whitespace-nowrap">(@{result.studentUsername})</span>
        </dd>
        <dt className="font-medium">{t`Actividad`}</dt>
        <dd className="text-muted-foreground">{result.activityTitle}</dd>
        <dt className="font-medium">{t`Curso`}</dt>
        <dd className="text-muted-foreground">{result.courseName}</dd>
        <dt className="font-medium">{t`Entregada`}</dt>
        <dd className="text-muted-foreground">
          <time dateTime={result.submittedAt}>{when(result.submittedAt)}</time>
        </dd>
      </dl>

      {result.review ? (
        <SpeakingReview review={result.review} locale={locale} />
      ) : (
        <>
          <section className="grid gap-1">
            <h3 className="font-medium text-sm">{t`Respuesta del estudiante`}</h3>
            <p className="max-h-48 overflow-y-auto whitespace-pre-line rounded-md bg-muted p-3 text-sm">
              {result.textAnswer?.trim() ? result.textAnswer : t`Sin respuesta escrita.`}
            </p>
          </section>

          <section className="grid gap-1">
            <h3 className="font-medium text-sm">{t`Archivo entregado`}</h3>
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
                  {downloading ? t`Descargando...` : t`Descargar archivo`}
                </Button>
              </div>
            ) : (
              <p className="text-muted-foreground text-sm">{t`Sin archivo adjunto.`}</p>
            )}
          </section>
        </>
      )}

      {evaluated ? (
        <Alert variant="info">
          <p>{t`Esta entrega ya está evaluada: la evaluación no se puede modificar.`}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <ScoreBadge score={result.score} formatLabel={(formatted) => t`Nota: ${formatted} sobre 10`} />
            {result.completedAt ? (
              <span className="text-muted-foreground">
                {t`Evaluada:`} <time dateTime={result.completedAt}>{when(result.completedAt)}</time>
              </span>
            ) : null}
          </p>
        </Alert>
      ) : null}

      <Field
        label={t`Nota (0 a 10)`}
        hint={evaluated ? undefined : t`Admite un decimal, por ejemplo 8,5.`}
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
      <Field label={t`Comentarios`} required={!evaluated} error={errors.feedback?.message}>
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
            {evaluated ? t`Cerrar` : t`Cancelar`}
          </Button>
        ) : null}
        {evaluated ? null : (
          <Button type="submit" loading={saving} disabled={!canSave}>
            {saving ? t`Guardando...` : t`Guardar evaluación`}
          </Button>
        )}
      </div>
    </form>
  );
}
