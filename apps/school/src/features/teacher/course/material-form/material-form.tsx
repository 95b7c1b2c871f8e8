import { addMaterialSchema, editMaterialSchema, materialFileError } from '@aula/forms';
import { Alert, Button, cn, Field, FilePicker, Input, UploadProgress } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { bodyResolver } from '../../form-resolver';

/** The schema's text fields, and the file's type and size, which only the form sees before uploading. */
export function materialResolver(mode: 'add' | 'edit') {
  return bodyResolver<MaterialFormValues>(
    mode === 'add' ? addMaterialSchema : editMaterialSchema,
    ({ title, youtubeLink }) => ({ title, youtubeLink }),
    ({ file }) => {
      const message = file ? materialFileError(file) : null;
      return message ? { file: { type: 'file', message } } : {};
    },
  );
}

export interface MaterialFormValues {
  title: string;
  youtubeLink: string;
  /** A new file to upload; null keeps the current one (edit) or uploads none (add). */
  file: File | null;
}

export type MaterialFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  mode: 'add' | 'edit';
  /** Edit: the prefilled title and link (spec section 2). */
  defaultValues?: Partial<Omit<MaterialFormValues, 'file'>>;
  /** Edit: whether the material has a file, and its name. */
  hasFile?: boolean;
  currentFileName?: string | null;
  onSubmit: (values: MaterialFormValues) => void | Promise<void>;
  submitting?: boolean;
  /** Share of the upload sent, 0 to 1, while submitting. */
  progress?: number | null;
  error?: string | null;
  /** Shown instead of the buttons once saved (the dialog closes shortly after). */
  success?: string | null;
  /** The file picker's `accept`, e.g. '.pdf,.doc,…'. */
  accept?: string;
  onCancel?: () => void;
};

/** Add and edit course material (spec section 5): title, optional YouTube link, optional file, upload progress. */
export function MaterialForm({
  mode,
  defaultValues,
  hasFile = false,
  currentFileName,
  onSubmit,
  submitting = false,
  progress,
  error,
  success,
  accept = '.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.txt',
  onCancel,
  className,
  ...props
}: MaterialFormProps) {
  const { t } = useLingui();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<MaterialFormValues>({
    resolver: materialResolver(mode),
    defaultValues: {
      title: defaultValues?.title ?? '',
      youtubeLink: defaultValues?.youtubeLink ?? '',
      file: null,
    },
    shouldFocusError: false,
  });
  const busy = submitting || Boolean(success);

  const edit = mode === 'edit';
  return (
    <form
      data-slot="material-form"
      noValidate
      className={cn('grid gap-4', className)}
      onSubmit={handleSubmit((values) => onSubmit(values))}
      {...props}
    >
      <Field label={t`Título`} required error={errors.title?.message}>
        <Input maxLength={200} disabled={busy} {...register('title')} />
      </Field>
      <Field
        label={t`Enlace de YouTube`}
        hint={t`Opcional. Admite enlaces watch, embed y youtu.be.`}
        error={errors.youtubeLink?.message}
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          disabled={busy}
          {...register('youtubeLink')}
        />
      </Field>
      <Field
        label={t`Archivo`}
        hint={
          edit ? (
            <>
              {hasFile
                ? t`Archivo actual: ${currentFileName ?? ''}. Elige otro para reemplazarlo.`
                : t`Este material no tiene archivo.`}{' '}
              {t`Opcional. PDF, DOC, DOCX, PPT, PPTX, XLS, XLSX o TXT; máximo 20 MB.`}
            </>
          ) : (
            t`Opcional. PDF, DOC, DOCX, PPT, PPTX, XLS, XLSX o TXT; máximo 20 MB.`
          )
        }
        error={errors.file?.message}
      >
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FilePicker
              accept={accept}
              disabled={busy}
              fileName={field.value?.name}
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
            />
          )}
        />
      </Field>

      {submitting && progress != null ? (
        <UploadProgress value={progress} label={(percent) => t`Progreso de la subida: ${percent}%`} />
      ) : null}

      {error ? <Alert variant="danger">{error}</Alert> : null}
      {success ? <Alert variant="success">{success}</Alert> : null}

      {success ? null : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button type="button" variant="outline" disabled={submitting} onClick={onCancel}>
              {t`Cancelar`}
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {edit
              ? submitting
                ? t`Guardando...`
                : t`Guardar cambios`
              : submitting
                ? t`Subiendo...`
                : t`Subir material`}
          </Button>
        </div>
      )}
    </form>
  );
}
