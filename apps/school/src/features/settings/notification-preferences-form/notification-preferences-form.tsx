import {
  EMAIL_DELIVERIES,
  EMAIL_DELIVERY_LABELS,
  type EmailDelivery,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationPreference,
  notificationPreferencesUpdateSchema,
} from '@aula/forms';
import { Alert, Button, Checkbox, cn, Field, NativeSelect } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { translatedResolver } from '../../../i18n/form-messages';

/** One kind of notification as the form edits it; `label` names the kind ('Nuevas actividades'). */
export interface NotificationPreferenceRow {
  kind: NotificationKind;
  label: string;
  inApp: boolean;
  email: EmailDelivery;
}

export type NotificationPreferencesStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

export type NotificationPreferencesFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  /** The saved choices, one per kind the user's role receives, in the order shown. */
  preferences: readonly NotificationPreferenceRow[];
  onSave: (preferences: NotificationPreference[]) => void;
  status?: NotificationPreferencesStatus;
  onDismissStatus?: () => void;
};

/**
 * Configuración › Notificaciones: for each kind of event, see it in the app or not, and get it by
 * e-mail never, at once or in the daily digest. One row per kind; on phones the two choices stack under the
 * kind's name. What is saved is the body @aula/forms' update schema accepts.
 */
export function NotificationPreferencesForm({
  preferences,
  onSave,
  status = { state: 'idle' },
  onDismissStatus,
  className,
  ...props
}: NotificationPreferencesFormProps) {
  const { control, register, handleSubmit } = useForm({
    resolver: translatedResolver(zodResolver(notificationPreferencesUpdateSchema)),
    defaultValues: { preferences: preferences.map(({ kind, inApp, email }) => ({ kind, inApp, email })) },
  });
  const saving = status.state === 'saving';

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSave(values.preferences))}
      aria-busy={saving || undefined}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <p className="text-muted-foreground text-sm">
        Elige, para cada tipo de aviso, si lo ves en la aplicación y cómo te llega por correo.
      </p>
      {status.state === 'saved' && (
        <Alert variant="success" onDismiss={onDismissStatus}>
          {NOTIFICATION_MESSAGES.preferencesSaved}
        </Alert>
      )}
      {status.state === 'failed' && (
        <Alert variant="danger" onDismiss={onDismissStatus}>
          {status.message}
        </Alert>
      )}
      <fieldset disabled={saving} className="grid min-w-0 gap-3">
        {preferences.map((row, index) => (
          <fieldset
            key={row.kind}
            data-slot="notification-preference"
            className="min-w-0 rounded-md border p-3"
          >
            <legend className="px-1 font-medium text-sm">{row.label}</legend>
            <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
              <div className="sm:pb-2.5">
                <Controller
                  control={control}
                  name={`preferences.${index}.inApp`}
                  render={({ field }) => (
                    <Checkbox
                      label="En la aplicación"
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                    />
                  )}
                />
              </div>
              <Field label="Por correo" className="w-full sm:w-48">
                <NativeSelect {...register(`preferences.${index}.email`)}>
                  {EMAIL_DELIVERIES.map((delivery) => (
                    <option key={delivery} value={delivery}>
                      {EMAIL_DELIVERY_LABELS[delivery]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
          </fieldset>
        ))}
      </fieldset>
      <Button type="submit" loading={saving} className="justify-self-start max-sm:w-full">
        {saving ? 'Guardando...' : 'Guardar preferencias'}
      </Button>
    </form>
  );
}
