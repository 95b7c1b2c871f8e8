import { appPaths } from '@aula/domain';
import { type ForgotPasswordPayload, forgotPasswordSchema, RECOVERY_MESSAGES } from '@aula/forms';
import { Alert, Button, Field, Input } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { api } from '../../api/auth';
import { translatedResolver } from '../../i18n/form-messages';
import { usePageTitle } from '../../page-title';
import { ErrorCode } from '../../shell/error-code';
import { recoveryFailure } from './auth-errors';
import { AuthCard, AuthLayout, textLinkClass } from './auth-layout';

/**
 * Password recovery, first step (decision 130): idle, sending, sent, error. The sent state says the same
 * whether the account exists or not, as the server does.
 */
export function ForgotPasswordPage() {
  usePageTitle('Recuperar contraseña');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ message: string; error?: unknown } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordPayload>({
    resolver: translatedResolver(zodResolver(forgotPasswordSchema)),
    defaultValues: { login: '' },
  });

  // The submit button was focused and is gone or disabled: the answer takes the focus.
  useEffect(() => {
    if (sent || failure) alertRef.current?.focus();
  }, [sent, failure]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.auth.forgotPassword(values);
      setSent(true);
    } catch (error) {
      setFailure({ message: recoveryFailure(error), error });
    }
  });

  return (
    <AuthLayout
      headerLink={{ to: appPaths.login, label: 'Iniciar sesión', lead: '¿Recuerdas tu contraseña?' }}
    >
      <AuthCard
        title="Recuperar contraseña"
        description="Te enviaremos por correo electrónico un enlace para elegir una contraseña nueva."
      >
        {sent ? (
          <>
            <Alert
              ref={alertRef}
              tabIndex={-1}
              variant="success"
              title="Revisa tu correo"
              className="outline-none"
            >
              <p>{RECOVERY_MESSAGES.linkSent}</p>
              <p className="mt-2">
                El enlace caduca en 1 hora. Si no lo encuentras, mira en la carpeta de spam.
              </p>
            </Alert>
            <Button asChild size="lg" className="w-full">
              <Link to={appPaths.login}>Ir al inicio de sesión</Link>
            </Button>
          </>
        ) : (
          <>
            {failure && (
              <Alert
                ref={alertRef}
                tabIndex={-1}
                variant="danger"
                onDismiss={() => setFailure(null)}
                className="outline-none"
              >
                <p>{failure.message}</p>
                <ErrorCode error={failure.error} />
              </Alert>
            )}
            {/* noValidate: the schema's Spanish messages, never the browser's own bubbles. */}
            <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
              <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5">
                <Field label="Nombre de usuario o correo electrónico" error={errors.login?.message}>
                  <Input
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    aria-required="true"
                    {...register('login')}
                  />
                </Field>
                <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
                  {isSubmitting ? 'Enviando enlace...' : 'Enviar enlace'}
                </Button>
              </fieldset>
            </form>
            <p className="text-muted-foreground text-sm">
              ¿Ya la recuerdas?{' '}
              <Link to={appPaths.login} className={textLinkClass}>
                Iniciar sesión
              </Link>
            </p>
          </>
        )}
      </AuthCard>
    </AuthLayout>
  );
}
