import type { SessionUser } from '@aula/api-client';
import { type ProfilePayload, type ProfileValues, profileSchema } from '@aula/forms';
import { Field, Input } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { translatedResolver } from '../../i18n/form-messages';
import { QueryState } from '../../shell/query-state';
import { settingsQueries, useUpdateProfile } from './queries';
import { SETTINGS_TEXTS, type SettingsFailure, settingsFailure } from './settings-errors';
import { SettingsForm } from './settings-form';

/** 'Datos personales': name and surname, with the registration's rules; the header greets with the new name. */
export function ProfileSection() {
  const account = useQuery(settingsQueries.account());
  return (
    <QueryState
      query={account}
      loading="Cargando tus datos..."
      failure={() => SETTINGS_TEXTS.loadFailed}
      spinner={{ className: 'py-6' }}
    >
      {(data) => <ProfileForm account={data} />}
    </QueryState>
  );
}

function ProfileForm({ account }: { account: SessionUser }) {
  const updateProfile = useUpdateProfile();
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<SettingsFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, ProfilePayload>({
    resolver: translatedResolver(zodResolver(profileSchema)),
    defaultValues: { name: account.name, surname: account.surname },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setFailure(null);
    try {
      setSaved((await updateProfile.mutateAsync(values)).message);
    } catch (error) {
      // The fields keep what was typed: only the alert is new.
      setFailure(settingsFailure(error));
    }
  });

  return (
    <SettingsForm
      onSubmit={onSubmit}
      submitting={isSubmitting}
      done={{ message: saved, onDismiss: () => setSaved(null) }}
      failure={{
        message: failure?.message ?? null,
        error: failure?.error,
        onDismiss: () => setFailure(null),
      }}
      submitLabel="Guardar datos"
      submittingLabel="Guardando..."
      fieldsClassName="sm:grid-cols-2"
    >
      <Field label="Nombre" error={errors.name?.message}>
        <Input autoComplete="given-name" aria-required="true" {...register('name')} />
      </Field>
      <Field label="Apellido" error={errors.surname?.message}>
        <Input autoComplete="family-name" aria-required="true" {...register('surname')} />
      </Field>
    </SettingsForm>
  );
}
