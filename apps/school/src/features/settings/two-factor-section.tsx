import type { TwoFactorSetup } from '@aula/api-client';
import { firstIssueMessage, passwordCheckSchema, totpCodeSchema } from '@aula/forms';
import { Alert, Button, Field, PasswordInput, Spinner } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../api-errors';
import { CodeField } from '../../two-factor/code-field';
import { RecoveryCodes } from '../../two-factor/recovery-codes';
import { TotpSecret } from '../../two-factor/totp-secret';
import {
  settingsQueries,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactor,
} from './queries';

/**
 * Configuración › Verificación en dos pasos (decision 133). States: off, setting up (password, then QR code and
 * a code; a wrong code keeps the QR code), codes shown (once), on (disable with password and code, or new
 * recovery codes with the password). Off and on come from the server's status; the steps between are this
 * section's own.
 */
type Step =
  | { kind: 'start' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; message: string }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

export function TwoFactorSection() {
  const status = useQuery(settingsQueries.twoFactor());
  const [step, setStep] = useState<Step | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();

  // Each step's form starts clean: a failure of an earlier visit is not shown again.
  const go = (next: Step | null) => {
    for (const request of [start, confirm, regenerate, disable]) request.reset();
    setNotice(null);
    setStep(next);
  };
  const showCodes = (answer: { recoveryCodes: string[]; message: string }) =>
    go({ kind: 'codes', codes: answer.recoveryCodes, message: answer.message });

  switch (step?.kind) {
    case undefined:
      if (status.data === undefined)
        return status.isError ? (
          <Alert variant="danger">{errorDetail(status.error)}</Alert>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner /> Cargando...
          </p>
        );
      if (!status.data.enabled)
        return (
          <div className="grid gap-3">
            {notice && <Alert variant="success">{notice}</Alert>}
            <p>
              <strong>Desactivada.</strong> Protege tu cuenta pidiendo, además de la contraseña, un código de
              una aplicación de autenticación del móvil.
            </p>
            <div>
              <Button type="button" onClick={() => go({ kind: 'start' })}>
                Activar la verificación
              </Button>
            </div>
          </div>
        );
      return (
        <div className="grid gap-3">
          {notice && <Alert variant="success">{notice}</Alert>}
          <p>
            <strong>Activada.</strong> Al iniciar sesión te pediremos un código de tu aplicación. Te quedan{' '}
            {status.data.recoveryCodesLeft} códigos de recuperación.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => go({ kind: 'regenerate' })}>
              Crear códigos nuevos
            </Button>
            <Button type="button" variant="danger" onClick={() => go({ kind: 'disable' })}>
              Desactivar
            </Button>
          </div>
        </div>
      );
    case 'start':
      return (
        <PasswordStep
          intro="Para empezar, confirma tu contraseña."
          submitLabel="Continuar"
          request={start}
          onCancel={() => go(null)}
          send={(password) => start.mutate(password, { onSuccess: (setup) => go({ kind: 'scan', setup }) })}
        />
      );
    case 'scan':
      return (
        <div className="grid gap-4">
          <p>
            Escanea el código QR con tu aplicación de autenticación y escribe el código de 6 cifras que
            muestra.
          </p>
          <TotpSecret setup={step.setup} />
          <CodeForm
            submitLabel="Activar"
            request={confirm}
            onCancel={() => go(null)}
            send={(code) => confirm.mutate(code, { onSuccess: showCodes })}
          />
        </div>
      );
    case 'codes':
      return (
        <div className="grid gap-4">
          <Alert variant="success">{step.message}</Alert>
          <RecoveryCodes codes={step.codes} />
          <div>
            <Button type="button" onClick={() => go(null)}>
              Hecho
            </Button>
          </div>
        </div>
      );
    case 'regenerate':
      return (
        <PasswordStep
          intro="Los códigos de recuperación que tienes dejarán de servir. Confirma tu contraseña."
          submitLabel="Crear nuevos códigos"
          request={regenerate}
          onCancel={() => go(null)}
          send={(password) => regenerate.mutate(password, { onSuccess: showCodes })}
        />
      );
    case 'disable':
      return (
        <PasswordStep
          intro="Para desactivarla, confirma tu contraseña y un código de tu aplicación."
          submitLabel="Desactivar"
          withCode
          request={disable}
          onCancel={() => go(null)}
          send={(password, code) =>
            disable.mutate(
              { password, code },
              {
                onSuccess: (answer) => {
                  setStep(null);
                  setNotice(answer.message);
                },
              },
            )
          }
        />
      );
  }
}

/** A failure under a form, focused when it appears (the submit button was focused and got disabled). */
function FormFailure({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} variant="danger" className="outline-none">
      {children}
    </Alert>
  );
}

/** The write a step sends: its form is busy while it runs and shows why it failed. */
interface StepRequest {
  isPending: boolean;
  error: Error | null;
}

function requestState({ isPending, error }: StepRequest) {
  return { busy: isPending, failure: error ? errorDetail(error) : null };
}

interface PasswordStepProps {
  intro: string;
  submitLabel: string;
  withCode?: boolean;
  request: StepRequest;
  onCancel: () => void;
  send: (password: string, code: string) => void;
}

function PasswordStep({ intro, submitLabel, withCode = false, request, onCancel, send }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const { busy, failure } = requestState(request);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checkedPassword = passwordCheckSchema.safeParse({ password });
    const checkedCode = withCode ? totpCodeSchema.safeParse({ code }) : undefined;
    const next = {
      password: checkedPassword.success ? undefined : firstIssueMessage(checkedPassword.error),
      code: checkedCode && !checkedCode.success ? firstIssueMessage(checkedCode.error) : undefined,
    };
    setErrors(next);
    if (next.password || next.code) return;
    send(password, checkedCode?.data?.code ?? '');
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="grid gap-4">
      <p>{intro}</p>
      {failure && <FormFailure key={failure}>{failure}</FormFailure>}
      <fieldset disabled={busy} className="grid min-w-0 gap-4">
        <Field label="Contraseña" error={errors.password}>
          <PasswordInput
            autoComplete="current-password"
            aria-required="true"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            visible={visible}
            onVisibleChange={setVisible}
          />
        </Field>
        {withCode && <CodeField code={code} onCodeChange={setCode} error={errors.code} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function CodeForm({
  submitLabel,
  request,
  onCancel,
  send,
}: {
  submitLabel: string;
  request: StepRequest;
  onCancel: () => void;
  send: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { busy, failure } = requestState(request);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = totpCodeSchema.safeParse({ code });
    setError(checked.success ? undefined : firstIssueMessage(checked.error));
    if (checked.success) send(checked.data.code);
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="grid gap-4">
      {failure && <FormFailure key={failure}>{failure}</FormFailure>}
      <fieldset disabled={busy} className="grid min-w-0 gap-4">
        <CodeField code={code} onCodeChange={setCode} error={error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
