import type { LoginResponse, SecondStep } from '@aula/api-client';
import { appPaths } from '@aula/domain';
import { type LoginInput, type LoginPayload, loginSchema } from '@aula/forms';
import { Alert, Button, Checkbox, Field, Input, PasswordInput } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/auth';
import { translatedResolver } from '../../i18n/form-messages';
import { usePageTitle } from '../../page-title';
import { homeForRoles, noteSessionLifetime, saveSession, sessionWasClosed } from '../../session';
import { ErrorCode } from '../../shell/error-code';
import { type LoginFailure, loginFailure } from './auth-errors';
import { AuthCard, AuthLayout, textLinkClass } from './auth-layout';
import { GoogleSignInButton } from './google-sign-in-button';
import { useReturnPath, withReturnPath } from './return-path';
import { SecondStepCard } from './second-step';

/** Spec section 8's text for a session the server no longer takes (closed on another device, a reset). */
const SESSION_CLOSED = 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.';

const EMPTY: LoginInput = { username: '', password: '' };

export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const navigate = useNavigate();
  const next = useReturnPath();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [closedElsewhere] = useState(sessionWasClosed);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginPayload>({
    resolver: translatedResolver(zodResolver(loginSchema)),
    defaultValues: EMPTY,
  });

  const refocusUsername = useRef(false);

  // The submit button was focused and got disabled while waiting: take focus to the message instead.
  // Once the message is closed, back to the (now empty) first field; reset() re-registers the fields
  // on the next render, so this waits for it.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
    else if (refocusUsername.current) {
      refocusUsername.current = false;
      setFocus('username');
    }
  }, [failure, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await api.auth.login({ ...values, remember: keepSignedIn });
      if ('challenge' in answer) setSecondStep(answer);
      else signedIn(answer);
    } catch (error) {
      setFailure(loginFailure(error));
    }
  });

  function signedIn(answer: LoginResponse) {
    saveSession(answer);
    noteSessionLifetime(keepSignedIn);
    navigate(next ?? homeForRoles(answer.roles) ?? '/', { replace: true });
  }

  // Two-factor authentication (decision 133): the second step replaces the form until it is done.
  if (secondStep) {
    return (
      <AuthLayout
        headerLink={{
          to: withReturnPath(appPaths.register, next),
          label: 'Registrarse',
          lead: '¿No tienes cuenta?',
        }}
      >
        <SecondStepCard
          step={secondStep}
          onSignedIn={signedIn}
          onRestart={() => {
            setSecondStep(null);
            reset(EMPTY);
          }}
        />
      </AuthLayout>
    );
  }

  // Spec, "States and transitions": closing the alert clears the message, clears the form and hides the
  // password.
  function dismissFailure() {
    setFailure(null);
    setPasswordVisible(false);
    setKeepSignedIn(false);
    reset(EMPTY);
    refocusUsername.current = true;
  }

  return (
    <AuthLayout
      headerLink={{
        to: withReturnPath(appPaths.register, next),
        label: 'Registrarse',
        lead: '¿No tienes cuenta?',
      }}
    >
      <AuthCard title="Iniciar sesión" description="Accede a tus cursos, actividades y evaluaciones.">
        {failure?.kind === 'unverified' && (
          <Alert
            ref={failureRef}
            tabIndex={-1}
            variant="warning"
            title="Cuenta no verificada"
            onDismiss={dismissFailure}
            className="outline-none"
          >
            <p>{failure.message}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                Revisa tu correo electrónico, incluida la carpeta de spam, y abre el enlace de verificación.
              </li>
              <li>
                Si el enlace ha caducado o no lo encuentras, regístrate de nuevo para recibir uno nuevo.
              </li>
            </ul>
            <Button asChild variant="outline" size="sm" className="mt-3">
              <Link to={appPaths.register}>Registrarse de nuevo</Link>
            </Button>
          </Alert>
        )}
        {failure?.kind === 'error' && (
          <Alert
            ref={failureRef}
            tabIndex={-1}
            variant="danger"
            onDismiss={dismissFailure}
            className="outline-none"
          >
            <p>{failure.message}</p>
            <ErrorCode error={failure.error} />
          </Alert>
        )}
        {closedElsewhere && !failure && (
          <Alert variant="info" role="status">
            {SESSION_CLOSED}
          </Alert>
        )}

        {/* noValidate: the schema's Spanish messages, never the browser's own bubbles. */}
        <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
          <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5">
            <Field label="Nombre de usuario" error={errors.username?.message}>
              <Input
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                aria-required="true"
                {...register('username')}
              />
            </Field>
            <Field label="Contraseña" error={errors.password?.message}>
              <PasswordInput
                autoComplete="current-password"
                aria-required="true"
                visible={passwordVisible}
                onVisibleChange={setPasswordVisible}
                {...register('password')}
              />
            </Field>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Checkbox
                label="No cerrar sesión"
                checked={keepSignedIn}
                onCheckedChange={(checked) => setKeepSignedIn(checked === true)}
              />
              <Link to={appPaths.forgotPassword} className={`${textLinkClass} text-sm`}>
                ¿Olvidaste tu contraseña?
              </Link>
            </div>
            <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
              {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
            </Button>
            <div aria-hidden="true" className="flex items-center gap-3 text-muted-foreground text-sm">
              <span className="h-px flex-1 bg-border" />o<span className="h-px flex-1 bg-border" />
            </div>
            <GoogleSignInButton />
          </fieldset>
        </form>
      </AuthCard>
    </AuthLayout>
  );
}
