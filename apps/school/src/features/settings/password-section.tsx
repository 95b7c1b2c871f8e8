import { type ChangePasswordPayload, changePasswordSchema } from '@aula/forms';
import { Field, PasswordInput } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { translatedResolver } from '../../i18n/form-messages';
import { useChangePassword } from './queries';
import { type SettingsFailure, settingsFailure } from './settings-errors';
import { SettingsForm } from './settings-form';
import { useFocusAfterSubmit } from './use-focus-after-submit';

const EMPTY = { currentPassword: '', password: '', passwordConfirm: '' };

/**
 * 'Contraseña': the current one, then the new one twice. The answer is a new session for this browser:
 * every other one has ended (decision 132).
 */
export function PasswordSection() {
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<SettingsFailure | null>(null);
  const [visible, setVisible] = useState(false);
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordPayload>({
    resolver: translatedResolver(zodResolver(changePasswordSchema)),
    defaultValues: EMPTY,
  });

  const focusLater = useFocusAfterSubmit(isSubmitting, setFocus);

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setFailure(null);
    try {
      const answer = await changePassword.mutateAsync(values);
      reset(EMPTY);
      setSaved(answer.message ?? null);
    } catch (error) {
      const refusal = settingsFailure(error);
      if (refusal.field === 'currentPassword' || refusal.field === 'password') {
        setError(refusal.field, { message: refusal.message });
        focusLater(refusal.field);
      } else setFailure(refusal);
    }
  });

  // The two new fields show or hide together, so what is typed twice can be compared.
  const newPasswordField = (name: 'password' | 'passwordConfirm', label: string) => (
    <Field label={label} error={errors[name]?.message}>
      <PasswordInput
        autoComplete="new-password"
        aria-required="true"
        visible={visible}
        onVisibleChange={setVisible}
        {...register(name)}
      />
    </Field>
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      submitting={isSubmitting}
      done={{ message: saved, title: 'Contraseña cambiada', onDismiss: () => setSaved(null) }}
      failure={{
        message: failure?.message ?? null,
        error: failure?.error,
        onDismiss: () => setFailure(null),
      }}
      submitLabel="Cambiar contraseña"
      submittingLabel="Cambiando contraseña..."
      fieldsClassName=""
    >
      <Field label="Contraseña actual" error={errors.currentPassword?.message}>
        <PasswordInput
          autoComplete="current-password"
          aria-required="true"
          {...register('currentPassword')}
        />
      </Field>
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        {newPasswordField('password', 'Nueva contraseña')}
        {newPasswordField('passwordConfirm', 'Confirmar nueva contraseña')}
      </div>
    </SettingsForm>
  );
}
