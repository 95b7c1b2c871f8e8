import { Alert, Button, cn, Field, FilePicker, Textarea, UploadProgress } from '@aula/ui';
import { type ChangeEvent, type ComponentProps, type FormEvent, useRef, useState } from 'react';

export interface TaskSubmissionValues {
  textAnswer: string;
  file: File | null;
}

export type TaskSubmissionErrors = Partial<Record<keyof TaskSubmissionValues, string>>;

export interface TaskSubmissionFormLabels {
  answer: string;
  answerPlaceholder: string;
  file: string;
  fileHint: string;
  selected: (name: string) => string;
  submit: string;
  incomplete: string;
  submitting: string;
  progress: (percent: number) => string;
  /** Read by screen readers after a required field's label. */
  required: string;
}

export const defaultTaskSubmissionFormLabels: TaskSubmissionFormLabels = {
  answer: 'Tu respuesta',
  answerPlaceholder: 'Escribe aquí tu respuesta...',
  file: 'Archivo adjunto',
  fileHint: 'PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, ZIP o RAR. Máximo 10MB.',
  selected: (name) => `Archivo seleccionado: ${name}`,
  submit: 'Enviar Tarea',
  incomplete: 'Completa todos los campos requeridos',
  submitting: 'Enviando...',
  progress: (percent) => `Subiendo archivo: ${percent}%`,
  required: 'obligatorio',
};

export type TaskSubmissionFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** Called with the answer and the file once `validate` finds nothing wrong. */
  onSubmit: (values: TaskSubmissionValues & { file: File }) => void;
  /**
   * The rules (the app passes @aula/forms' task schema): messages per field. Run on submit, and on the
   * file as soon as one is chosen.
   */
  validate?: (values: TaskSubmissionValues) => TaskSubmissionErrors;
  submitting?: boolean;
  /** Upload progress from 0 to 1 while submitting. */
  progress?: number | null;
  /** A failed submission's message. */
  error?: string | null;
  /** What the file picker offers, e.g. '.pdf,.docx'. */
  accept?: string;
  defaultValues?: Partial<TaskSubmissionValues>;
  labels?: Partial<TaskSubmissionFormLabels>;
};

/**
 * The hand-in of a written task: a required answer and a required file. The button stays disabled, reading
 * 'Completa todos los campos requeridos', until both are filled (spec section 2).
 */
export function TaskSubmissionForm({
  onSubmit,
  validate = () => ({}),
  submitting = false,
  progress,
  error,
  accept,
  defaultValues,
  labels,
  className,
  ...props
}: TaskSubmissionFormProps) {
  const text = { ...defaultTaskSubmissionFormLabels, ...labels };
  const [textAnswer, setTextAnswer] = useState(defaultValues?.textAnswer ?? '');
  const [file, setFile] = useState<File | null>(defaultValues?.file ?? null);
  const [errors, setErrors] = useState<TaskSubmissionErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const filled = textAnswer !== '' && file !== null;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const fileError = chosen ? validate({ textAnswer, file: chosen }).file : undefined;
    if (fileError) {
      // A refused file is not kept: the button goes back to asking for one.
      event.target.value = '';
      setFile(null);
    } else {
      setFile(chosen);
    }
    setErrors((current) => ({ ...current, file: fileError }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate({ textAnswer, file });
    setErrors(found);
    if (found.textAnswer || found.file || !file) return;
    onSubmit({ textAnswer, file });
  }

  return (
    <form
      data-slot="task-submission-form"
      noValidate
      onSubmit={handleSubmit}
      aria-busy={submitting || undefined}
      className={cn('grid gap-5', className)}
      {...props}
    >
      <Field
        requiredLabel={text.required}
        label={text.answer}
        required
        error={errors.textAnswer}
        disabled={submitting}
      >
        <Textarea
          rows={8}
          value={textAnswer}
          placeholder={text.answerPlaceholder}
          onChange={(event) => {
            setTextAnswer(event.target.value);
            if (errors.textAnswer) setErrors((current) => ({ ...current, textAnswer: undefined }));
          }}
        />
      </Field>
      <Field
        requiredLabel={text.required}
        label={text.file}
        required
        hint={text.fileHint}
        error={errors.file}
        disabled={submitting}
      >
        <FilePicker
          ref={fileInput}
          accept={accept}
          onChange={chooseFile}
          fileName={file?.name}
          labels={{ chosen: text.selected }}
        />
      </Field>

      {submitting && progress !== undefined && progress !== null ? (
        <UploadProgress value={progress} labels={{ progress: text.progress }} />
      ) : null}

      {error ? <Alert variant="danger">{error}</Alert> : null}

      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={submitting} disabled={!filled}>
          {submitting ? text.submitting : filled ? text.submit : text.incomplete}
        </Button>
      </div>
    </form>
  );
}
