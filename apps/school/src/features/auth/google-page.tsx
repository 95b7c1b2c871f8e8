import {
  googleEndpoints,
  type LoginOutcome,
  type LoginResponse,
  loginOutcomeSchema,
  type SecondStep,
} from '@aula/api-client';
import { appPaths } from '@aula/domain';
import {
  GOOGLE_MESSAGES,
  GOOGLE_REFUSALS,
  type GoogleRefusal,
  type GoogleUsernameInput,
  googleUsernameSchema,
} from '@aula/forms';
import { Alert, Button, Field, Input, Spinner } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api';
import { isNetworkFailure, serverMessage } from '../../api-errors';
import { translatedResolver } from '../../i18n/form-messages';
import { usePageTitle } from '../../page-title';
import { homeForRoles, saveSession } from '../../session';
import { AUTH_TEXTS } from './auth-errors';
import { AuthCard, AuthLayout } from './auth-layout';
import { GOOGLE_START_URL } from './google-sign-in-button';
import { SecondStepCard } from './second-step';

const failureText = (error: unknown) =>
  isNetworkFailure(error) ? AUTH_TEXTS.connection : (serverMessage(error) ?? GOOGLE_MESSAGES.state);

/** A ticket works once, and StrictMode runs effects twice: every mount for one ticket shares one request. */
const exchanges = new Map<string, Promise<LoginOutcome>>();
function exchangeOnce(ticket: string): Promise<LoginOutcome> {
  let answer = exchanges.get(ticket);
  if (!answer) {
    // The session, or (202) the second step of an account with two-factor authentication (decision 133).
    answer = api
      .send(googleEndpoints.googleExchange, { body: { ticket }, auth: false })
      .then((body) => loginOutcomeSchema.parse(body));
    exchanges.set(ticket, answer);
  }
  return answer;
}

/**
 * Where the server sends the browser back after Google (decision 135): `?ticket=` signs in, `?signup=`
 * asks a new account's username, `?error=` says why it did not work.
 */
export function GooglePage() {
  usePageTitle('Iniciar sesión con Google');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const ticket = searchParams.get('ticket');
  const signup = searchParams.get('signup');
  const code = searchParams.get('error');
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  const signedIn = useCallback(
    (answer: LoginResponse) => {
      saveSession(answer);
      navigate(homeForRoles(answer.roles) ?? '/', { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (!ticket) return;
    let current = true;
    exchangeOnce(ticket).then(
      (answer) => {
        if (!current) return;
        if ('challenge' in answer) setSecondStep(answer);
        else signedIn(answer);
      },
      (error: unknown) => current && setFailure(failureText(error)),
    );
    return () => {
      current = false;
    };
  }, [ticket, signedIn]);

  const refusal = GOOGLE_REFUSALS.includes(code as GoogleRefusal) ? (code as GoogleRefusal) : 'state';
  const shownFailure = failure ?? (ticket || signup ? null : GOOGLE_MESSAGES[refusal]);

  if (secondStep) {
    return (
      <AuthLayout
        headerLink={{ to: appPaths.login, label: 'Iniciar sesión', lead: '¿Prefieres tu contraseña?' }}
      >
        <SecondStepCard step={secondStep} onSignedIn={signedIn} onRestart={() => navigate(appPaths.login)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      headerLink={{ to: appPaths.login, label: 'Iniciar sesión', lead: '¿Prefieres tu contraseña?' }}
    >
      <AuthCard title="Iniciar sesión con Google">
        {shownFailure ? (
          <Refused message={shownFailure} retry={refusal !== 'unavailable' && refusal !== 'unverified'} />
        ) : signup ? (
          <ChooseUsername ticket={signup} onSignedIn={signedIn} />
        ) : (
          <div className="flex flex-col items-center gap-3 py-6">
            <Spinner size="lg" label={GOOGLE_MESSAGES.signingIn} />
            <p aria-hidden="true" className="text-muted-foreground">
              {GOOGLE_MESSAGES.signingIn}
            </p>
          </div>
        )}
      </AuthCard>
    </AuthLayout>
  );
}

function Refused({ message, retry }: { message: string; retry: boolean }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => alertRef.current?.focus(), []);
  return (
    <>
      <Alert ref={alertRef} tabIndex={-1} variant="danger" className="outline-none">
        {message}
      </Alert>
      <div className="grid gap-3">
        {retry && (
          <Button asChild size="lg" className="w-full">
            <a href={GOOGLE_START_URL}>Intentarlo de nuevo</a>
          </Button>
        )}
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to={appPaths.login}>Entrar con contraseña</Link>
        </Button>
      </div>
    </>
  );
}

/** A new account's last step: the username, with the registration's rules and messages. */
function ChooseUsername({
  ticket,
  onSignedIn,
}: {
  ticket: string;
  onSignedIn: (answer: LoginResponse) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GoogleUsernameInput>({
    resolver: translatedResolver(zodResolver(googleUsernameSchema)),
    defaultValues: { ticket, username: '' },
  });

  const onSubmit = handleSubmit(async ({ username }) => {
    setFailure(null);
    try {
      onSignedIn(await api.call(googleEndpoints.googleUsername, { body: { ticket, username }, auth: false }));
    } catch (error) {
      // A taken or refused username is the field's; anything else ends this sign-in.
      const message = failureText(error);
      if (message === GOOGLE_MESSAGES.state || message === GOOGLE_MESSAGES.expired) setFailure(message);
      else setError('username', { message }, { shouldFocus: true });
    }
  });

  if (failure) return <Refused message={failure} retry />;
  return (
    <>
      <p className="text-muted-foreground">{GOOGLE_MESSAGES.chooseUsername}</p>
      {/* noValidate: the schema's Spanish messages, never the browser's own bubbles. */}
      <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
        <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5">
          <Field label="Nombre de usuario" error={errors.username?.message}>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              aria-required="true"
              autoFocus
              {...register('username')}
            />
          </Field>
          <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
            Crear mi cuenta
          </Button>
        </fieldset>
      </form>
    </>
  );
}
