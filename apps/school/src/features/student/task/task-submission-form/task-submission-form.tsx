import { taskSubmissionSchema } from '@aula/forms';
import { Alert, Button, cn, Field, FilePicker, Textarea, UploadProgress } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent, ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { translatedResolver } from '../../../../i18n/form-messages';

export interface TaskSubmissionValues {
  textAnswer: string;
  file: File | null;
}

export type TaskSubmissionFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** Called with the answer and the file once @aula/forms' task schema finds nothing wrong. */
  onSubmit: (values: TaskSubmissionValues & { file: File }) => void;
  submitting?: boolean;
  /** Upload progress from 0 to 1 while submitting. */
  progress?: number | null;
  /** A failed submission's message. */
  error?: string | null;
  /** What the file picker offers, e.g. '.pdf,.docx'. */
  accept?: string;
  defaultValues?: Partial<TaskSubmissionValues>;
};

/**
 * The hand-in of a written task: a required answer and a required file. The button stays disabled, reading
 * 'Completa todos los campos requeridos', until both are filled (spec section 2). The schema runs on submit,
 * and on the file as soon as one is chosen; typing clears the answer's message rather than re-checking it.
 */
export function TaskSubmissionForm({
  onSubmit,
  submitting = false,
  progress,
  error,
  accept,
  defaultValues,
  className,
  ...props
}: TaskSubmissionFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: translatedResolver(zodResolver(taskSubmissionSchema)),
    defaultValues: { textAnswer: defaultValues?.textAnswer ?? '', file: defaultValues?.file ?? null },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [textAnswer, file] = useWatch({ control, name: ['textAnswer', 'file'] });
  const filled = textAnswer !== '' && file !== null;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const fileError = chosen
      ? taskSubmissionSchema
          .safeParse({ textAnswer, file: chosen })
          .error?.issues.find((issue) => issue.path[0] === 'file')?.message
      : undefined;
    // A refused file is not kept: the button goes back to asking for one.
    if (fileError) event.target.value = '';
    setValue('file', fileError ? null : chosen);
    if (fileError) setError('file', { message: fileError });
    else clearErrors('file');
  }

  const submit = handleSubmit(({ textAnswer, file }) => {
    if (submitting || !(file instanceof File)) return;
    onSubmit({ textAnswer, file });
  });

  return (
    <form
      data-slot="task-submission-form"
      noValidate
      onSubmit={submit}
      aria-busy={submitting || undefined}
      className={cn('grid gap-5', className)}
      {...props}
    >
      <Field label="Tu respuesta" required error={errors.textAnswer?.message} disabled={submitting}>
        <Textarea
          rows={8}
          placeholder="Escribe aquí tu respuesta..."
          {...register('textAnswer', { onChange: () => clearErrors('textAnswer') })}
        />
      </Field>
      <Field
        label="Archivo adjunto"
        required
        hint="PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, ZIP o RAR. Máximo 10MB."
        error={errors.file?.message}
        disabled={submitting}
      >
        <FilePicker
          accept={accept}
          onChange={chooseFile}
          fileName={file?.name}
          chosenLabel={(name) => `Archivo seleccionado: ${name}`}
        />
      </Field>

      {submitting && progress !== undefined && progress !== null ? (
        <UploadProgress value={progress} label={(percent) => `Subiendo archivo: ${percent}%`} />
      ) : null}

      {error ? <Alert variant="danger">{error}</Alert> : null}

      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={submitting} disabled={!filled}>
          {submitting ? 'Enviando...' : filled ? 'Enviar Tarea' : 'Completa todos los campos requeridos'}
        </Button>
      </div>
    </form>
  );
}
