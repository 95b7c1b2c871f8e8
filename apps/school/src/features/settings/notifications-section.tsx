import type { NotificationPreferences } from '@aula/api-client';
import {
  EMAIL_DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  type NotificationPreference,
} from '@aula/forms';
import { Alert, Spinner } from '@aula/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/notifications';
import { errorDetail } from '../../api-errors';
import { useSession } from '../../session';
import { ErrorCode } from '../../shell/error-code';
import { kindsForRoles } from './notification-kinds';
import {
  NotificationPreferencesForm,
  type NotificationPreferencesStatus,
} from './notification-preferences-form/notification-preferences-form';

const preferencesKey = ['notifications', 'preferences'] as const;

/**
 * Configuración › Notificaciones: per kind of event the account's roles receive, whether it shows
 * in the app and how it comes by e-mail (never, at once, daily digest).
 */
export function NotificationsSection() {
  const roles = useSession()?.user?.roles ?? [];
  const client = useQueryClient();
  const [status, setStatus] = useState<NotificationPreferencesStatus>({ state: 'idle' });
  const saved = useQuery({ queryKey: preferencesKey, queryFn: () => api.notifications.preferences() });
  const save = useMutation({
    mutationFn: (preferences: NotificationPreference[]) => api.notifications.savePreferences(preferences),
    onMutate: () => setStatus({ state: 'saving' }),
    onSuccess: (answer: NotificationPreferences) => {
      client.setQueryData(preferencesKey, answer);
      setStatus({ state: 'saved' });
    },
    onError: (error) => setStatus({ state: 'failed', message: errorDetail(error) }),
  });

  if (saved.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Cargando...
      </p>
    );
  if (saved.isError)
    return (
      <Alert variant="danger">
        {errorDetail(saved.error)}
        <ErrorCode error={saved.error} />
      </Alert>
    );

  const byKind = new Map(saved.data.preferences.map((row) => [row.kind, row]));
  const rows = kindsForRoles(roles).flatMap((kind) => {
    const row = byKind.get(kind);
    return row ? [{ ...row, label: NOTIFICATION_KIND_LABELS[kind] }] : [];
  });

  return (
    <NotificationPreferencesForm
      preferences={rows}
      status={status}
      onDismissStatus={() => setStatus({ state: 'idle' })}
      onSave={(preferences) => save.mutate(preferences)}
      labels={{ deliveries: EMAIL_DELIVERY_LABELS, saved: NOTIFICATION_MESSAGES.preferencesSaved }}
    />
  );
}
