import { contactSchema, HONEYPOT_FIELD } from '@aula/forms';
import { Alert, Button, Field, Input, Textarea, useHydrated } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../../api/public-forms';
import { errorDetail } from '../../../api-errors';
import { translatedResolver } from '../../../i18n/form-messages';
import { ErrorCode } from '../../../shell/error-code';
import { Honeypot } from '../components/honeypot';

const FAILED = 'No hemos podido enviar tu mensaje. Revisa tu conexión e inténtalo de nuevo.';

/** /contacto: a message to the school (decision 144), stored and e-mailed to the school's address. */
export function ContactPage() {
  // Pressed before the prerendered page is live, the browser would send the form as a GET, fields in the URL.
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; error?: unknown } | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: translatedResolver(zodResolver(contactSchema)),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await api.publicForms.contact({
        ...values,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      });
      setSent(answer.message);
    } catch (error) {
      setFailure({ message: error instanceof TypeError ? FAILED : errorDetail(error), error });
    }
  });

  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-8 px-4 py-16">
      <header className="grid gap-3">
        <h1 className="font-bold text-4xl tracking-tight">Contacto</h1>
        <p className="text-lg text-muted-foreground">
          ¿Tienes dudas sobre nuestros cursos, tu cuenta o los pagos? Escríbenos y te responderemos lo antes
          posible.
        </p>
      </header>
      {sent ? (
        <Alert variant="success" title="Mensaje enviado">
          {sent}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-busy={isSubmitting || undefined}
          className="relative grid gap-4"
        >
          {failure && (
            <Alert variant="danger">
              <p>{failure.message}</p>
              <ErrorCode error={failure.error} />
            </Alert>
          )}
          <Field label="Nombre" required error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </Field>
          <Field label="Correo electrónico" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" autoCapitalize="none" {...register('email')} />
          </Field>
          <Field label="Asunto" required error={errors.subject?.message}>
            <Input {...register('subject')} />
          </Field>
          <Field label="Mensaje" required error={errors.message?.message}>
            <Textarea rows={6} {...register('message')} />
          </Field>
          <Honeypot id="contacto-web" inputRef={honeypot} />
          <Button type="submit" loading={isSubmitting} disabled={!hydrated} className="justify-self-start">
            {isSubmitting ? 'Enviando...' : 'Enviar mensaje'}
          </Button>
        </form>
      )}
    </div>
  );
}
