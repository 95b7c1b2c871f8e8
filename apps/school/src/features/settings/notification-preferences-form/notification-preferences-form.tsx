import { Alert, Button, Checkbox, cn, Field, NativeSelect } from '@aula/ui';
import { type ComponentProps, type FormEvent, useState } from 'react';

export type EmailDeliveryChoice = 'off' | 'instant' | 'digest';

/** One kind of notification as the form edits it; `label` names the kind ('Nuevas actividades'). */
export interface NotificationPreferenceRow<K extends string = string> {
  kind: K;
  label: string;
  inApp: boolean;
  email: EmailDeliveryChoice;
}

export type NotificationPreferencesStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

export interface NotificationPreferencesLabels {
  intro: string;
  inApp: string;
  email: string;
  deliveries: Record<EmailDeliveryChoice, string>;
  submit: string;
  submitting: string;
  saved: string;
}

export const defaultNotificationPreferencesLabels: NotificationPreferencesLabels = {
  intro: 'Elige, para cada tipo de aviso, si lo ves en la aplicación y cómo te llega por correo.',
  inApp: 'En la aplicación',
  email: 'Por correo',
  deliveries: { off: 'No enviar', instant: 'Al momento', digest: 'Resumen diario' },
  submit: 'Guardar preferencias',
  submitting: 'Guardando...',
  saved: 'Preferencias guardadas.',
};

export type NotificationPreferencesFormProps<K extends string> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'defaultValue'
> & {
  /** The saved choices, one per kind the user's role receives, in the order shown. */
  preferences: readonly NotificationPreferenceRow<K>[];
  onSave: (preferences: { kind: K; inApp: boolean; email: EmailDeliveryChoice }[]) => void;
  status?: NotificationPreferencesStatus;
  onDismissStatus?: () => void;
  labels?: Partial<NotificationPreferencesLabels>;
};

/**
 * Configuración › Notificaciones: for each kind of event, see it in the app or not, and get it by
 * e-mail never, at once or in the daily digest. One row per kind; on phones the two choices stack under the
 * kind's name.
 */
export function NotificationPreferencesForm<K extends string>({
  preferences,
  onSave,
  status = { state: 'idle' },
  onDismissStatus,
  labels: overrides,
  className,
  ...props
}: NotificationPreferencesFormProps<K>) {
  const labels = { ...defaultNotificationPreferencesLabels, ...overrides };
  const [values, setValues] = useState(() =>
    preferences.map(({ kind, inApp, email }) => ({ kind, inApp, email })),
  );
  const saving = status.state === 'saving';

  const change = (index: number, patch: Partial<{ inApp: boolean; email: EmailDeliveryChoice }>) =>
    setValues((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(values);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={saving || undefined}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <p className="text-muted-foreground text-sm">{labels.intro}</p>
      {status.state === 'saved' && (
        <Alert variant="success" onDismiss={onDismissStatus}>
          {labels.saved}
        </Alert>
      )}
      {status.state === 'failed' && (
        <Alert variant="danger" onDismiss={onDismissStatus}>
          {status.message}
        </Alert>
      )}
      <fieldset disabled={saving} className="grid min-w-0 gap-3">
        {preferences.map((row, index) => {
          const value = values[index] ?? row;
          return (
            <fieldset
              key={row.kind}
              data-slot="notification-preference"
              className="min-w-0 rounded-md border p-3"
            >
              <legend className="px-1 font-medium text-sm">{row.label}</legend>
              <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
                <div className="sm:pb-2.5">
                  <Checkbox
                    label={labels.inApp}
                    checked={value.inApp}
                    onCheckedChange={(checked) => change(index, { inApp: checked === true })}
                  />
                </div>
                <Field label={labels.email} className="w-full sm:w-48">
                  <NativeSelect
                    value={value.email}
                    onChange={(event) => change(index, { email: event.target.value as EmailDeliveryChoice })}
                  >
                    {(Object.keys(labels.deliveries) as EmailDeliveryChoice[]).map((delivery) => (
                      <option key={delivery} value={delivery}>
                        {labels.deliveries[delivery]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              </div>
            </fieldset>
          );
        })}
      </fieldset>
      <Button type="submit" loading={saving} className="justify-self-start max-sm:w-full">
        {saving ? labels.submitting : labels.submit}
      </Button>
    </form>
  );
}
