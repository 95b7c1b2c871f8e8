import { ACTIVITY_TYPES } from '@aula/domain';
import { Alert, Button, Checkbox, cn, DateTimePicker, Field, Input, Textarea } from '@aula/ui';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { distinctMessages, type FormIssue, issueAt } from '../../form-issues';
import { newQuestion, type QuestionDraft } from '../../question-editor/question-drafts';
import { QuestionEditor } from '../../question-editor/question-editor';
import type { QuestionMedia } from '../../question-editor/question-media';
import { ACTIVITY_TYPE_LABELS, type ActivityKind } from '../activity-card/activity-format';

export interface ActivityFormValues {
  type: ActivityKind;
  title: string;
  description: string;
  /** The value of a datetime-local input, 'YYYY-MM-DDTHH:mm' in the teacher's time zone. */
  dueDate: string;
  /** A test's questions (ignored for a written task). */
  questions: QuestionDraft[];
  /** A test only: students may still take it after its due date (decision 103). */
  allowLateAttempts?: boolean;
}

export type ActivityFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  /**
   * 'create': the type is chosen here, the description is optional, one correct option per question and
   * each message under its field. 'edit': the type is fixed, several correct options, messages in one list.
   */
  mode: 'create' | 'edit';
  defaultValues?: Partial<ActivityFormValues>;
  /** The rules (from @aula/forms, wired by the app); an empty list lets the form submit. */
  validate?: (values: ActivityFormValues) => FormIssue[];
  onSubmit: (values: ActivityFormValues) => void | Promise<void>;
  submitting?: boolean;
  /** A failure to save, shown above the buttons. */
  error?: string | null;
  onCancel?: () => void;
  /** A test's audio prompts and pictures (the app wires the upload); without it, no media fields. */
  media?: QuestionMedia;
};

const empty: ActivityFormValues = { type: 'TASK', title: '', description: '', dueDate: '', questions: [] };

/** The create and edit activity forms (spec sections 4 and 5). */
export function ActivityForm({
  mode,
  defaultValues,
  validate,
  onSubmit,
  submitting = false,
  error,
  onCancel,
  media,
  className,
  ...props
}: ActivityFormProps) {
  const id = useId();
  const [values, setValues] = useState<ActivityFormValues>(() => ({ ...empty, ...defaultValues }));
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const [submitted, setSubmitted] = useState(false);
  // A file still uploading is not in the questions yet: saving waits for it.
  const [uploading, setUploading] = useState(false);
  const isTest = values.type === 'TEST';
  const create = mode === 'create';

  const update = (patch: Partial<ActivityFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first attempt, messages follow the edits.
    if (submitted) setIssues(validate?.(next) ?? []);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    setSubmitted(true);
    const found = validate?.(values) ?? [];
    setIssues(found);
    if (found.length > 0) return;
    await onSubmit(values);
  }

  const fieldError = (path: string) => (create ? issueAt(issues, path) : undefined);
  const invalid = (path: string) => (issueAt(issues, path) ? true : undefined);
  const list = create ? [] : distinctMessages(issues);

  return (
    <form
      data-slot="activity-form"
      noValidate
      className={cn('grid gap-4', className)}
      onSubmit={handleSubmit}
      {...props}
    >
      {list.length > 0 ? (
        <Alert variant="danger" title="Revisa lo siguiente:">
          <ul className="list-disc pl-4">
            {list.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {create ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">Tipo de actividad</legend>
          <div className="flex flex-wrap gap-4">
            {ACTIVITY_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={type}
                  className="size-4 accent-primary"
                  checked={values.type === type}
                  disabled={submitting}
                  onChange={() =>
                    update({
                      type,
                      questions:
                        type === 'TEST' && values.questions.length === 0 ? [newQuestion()] : values.questions,
                    })
                  }
                />
                {ACTIVITY_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-muted-foreground text-sm">
          <span className="font-medium text-foreground">Tipo de actividad:</span>{' '}
          {ACTIVITY_TYPE_LABELS[values.type]}. El tipo no se puede cambiar después de crear la actividad.
        </p>
      )}

      <Field label="Título" required error={fieldError('title')}>
        <Input
          value={values.title}
          maxLength={200}
          disabled={submitting}
          aria-invalid={invalid('title')}
          onChange={(event) => update({ title: event.target.value })}
        />
      </Field>
      <Field label="Descripción" required={!create} error={fieldError('description')}>
        <Textarea
          value={values.description}
          rows={3}
          disabled={submitting}
          aria-invalid={invalid('description')}
          onChange={(event) => update({ description: event.target.value })}
        />
      </Field>
      <Field label="Fecha límite" required error={fieldError('dueDate')}>
        <DateTimePicker
          value={values.dueDate}
          disabled={submitting}
          aria-invalid={invalid('dueDate')}
          onChange={(dueDate) => update({ dueDate })}
        />
      </Field>
      {isTest ? (
        <Checkbox
          label="Permitir intentos fuera de plazo"
          checked={values.allowLateAttempts === true}
          disabled={submitting}
          onCheckedChange={(checked) => update({ allowLateAttempts: checked === true })}
        />
      ) : null}

      {isTest ? (
        <section aria-labelledby={`${id}-questions`} className="grid gap-2">
          <h3 id={`${id}-questions`} className="font-semibold text-base">
            Preguntas
          </h3>
          {create && issueAt(issues, 'questions') ? (
            <p className="font-medium text-danger text-sm">{issueAt(issues, 'questions')}</p>
          ) : null}
          <QuestionEditor
            value={values.questions}
            onChange={(questions) => update({ questions })}
            mode={create ? 'single' : 'multiple'}
            issues={issues}
            showMessages={create}
            disabled={submitting}
            media={media}
            onUploadingChange={setUploading}
          />
        </section>
      ) : null}

      {error ? <Alert variant="danger">{error}</Alert> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" disabled={submitting} onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" loading={submitting} disabled={uploading}>
          {create
            ? submitting
              ? 'Creando...'
              : 'Crear actividad'
            : submitting
              ? 'Guardando...'
              : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}
