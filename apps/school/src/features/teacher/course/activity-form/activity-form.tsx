import { ACTIVITY_TYPES } from '@aula/domain';
import { Alert, Button, Checkbox, cn, DateTimePicker, Field, Input, Textarea } from '@aula/ui';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { distinctMessages, type FormIssue, issueAt } from '../../form-issues';
import { newQuestion, type QuestionDraft } from '../../question-editor/question-drafts';
import { QuestionEditor, type QuestionEditorLabels } from '../../question-editor/question-editor';
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

export interface ActivityFormLabels {
  type: string;
  types: Record<ActivityKind, string>;
  typeFixed: string;
  title: string;
  description: string;
  dueDate: string;
  questions: string;
  allowLateAttempts: string;
  submitCreate: string;
  submittingCreate: string;
  submitEdit: string;
  submittingEdit: string;
  cancel: string;
  issuesTitle: string;
  /** Read by screen readers after a required field's label. */
  required: string;
  questionEditor?: Partial<QuestionEditorLabels>;
}

export const defaultActivityFormLabels: ActivityFormLabels = {
  type: 'Tipo de actividad',
  types: ACTIVITY_TYPE_LABELS,
  typeFixed: 'El tipo no se puede cambiar después de crear la actividad.',
  title: 'Título',
  description: 'Descripción',
  dueDate: 'Fecha límite',
  questions: 'Preguntas',
  allowLateAttempts: 'Permitir intentos fuera de plazo',
  submitCreate: 'Crear actividad',
  submittingCreate: 'Creando...',
  submitEdit: 'Guardar cambios',
  submittingEdit: 'Guardando...',
  cancel: 'Cancelar',
  issuesTitle: 'Revisa lo siguiente:',
  required: 'obligatorio',
};

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
  labels?: Partial<ActivityFormLabels>;
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
  labels,
  className,
  ...props
}: ActivityFormProps) {
  const text = { ...defaultActivityFormLabels, ...labels };
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
        <Alert variant="danger" title={text.issuesTitle}>
          <ul className="list-disc pl-4">
            {list.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {create ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">{text.type}</legend>
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
                {text.types[type]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-muted-foreground text-sm">
          <span className="font-medium text-foreground">{text.type}:</span> {text.types[values.type]}.{' '}
          {text.typeFixed}
        </p>
      )}

      <Field requiredLabel={text.required} label={text.title} required error={fieldError('title')}>
        <Input
          value={values.title}
          maxLength={200}
          disabled={submitting}
          aria-invalid={invalid('title')}
          onChange={(event) => update({ title: event.target.value })}
        />
      </Field>
      <Field
        requiredLabel={text.required}
        label={text.description}
        required={!create}
        error={fieldError('description')}
      >
        <Textarea
          value={values.description}
          rows={3}
          disabled={submitting}
          aria-invalid={invalid('description')}
          onChange={(event) => update({ description: event.target.value })}
        />
      </Field>
      <Field requiredLabel={text.required} label={text.dueDate} required error={fieldError('dueDate')}>
        <DateTimePicker
          value={values.dueDate}
          disabled={submitting}
          aria-invalid={invalid('dueDate')}
          onChange={(dueDate) => update({ dueDate })}
        />
      </Field>
      {isTest ? (
        <Checkbox
          label={text.allowLateAttempts}
          checked={values.allowLateAttempts === true}
          disabled={submitting}
          onCheckedChange={(checked) => update({ allowLateAttempts: checked === true })}
        />
      ) : null}

      {isTest ? (
        <section aria-labelledby={`${id}-questions`} className="grid gap-2">
          <h3 id={`${id}-questions`} className="font-semibold text-base">
            {text.questions}
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
            labels={text.questionEditor}
          />
        </section>
      ) : null}

      {error ? <Alert variant="danger">{error}</Alert> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" disabled={submitting} onClick={onCancel}>
            {text.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting} disabled={uploading}>
          {create
            ? submitting
              ? text.submittingCreate
              : text.submitCreate
            : submitting
              ? text.submittingEdit
              : text.submitEdit}
        </Button>
      </div>
    </form>
  );
}
