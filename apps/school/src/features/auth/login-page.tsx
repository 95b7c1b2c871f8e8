import type { LoginResponse, SecondStep } from '@aula/api-client';
import { type LoginInput, type LoginPayload, loginSchema } from '@aula/forms';
import { Alert, Button, Checkbox, Field, Input, PasswordInput } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api';
import { usePageTitle } from '../../page-title';
import { homeForRoles, saveSession } from '../../session';
import { type LoginFailure, loginFailure } from './auth-errors';
import { AuthCard, AuthLayout, textLinkClass } from './auth-layout';
import { SecondStepCard } from './second-step';

const EMPTY: LoginInput = { username: '', password: '' };

export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [googleNoteShown, setGoogleNoteShown] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const googleNoteId = useId();

  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginPayload>({
    resolver: zodResolver(loginSchema),
    defaultValues: EMPTY,
  });

  const refocusUsername = useRef(false);
  const googleButtonRef = useRef<HTMLButtonElement>(null);

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
    setGoogleNoteShown(false);
    try {
      const answer = await api.auth.login(values);
      if ('challenge' in answer) setSecondStep(answer);
      else signedIn(answer);
    } catch (error) {
      setFailure(loginFailure(error));
    }
  });

  function signedIn(answer: LoginResponse) {
    saveSession(answer);
    navigate(homeForRoles(answer.roles) ?? '/', { replace: true });
  }

  // Two-factor authentication (decision 133): the second step replaces the form until it is done.
  if (secondStep) {
    return (
      <AuthLayout headerLink={{ to: '/register', label: 'Registrarse', lead: '¿No tienes cuenta?' }}>
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
    <AuthLayout headerLink={{ to: '/register', label: 'Registrarse', lead: '¿No tienes cuenta?' }}>
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
              <Link to="/register">Registrarse de nuevo</Link>
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
            {failure.message}
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
              <Link to="/forgot-password" className={`${textLinkClass} text-sm`}>
                ¿Olvidaste tu contraseña?
              </Link>
            </div>
            <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
              {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
            </Button>
            <div aria-hidden="true" className="flex items-center gap-3 text-muted-foreground text-sm">
              <span className="h-px flex-1 bg-border" />o<span className="h-px flex-1 bg-border" />
            </div>
            <Button
              type="button"
              variant="outline"
              size="lg"
              className="w-full"
              ref={googleButtonRef}
              aria-describedby={googleNoteShown ? googleNoteId : undefined}
              onClick={() => setGoogleNoteShown(true)}
            >
              <GoogleMark />
              Iniciar sesión con Google
            </Button>
          </fieldset>
        </form>
        {googleNoteShown && (
          <Alert
            id={googleNoteId}
            variant="info"
            onDismiss={() => {
              setGoogleNoteShown(false);
              googleButtonRef.current?.focus();
            }}
          >
            El inicio de sesión con Google todavía no está disponible. Usa tu nombre de usuario y contraseña.
          </Alert>
        )}
      </AuthCard>
    </AuthLayout>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}
