import { ACTIVITY_TYPES } from '@aula/domain';
import { Alert, Button, Checkbox, cn, DateTimePicker, Field, Input, Textarea } from '@aula/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentProps, useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { activityTypeWords } from '../../../../i18n/domain-words';
import { errorIssues, issueAt } from '../../form-issues';
import { useMediaUploads } from '../../question-editor/media-uploads';
import { newQuestion } from '../../question-editor/question-drafts';
import { QuestionEditor } from '../../question-editor/question-editor';
import type { QuestionMedia } from '../../question-editor/question-media';
import { activityMessages, activityResolver } from '../../validation';
import type { ActivityFormValues } from './activity-values';

export type { ActivityFormValues };

export type ActivityFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  /**
   * 'create': the type is chosen here, the description is optional, one correct option per question and
   * each message under its field. 'edit': the type is fixed, several correct options, messages in one list.
   */
  mode: 'create' | 'edit';
  defaultValues?: Partial<ActivityFormValues>;
  onSubmit: (values: ActivityFormValues) => void | Promise<void>;
  submitting?: boolean;
  /** A failure to save, shown above the buttons. */
  error?: string | null;
  onCancel?: () => void;
  /** A test's audio prompts and pictures (the app wires the upload); without it, no media fields. */
  media?: QuestionMedia;
};

const empty: ActivityFormValues = { type: 'TASK', title: '', description: '', dueDate: '', questions: [] };

/** The create and edit activity forms (spec sections 4 and 5), checked by the @aula/forms activity schema. */
export function ActivityForm({
  mode,
  defaultValues,
  onSubmit,
  submitting = false,
  error,
  onCancel,
  media,
  className,
  ...props
}: ActivityFormProps) {
  const { t } = useLingui();
  const id = useId();
  const form = useForm<ActivityFormValues>({
    resolver: activityResolver(mode),
    defaultValues: { ...empty, ...defaultValues },
    shouldFocusError: false,
  });
  const {
    register,
    control,
    watch,
    getValues,
    setValue,
    trigger,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = form;
  const uploads = useMediaUploads();
  const type = watch('type');
  const isTest = type === 'TEST';
  const create = mode === 'create';
  const typeName = t(activityTypeWords[type]);

  const issues = errorIssues(errors);
  const fieldError = (path: string) => (create ? issueAt(issues, path) : undefined);
  const invalid = (path: string) => (issueAt(issues, path) ? true : undefined);
  // Once a field is marked, the list above says every message of the values as they are now.
  const list = create || issues.length === 0 ? [] : activityMessages(mode, getValues());

  function chooseType(next: ActivityFormValues['type']) {
    setValue('type', next);
    if (next === 'TEST' && getValues('questions').length === 0) setValue('questions', [newQuestion()]);
    // After a first attempt, messages follow the edits: the type decides which rules apply.
    if (isSubmitted) void trigger();
  }

  return (
    <form
      data-slot="activity-form"
      noValidate
      className={cn('grid gap-4', className)}
      onSubmit={(event) => {
        // A file still uploading is not in the questions yet: saving waits for it.
        if (uploads.busy) return event.preventDefault();
        void handleSubmit((values) => onSubmit(values))(event);
      }}
      {...props}
    >
      {list.length > 0 ? (
        <Alert variant="danger" title={t`Revisa lo siguiente:`}>
          <ul className="list-disc pl-4">
            {list.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {create ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">{t`Tipo de actividad`}</legend>
          <div className="flex flex-wrap gap-4">
            {ACTIVITY_TYPES.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={choice}
                  className="size-4 accent-primary"
                  checked={choice === type}
                  disabled={submitting}
                  onChange={() => chooseType(choice)}
                />
                {t(activityTypeWords[choice])}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-muted-foreground text-sm">
          <Trans>
            <span className="font-medium text-foreground">Tipo de actividad:</span> {typeName}. El tipo no se
            puede cambiar después de crear la actividad.
          </Trans>
        </p>
      )}

      <Field label={t`Título`} required error={fieldError('title')}>
        <Input maxLength={200} disabled={submitting} aria-invalid={invalid('title')} {...register('title')} />
      </Field>
      <Field label={t`Descripción`} required={!create} error={fieldError('description')}>
        <Textarea
          rows={3}
          disabled={submitting}
          aria-invalid={invalid('description')}
          {...register('description')}
        />
      </Field>
      <Field label={t`Fecha límite`} required error={fieldError('dueDate')}>
        <Controller
          control={control}
          name="dueDate"
          render={({ field }) => (
            <DateTimePicker
              value={field.value}
              disabled={submitting}
              aria-invalid={invalid('dueDate')}
              onChange={field.onChange}
            />
          )}
        />
      </Field>
      {isTest ? (
        <Controller
          control={control}
          name="allowLateAttempts"
          render={({ field }) => (
            <Checkbox
              label={t`Permitir intentos fuera de plazo`}
              checked={field.value === true}
              disabled={submitting}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
      ) : null}

      {isTest ? (
        <section aria-labelledby={`${id}-questions`} className="grid gap-2">
          <h3 id={`${id}-questions`} className="font-semibold text-base">
            {t`Preguntas`}
          </h3>
          {create && issueAt(issues, 'questions') ? (
            <p className="font-medium text-danger text-sm">{issueAt(issues, 'questions')}</p>
          ) : null}
          <FormProvider {...form}>
            <QuestionEditor
              mode={create ? 'single' : 'multiple'}
              showMessages={create}
              disabled={submitting}
              media={media}
              uploads={uploads}
            />
          </FormProvider>
        </section>
      ) : null}

      {error ? <Alert variant="danger">{error}</Alert> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" disabled={submitting} onClick={onCancel}>
            {t`Cancelar`}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting} disabled={uploads.busy}>
          {create
            ? submitting
              ? t`Creando...`
              : t`Crear actividad`
            : submitting
              ? t`Guardando...`
              : t`Guardar cambios`}
        </Button>
      </div>
    </form>
  );
}
