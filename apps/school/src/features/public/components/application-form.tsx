import { applicationFieldsSchema, cvFileError, HONEYPOT_FIELD } from '@aula/forms';
import { Alert, Button, Field, Input, Textarea, UploadProgress } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../../api/public-forms';
import { errorDetail } from '../../../api-errors';
import { translatedResolver } from '../../../i18n/form-messages';
import { ErrorCode } from '../../../shell/error-code';
import { Honeypot } from './honeypot';

const FAILED = 'No hemos podido enviar tu candidatura. Revisa tu conexión e inténtalo de nuevo.';
const cvProgress = (percent: number) => `Enviando el currículum: ${percent} %`;

/**
 * The application to one position (decision 144): name, e-mail, languages, a cover letter and the CV as a
 * PDF up to 5 MB, sent with a progress bar. A refusal keeps everything typed and the chosen file.
 */
export function ApplicationForm({
  positionId,
  positionTitle,
}: {
  positionId: number;
  positionTitle: string;
}) {
  const [cv, setCv] = useState<File | undefined>();
  const [cvError, setCvError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; error?: unknown } | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: translatedResolver(zodResolver(applicationFieldsSchema)),
    defaultValues: { name: '', email: '', languages: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const fileError = cvFileError(cv);
    setCvError(fileError);
    if (fileError || !cv) return;
    setFailure(null);
    setProgress(0);
    try {
      const answer = await api.publicForms.apply(
        positionId,
        { ...values, message: values.message ?? '', [HONEYPOT_FIELD]: honeypot.current?.value ?? '' },
        cv,
        { onProgress: setProgress },
      );
      setSent(answer.message);
    } catch (error) {
      setFailure({ message: error instanceof TypeError ? FAILED : errorDetail(error), error });
    } finally {
      setProgress(null);
    }
  });

  if (sent)
    return (
      <Alert variant="success" title="Candidatura enviada">
        {sent}
      </Alert>
    );

  const idPrefix = `oferta-${positionId}`;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Candidatura: ${positionTitle}`}
      aria-busy={isSubmitting || undefined}
      className="relative grid gap-4"
    >
      {failure && (
        <Alert variant="danger">
          <p>{failure.message}</p>
          <ErrorCode error={failure.error} />
        </Alert>
      )}
      <Field label="Nombre y apellidos" required error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </Field>
      <Field label="Correo electrónico" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoCapitalize="none" {...register('email')} />
      </Field>
      <Field
        label="Idiomas"
        required
        hint="Los idiomas que enseñas o hablas, con tu nivel."
        error={errors.languages?.message}
      >
        <Input {...register('languages')} />
      </Field>
      <Field label="Carta de presentación" hint="Opcional." error={errors.message?.message}>
        <Textarea rows={5} {...register('message')} />
      </Field>
      <Field label="Currículum (PDF, máximo 5 MB)" required error={cvError}>
        <Input
          type="file"
          accept=".pdf,application/pdf"
          onChange={(event) => {
            setCv(event.target.files?.[0]);
            setCvError(undefined);
          }}
        />
      </Field>
      <Honeypot id={`${idPrefix}-web`} inputRef={honeypot} />
      {progress !== null && <UploadProgress value={progress} label={cvProgress} />}
      <Button type="submit" loading={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Enviando...' : 'Enviar candidatura'}
      </Button>
      <p className="text-muted-foreground text-xs">
        Usaremos tus datos y tu currículum solo para nuestros procesos de selección.
      </p>
    </form>
  );
}
