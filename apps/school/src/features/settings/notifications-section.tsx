import { NOTIFICATION_KIND_LABELS } from '@aula/forms';
import { Alert, Spinner } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { errorDetail } from '../../api-errors';
import { useSession } from '../../session';
import { ErrorCode } from '../../shell/error-code';
import { kindsForRoles } from './notification-kinds';
import {
  NotificationPreferencesForm,
  type NotificationPreferencesStatus,
} from './notification-preferences-form/notification-preferences-form';
import { settingsQueries, useSaveNotificationPreferences } from './queries';

/**
 * Configuración › Notificaciones: per kind of event the account's roles receive, whether it shows
 * in the app and how it comes by e-mail (never, at once, daily digest).
 */
export function NotificationsSection() {
  const roles = useSession()?.user?.roles ?? [];
  const saved = useQuery(settingsQueries.notificationPreferences());
  const save = useSaveNotificationPreferences();
  const status: NotificationPreferencesStatus = save.isPending
    ? { state: 'saving' }
    : save.isSuccess
      ? { state: 'saved' }
      : save.isError
        ? { state: 'failed', message: errorDetail(save.error) }
        : { state: 'idle' };

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
      onDismissStatus={() => save.reset()}
      onSave={(preferences) => save.mutate(preferences)}
    />
  );
}
