import { type ChangeEmailPayload, type ChangeEmailValues, changeEmailSchema } from '@aula/forms';
import { Field, Input, PasswordInput } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { translatedResolver } from '../../i18n/form-messages';
import { settingsQueries, useChangeEmail } from './queries';
import { type SettingsFailure, settingsFailure } from './settings-errors';
import { SettingsForm } from './settings-form';
import { useFocusAfterSubmit } from './use-focus-after-submit';

const EMPTY = { email: '', currentPassword: '' };

/**
 * 'Correo electrónico': the address in use, and a new one with the current password. The change waits for
 * the link mailed to the new address (decision 132); until then the old one stays.
 */
export function EmailSection() {
  const account = useQuery(settingsQueries.account());
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<SettingsFailure | null>(null);
  const changeEmail = useChangeEmail();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailValues, unknown, ChangeEmailPayload>({
    resolver: translatedResolver(zodResolver(changeEmailSchema)),
    defaultValues: EMPTY,
  });

  const focusLater = useFocusAfterSubmit(isSubmitting, setFocus);

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const answer = await changeEmail.mutateAsync(values);
      reset(EMPTY);
      setSent(answer.message);
    } catch (error) {
      const refusal = settingsFailure(error);
      if (refusal.field === 'currentPassword' || refusal.field === 'email') {
        setError(refusal.field, { message: refusal.message });
        focusLater(refusal.field);
      } else setFailure(refusal);
    }
  });

  return (
    <SettingsForm
      onSubmit={onSubmit}
      submitting={isSubmitting}
      intro={
        <p className="[overflow-wrap:anywhere]">
          Correo actual:{' '}
          <strong>
            {account.data?.email ?? (account.isError ? 'no se ha podido cargar' : 'cargando...')}
          </strong>
        </p>
      }
      done={{ message: sent, title: 'Revisa tu correo', onDismiss: () => setSent(null) }}
      failure={{
        message: failure?.message ?? null,
        error: failure?.error,
        onDismiss: () => setFailure(null),
      }}
      submitLabel="Cambiar correo"
      submittingLabel="Enviando enlace..."
      fieldsClassName="sm:grid-cols-2"
    >
      <Field label="Nuevo correo electrónico" error={errors.email?.message}>
        <Input type="email" autoComplete="email" aria-required="true" {...register('email')} />
      </Field>
      <Field label="Contraseña actual" error={errors.currentPassword?.message}>
        <PasswordInput
          autoComplete="current-password"
          aria-required="true"
          {...register('currentPassword')}
        />
      </Field>
    </SettingsForm>
  );
}
