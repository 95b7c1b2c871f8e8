import type { TwoFactorSetup } from '@aula/api-client';
import { firstIssueMessage, passwordCheckSchema, totpCodeSchema } from '@aula/forms';
import { Alert, Button, Field, PasswordInput, Spinner } from '@aula/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { api } from '../../api/auth';
import { errorDetail } from '../../api-errors';
import { CodeField } from '../../two-factor/code-field';
import { RecoveryCodes } from '../../two-factor/recovery-codes';
import { TotpSecret } from '../../two-factor/totp-secret';

/**
 * Configuración › Verificación en dos pasos (decision 133). States: off, setting up (password, then QR code and
 * a code; a wrong code keeps the QR code), codes shown (once), on (disable with password and code, or new
 * recovery codes with the password).
 */
type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'off' }
  | { kind: 'start' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; message: string }
  | { kind: 'on'; recoveryCodesLeft: number }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

export function TwoFactorSection() {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);

  function refresh() {
    api.auth.twoFactorStatus().then(
      (status) =>
        setView(
          status.enabled ? { kind: 'on', recoveryCodesLeft: status.recoveryCodesLeft } : { kind: 'off' },
        ),
      (error: unknown) => setView({ kind: 'failed', message: errorDetail(error) }),
    );
  }

  // Read once when the section opens.
  useEffect(refresh, []);

  const go = (next: View) => {
    setNotice(null);
    setView(next);
  };

  switch (view.kind) {
    case 'loading':
      return (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Cargando...
        </p>
      );
    case 'failed':
      return <Alert variant="danger">{view.message}</Alert>;
    case 'off':
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
    case 'start':
      return (
        <PasswordStep
          intro="Para empezar, confirma tu contraseña."
          submitLabel="Continuar"
          onCancel={() => go({ kind: 'off' })}
          send={async (password) => go({ kind: 'scan', setup: await api.auth.startTwoFactor({ password }) })}
        />
      );
    case 'scan':
      return (
        <div className="grid gap-4">
          <p>
            Escanea el código QR con tu aplicación de autenticación y escribe el código de 6 cifras que
            muestra.
          </p>
          <TotpSecret setup={view.setup} />
          <CodeForm
            submitLabel="Activar"
            onCancel={() => go({ kind: 'off' })}
            send={async (code) => {
              const answer = await api.auth.confirmTwoFactor({ code });
              go({ kind: 'codes', codes: answer.recoveryCodes, message: answer.message });
            }}
          />
        </div>
      );
    case 'codes':
      return (
        <div className="grid gap-4">
          <Alert variant="success">{view.message}</Alert>
          <RecoveryCodes codes={view.codes} />
          <div>
            <Button type="button" onClick={refresh}>
              Hecho
            </Button>
          </div>
        </div>
      );
    case 'on':
      return (
        <div className="grid gap-3">
          {notice && <Alert variant="success">{notice}</Alert>}
          <p>
            <strong>Activada.</strong> Al iniciar sesión te pediremos un código de tu aplicación. Te quedan{' '}
            {view.recoveryCodesLeft} códigos de recuperación.
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
    case 'regenerate':
      return (
        <PasswordStep
          intro="Los códigos de recuperación que tienes dejarán de servir. Confirma tu contraseña."
          submitLabel="Crear nuevos códigos"
          onCancel={refresh}
          send={async (password) => {
            const answer = await api.auth.regenerateRecoveryCodes({ password });
            go({ kind: 'codes', codes: answer.recoveryCodes, message: answer.message });
          }}
        />
      );
    case 'disable':
      return (
        <PasswordStep
          intro="Para desactivarla, confirma tu contraseña y un código de tu aplicación."
          submitLabel="Desactivar"
          withCode
          onCancel={refresh}
          send={async (password, code) => {
            const answer = await api.auth.disableTwoFactor({ password, code });
            setView({ kind: 'off' });
            setNotice(answer.message);
          }}
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

function useSending() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(work: () => Promise<void>) {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(errorDetail(error));
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

interface PasswordStepProps {
  intro: string;
  submitLabel: string;
  withCode?: boolean;
  onCancel: () => void;
  send: (password: string, code: string) => Promise<void>;
}

function PasswordStep({ intro, submitLabel, withCode = false, onCancel, send }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const { busy, failure, run } = useSending();

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
    run(() => send(password, checkedCode?.data?.code ?? ''));
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
  onCancel,
  send,
}: {
  submitLabel: string;
  onCancel: () => void;
  send: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { busy, failure, run } = useSending();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = totpCodeSchema.safeParse({ code });
    setError(checked.success ? undefined : firstIssueMessage(checked.error));
    if (checked.success) run(() => send(checked.data.code));
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
