import { appPaths } from '@aula/domain';
import { RECOVERY_MESSAGES, type ResetPasswordPayload, resetPasswordSchema } from '@aula/forms';
import { Alert, Button, Field, PasswordInput } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/auth';
import { translatedResolver } from '../../i18n/form-messages';
import { usePageTitle } from '../../page-title';
import { type ResetOutcome, resetFailure } from './auth-errors';
import { AuthCard, AuthLayout } from './auth-layout';

/**
 * Password recovery, second step (decision 130): the new password with the registration's rules; then
 * success (every open session ended), or a link that is not valid or has expired.
 */
export function ResetPasswordPage() {
  usePageTitle('Nueva contraseña');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);
  const [visible, setVisible] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordPayload>({
    resolver: translatedResolver(zodResolver(resetPasswordSchema)),
    defaultValues: { token, password: '', passwordConfirm: '' },
  });

  useEffect(() => {
    if (outcome) alertRef.current?.focus();
  }, [outcome]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await api.auth.resetPassword({ ...values, token });
      setOutcome({ kind: 'success', message: answer.message });
    } catch (error) {
      setOutcome(resetFailure(error));
    }
  });

  const shown: ResetOutcome | null = token
    ? outcome
    : { kind: 'invalid', message: RECOVERY_MESSAGES.linkInvalid };
  const askAgain = (
    <Button asChild size="lg" className="w-full">
      <Link to={appPaths.forgotPassword}>Pedir un enlace nuevo</Link>
    </Button>
  );

  return (
    <AuthLayout
      headerLink={{ to: appPaths.login, label: 'Iniciar sesión', lead: '¿Recuerdas tu contraseña?' }}
    >
      <AuthCard
        title="Nueva contraseña"
        description="Elige la contraseña con la que iniciarás sesión a partir de ahora."
      >
        {shown?.kind === 'success' ? (
          <>
            <Alert
              ref={alertRef}
              tabIndex={-1}
              variant="success"
              title="Contraseña cambiada"
              className="outline-none"
            >
              {shown.message}
            </Alert>
            <Button asChild size="lg" className="w-full">
              <Link to={appPaths.login}>Ir al inicio de sesión</Link>
            </Button>
          </>
        ) : shown?.kind === 'invalid' || shown?.kind === 'expired' ? (
          <>
            <Alert
              ref={alertRef}
              tabIndex={-1}
              variant={shown.kind === 'expired' ? 'warning' : 'danger'}
              title={shown.kind === 'expired' ? 'Enlace caducado' : 'Enlace no válido'}
              className="outline-none"
            >
              {shown.message}
            </Alert>
            {askAgain}
          </>
        ) : (
          <>
            {shown?.kind === 'error' && (
              <Alert
                ref={alertRef}
                tabIndex={-1}
                variant="danger"
                onDismiss={() => setOutcome(null)}
                className="outline-none"
              >
                {shown.message}
              </Alert>
            )}
            {/* noValidate: the schema's Spanish messages, never the browser's own bubbles. */}
            <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
              <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5">
                <Field label="Nueva contraseña" error={errors.password?.message}>
                  <PasswordInput
                    autoComplete="new-password"
                    aria-required="true"
                    visible={visible}
                    onVisibleChange={setVisible}
                    {...register('password')}
                  />
                </Field>
                <Field label="Confirmar contraseña" error={errors.passwordConfirm?.message}>
                  <PasswordInput
                    autoComplete="new-password"
                    aria-required="true"
                    visible={visible}
                    onVisibleChange={setVisible}
                    {...register('passwordConfirm')}
                  />
                </Field>
                <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
                  {isSubmitting ? 'Cambiando contraseña...' : 'Cambiar contraseña'}
                </Button>
              </fieldset>
            </form>
          </>
        )}
      </AuthCard>
    </AuthLayout>
  );
}
