import { Alert, Button } from '@aula/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { ErrorCode } from '../../shell/error-code';

interface SettingsFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The server's confirmation, shown until dismissed or the next submit. */
  done: { message: string | null; title?: string; onDismiss: () => void };
  /** A failed save; its `error`, when the server failed, adds the 'Código de error'. */
  failure: { message: string | null; error?: unknown; onDismiss: () => void };
  submitLabel: string;
  submittingLabel: string;
  /** Shown above the alerts (e.g. the address in use). */
  intro?: ReactNode;
  fieldsClassName: string;
  children: ReactNode;
}

/**
 * The frame every Configuración form shares: the alerts, the fields disabled while sending, the submit button.
 * noValidate: the schema's Spanish messages, never the browser's own bubbles.
 */
export function SettingsForm({
  onSubmit,
  submitting,
  done,
  failure,
  submitLabel,
  submittingLabel,
  intro,
  fieldsClassName,
  children,
}: SettingsFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting || undefined} className="grid gap-4">
      {intro}
      {done.message && (
        <Alert variant="success" title={done.title} onDismiss={done.onDismiss}>
          {done.message}
        </Alert>
      )}
      {failure.message && (
        <Alert variant="danger" onDismiss={failure.onDismiss}>
          <p>{failure.message}</p>
          <ErrorCode error={failure.error} />
        </Alert>
      )}
      <fieldset disabled={submitting} className={`grid min-w-0 gap-4 ${fieldsClassName}`}>
        {children}
      </fieldset>
      <Button type="submit" loading={submitting} className="justify-self-start max-sm:w-full">
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
