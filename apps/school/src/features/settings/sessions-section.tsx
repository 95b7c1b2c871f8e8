import type { OpenSession } from '@aula/api-client';
import { appPaths } from '@aula/domain';
import { Alert, Badge, Button, Spinner } from '@aula/ui';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isSessionOver } from '../../api-errors';
import { logout } from '../../session';
import { ErrorCode } from '../../shell/error-code';
import { QueryState } from '../../shell/query-state';
import { settingsQueries, useEndOtherSessions } from './queries';
import type { SettingsSection } from './settings-section';

const WHEN = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));

/**
 * 'Sesiones abiertas' (decision 131): where the account is signed in, most recently used first, and
 * 'Cerrar las demás sesiones'. A session ended elsewhere (its token refused) is sent to the login.
 */
function SessionsSection() {
  const navigate = useNavigate();
  const sessions = useQuery(settingsQueries.sessions());
  const endOthers = useEndOtherSessions();

  const sessionOver =
    (sessions.isError && isSessionOver(sessions.error)) ||
    (endOthers.isError && isSessionOver(endOthers.error));
  useEffect(() => {
    if (!sessionOver) return;
    logout();
    navigate(appPaths.login, { replace: true });
  }, [sessionOver, navigate]);

  if (sessionOver) return <Spinner size="md" align="start" label="Cargando las sesiones..." />;
  return (
    <QueryState
      query={sessions}
      loading="Cargando las sesiones..."
      failure={() => 'No se han podido cargar las sesiones. Comprueba tu conexión.'}
      spinner={{ align: 'start' }}
    >
      {({ sessions: list }) => <SessionList list={list} endOthers={endOthers} />}
    </QueryState>
  );
}

function SessionList({
  list,
  endOthers,
}: {
  list: OpenSession[];
  endOthers: ReturnType<typeof useEndOtherSessions>;
}) {
  const others = list.filter((session) => !session.current).length;
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        Los dispositivos en los que tu cuenta tiene la sesión iniciada, del uso más reciente al más antiguo.
      </p>
      <ul className="grid gap-3">
        {list.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
      {endOthers.isSuccess && <Alert variant="success">{endOthers.data.message}</Alert>}
      {endOthers.isError && (
        <Alert variant="danger">
          <p>No se han podido cerrar las demás sesiones. Inténtalo de nuevo.</p>
          <ErrorCode error={endOthers.error} />
        </Alert>
      )}
      {others > 0 ? (
        <div>
          <Button
            type="button"
            variant="outline"
            loading={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            {endOthers.isPending ? 'Cerrando las demás sesiones...' : 'Cerrar las demás sesiones'}
          </Button>
        </div>
      ) : (
        !endOthers.isSuccess && <p className="text-sm">No tienes otras sesiones abiertas.</p>
      )}
    </div>
  );
}

function SessionItem({ session }: { session: OpenSession }) {
  return (
    <li className="grid min-w-0 gap-1 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-words font-medium">{session.device}</span>
        {session.current && <Badge variant="success">Esta sesión</Badge>}
      </div>
      <p className="text-muted-foreground text-sm">
        Último uso: <time dateTime={session.lastUsedAt}>{when(session.lastUsedAt)}</time>
        {' · '}
        Iniciada: <time dateTime={session.createdAt}>{when(session.createdAt)}</time>
      </p>
    </li>
  );
}

export const sessionsSection: SettingsSection = {
  id: 'sessions',
  title: msg`Sesiones abiertas`,
  Component: SessionsSection,
};
