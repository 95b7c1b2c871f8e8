import type { LoginResponse, SecondStep, TwoFactorSetup } from '@aula/api-client';
import { enrolmentConfirmSchema, firstIssueMessage, secondFactorSchema } from '@aula/forms';
import { Alert, Button, Field, Input, Spinner } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../api/auth';
import { isNetworkFailure, serverMessage } from '../../api-errors';
import { CodeField } from '../../two-factor/code-field';
import { RecoveryCodes } from '../../two-factor/recovery-codes';
import { TotpSecret } from '../../two-factor/totp-secret';
import { AUTH_TEXTS } from './auth-errors';
import { AuthCard } from './auth-layout';

interface SecondStepProps {
  step: SecondStep;
  /** The session, once the second step is done. */
  onSignedIn: (answer: LoginResponse) => void;
  /** Back to the password (the challenge expired, or the person wants to). */
  onRestart: () => void;
}

/** The login after a right password, for an account with two-factor authentication (decision 133). */
export function SecondStepCard({ step, onSignedIn, onRestart }: SecondStepProps) {
  return step.step === 'code' ? (
    <CodeStep challenge={step.challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
  ) : (
    <EnrolStep
      challenge={step.challenge}
      message={step.message}
      onSignedIn={onSignedIn}
      onRestart={onRestart}
    />
  );
}

function failureText(error: unknown): string {
  if (isNetworkFailure(error)) return AUTH_TEXTS.connection;
  return serverMessage(error) ?? AUTH_TEXTS.connection;
}

/** A refusal, focused when it appears; a dead challenge offers the way back to the password. */
function Failure({ text, onRestart }: { text: string; onRestart: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} variant="danger" className="outline-none">
      <p>{text}</p>
      {text.includes('caducado') && (
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={onRestart}>
          {t`Volver a iniciar sesión`}
        </Button>
      )}
    </Alert>
  );
}

function CodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: Omit<SecondStepProps, 'step'> & { challenge: string }) {
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The field takes the focus when the step opens (the password form it replaces had it).
  useEffect(() => inputRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = secondFactorSchema.safeParse({ challenge, code });
    if (!parsed.success) {
      setFieldError(firstIssueMessage(parsed.error));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      onSignedIn(await api.auth.secondFactor(parsed.data));
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
    }
  }

  function switchKind() {
    setRecovery(!recovery);
    setCode('');
    setFieldError(undefined);
    setFailure(null);
    // The same field, now for the other kind of code.
    inputRef.current?.focus();
  }

  return (
    <AuthCard
      title={t`Verificación en dos pasos`}
      description={
        recovery
          ? t`Escribe uno de tus códigos de recuperación. Cada código sirve una sola vez.`
          : t`Abre tu aplicación de autenticación y escribe el código de 6 cifras que muestra.`
      }
    >
      {failure && <Failure key={failure} text={failure} onRestart={onRestart} />}
      <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <fieldset disabled={busy} className="grid min-w-0 gap-5">
          <Field label={recovery ? t`Código de recuperación` : t`Código de verificación`} error={fieldError}>
            <Input
              ref={inputRef}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              inputMode={recovery ? 'text' : 'numeric'}
              autoCapitalize="none"
              spellCheck={false}
              aria-required="true"
            />
          </Field>
          <Button type="submit" size="lg" loading={busy} className="w-full">
            {busy ? t`Comprobando...` : t`Verificar`}
          </Button>
        </fieldset>
      </form>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <Button type="button" variant="link" size={null} onClick={switchKind}>
          {recovery ? t`Usar el código de la aplicación` : t`Usar un código de recuperación`}
        </Button>
        <Button type="button" variant="link" size={null} onClick={onRestart}>
          {t`Volver`}
        </Button>
      </div>
    </AuthCard>
  );
}

/** ADMIN_2FA=required: an administrator without it scans the QR code, confirms a code, keeps the codes. */
function EnrolStep({
  challenge,
  message,
  onSignedIn,
  onRestart,
}: Omit<SecondStepProps, 'step'> & { challenge: string; message: string }) {
  const { t } = useLingui();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [done, setDone] = useState<(LoginResponse & { recoveryCodes: string[] }) | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    api.auth.enrolAtLogin(challenge).then(
      (answer) => current && setSetup(answer),
      (error: unknown) => current && setFailure(failureText(error)),
    );
    return () => {
      current = false;
    };
  }, [challenge]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = enrolmentConfirmSchema.safeParse({ challenge, code });
    if (!parsed.success) {
      setFieldError(firstIssueMessage(parsed.error));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      setDone(await api.auth.confirmEnrolmentAtLogin(parsed.data));
    } catch (error) {
      setFailure(failureText(error));
    }
    setBusy(false);
  }

  if (done) {
    return (
      <AuthCard title={t`Verificación en dos pasos activada`}>
        <RecoveryCodes codes={done.recoveryCodes} />
        <Button type="button" size="lg" className="w-full" onClick={() => onSignedIn(done)}>
          {t`He guardado los códigos, continuar`}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Activa la verificación en dos pasos`} description={message}>
      {failure && <Failure key={failure} text={failure} onRestart={onRestart} />}
      {!setup && !failure && (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Spinner /> {t`Preparando el código QR...`}
        </p>
      )}
      {setup && (
        <>
          <TotpSecret setup={setup} />
          <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <fieldset disabled={busy} className="grid min-w-0 gap-5">
              <CodeField code={code} onCodeChange={setCode} error={fieldError} />
              <Button type="submit" size="lg" loading={busy} className="w-full">
                {busy ? t`Comprobando...` : t`Activar y entrar`}
              </Button>
            </fieldset>
          </form>
        </>
      )}
    </AuthCard>
  );
}
