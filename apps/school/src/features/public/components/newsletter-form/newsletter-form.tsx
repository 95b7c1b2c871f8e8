import { cn, siteButtonVariants, useHydrated } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isValidEmail } from './is-valid-email';

export interface NewsletterFormProps {
  /**
   * Called with a valid, trimmed address and the honeypot's value (a field people never see: a bot that fills
   * it is answered as anyone else, and the server keeps nothing). While a returned promise is pending the
   * button waits; if it rejects, a generic failure (or the error's own message) is shown and the address kept.
   * It may answer with the confirmation to show instead of the thanks, e.g. a double opt-in's 'check your mail'.
   * Optional: without it the form only confirms locally, so nothing leaves the browser.
   */
  onSubscribe?: (email: string, honeypot: string) => undefined | string | Promise<undefined | string>;
  className?: string;
}

type Status = 'idle' | 'invalid' | 'sending' | 'subscribed' | 'failed';

/** The footer's newsletter sign-up: one e-mail field, validated here, and a confirmation in place. */
export function NewsletterForm({ onSubscribe, className }: NewsletterFormProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const consentId = `${id}-consent`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    if (!input || status === 'sending') return;
    const email = input.value.trim();
    if (!isValidEmail(email)) {
      setStatus('invalid');
      input.focus();
      return;
    }
    setStatus('sending');
    let answer: string | undefined;
    try {
      answer = await onSubscribe?.(email, honeypotRef.current?.value ?? '');
    } catch (error) {
      setFailure(
        error instanceof Error && error.message
          ? error.message
          : t`No hemos podido completar la suscripción. Inténtalo de nuevo más tarde.`,
      );
      setStatus('failed');
      return;
    }
    input.value = '';
    setConfirmation(answer || t`¡Gracias por suscribirte! Te escribiremos con nuestras novedades.`);
    setStatus('subscribed');
  };

  const invalid = status === 'invalid';
  return (
    <form data-slot="newsletter-form" noValidate onSubmit={submit} className={cn('grid gap-2', className)}>
      <label htmlFor={inputId} className="font-medium text-sm">
        {t`Correo electrónico`}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t`tu@correo.com`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${consentId}` : consentId}
          onChange={() => {
            if (status !== 'idle') setStatus('idle');
          }}
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-foreground text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger"
        />
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={status === 'sending' || undefined}
          className={siteButtonVariants({ variant: 'primary' })}
        >
          {t`Enviar`}
        </button>
      </div>
      {invalid && (
        <p id={errorId} role="alert" className="text-danger text-sm">
          {t`Introduce un correo electrónico válido, por ejemplo nombre@dominio.com.`}
        </p>
      )}
      {/* Off screen rather than hidden, so bots that skip hidden fields still find it; out of the tab order. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t`No rellenes este campo`}</label>
        <input ref={honeypotRef} id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <p role="status" className="text-sm text-success empty:hidden">
        {status === 'subscribed' ? confirmation : ''}
      </p>
      {status === 'failed' && (
        <p role="alert" className="text-danger text-sm">
          {failure}
        </p>
      )}
      <p id={consentId} className="text-muted-foreground text-xs">
        {t`Al suscribirte aceptas recibir nuestras novedades por correo. Puedes darte de baja cuando quieras.`}
      </p>
    </form>
  );
}
