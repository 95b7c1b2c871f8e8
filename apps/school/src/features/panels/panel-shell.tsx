import type { Role } from '@aula/api-client';
import { Alert, Badge, Button, Card, CardContent } from '@aula/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../page-title';
import { hasRole, logout, useSession } from '../../session';
import { longSpanishDate } from './long-date';

const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrador',
  TEACHER: 'Profesor',
  STUDENT: 'Estudiante',
};

const ROLE_BADGES = { ADMIN: 'danger', TEACHER: 'warning', STUDENT: 'success' } as const;

interface PanelShellProps {
  /** The role this panel needs (spec section 6). */
  requiredRole: Role;
  /** The panel's h1, e.g. 'Panel del estudiante'. */
  title: string;
  /** The exact access-denied text of spec section 2 for this panel. */
  deniedMessage: string;
  /** The panel's sections; until they exist, a note that they are being prepared. */
  children?: ReactNode;
  /**
   * Replaces the header's right-hand side (role badge, mode switch, logout), for a panel whose spec asks for
   * more there (the administrator's bell and user menu). It gets the user's name and the logout action.
   */
  headerActions?: (user: { name: string; signOut: () => void }) => ReactNode;
}

/**
 * The frame every panel shares: the access check, the header (greeting, date, role, mode switch, logout)
 * and the main area. Later issues only replace `children`.
 */
export function PanelShell({ requiredRole, title, deniedMessage, children, headerActions }: PanelShellProps) {
  const session = useSession();
  const navigate = useNavigate();

  usePageTitle(title);

  if (!session || !hasRole(session, requiredRole)) {
    return (
      <main className="flex min-h-dvh items-start justify-center bg-background py-10 text-foreground sm:items-center sm:px-4">
        <Card className="w-full max-w-md rounded-none border-x-0 sm:rounded-lg sm:border-x">
          <CardContent className="grid gap-5">
            <h1 className="font-semibold text-2xl">{title}</h1>
            <Alert variant="danger">{deniedMessage}</Alert>
            <Button asChild>
              <Link to="/login">Ir al inicio de sesión</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    );
  }

  const user = session.user;
  const roles = user?.roles ?? [];
  const name = user?.name || session.username;
  const today = new Date();

  function signOut() {
    logout();
    navigate('/login', { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-4">
            <Link
              to="/"
              className="flex shrink-0 items-center gap-2 rounded-md font-bold text-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <img src="/favicon.svg" alt="" width={28} height={28} />
              Aula
              <span className="sr-only"> - Ir al inicio</span>
            </Link>
            <div className="min-w-0">
              <p className="truncate font-semibold">Hola, {name}</p>
              <p className="text-muted-foreground text-sm">
                <time dateTime={today.toISOString().slice(0, 10)}>{longSpanishDate(today)}</time>
              </p>
            </div>
          </div>
          {headerActions ? (
            <div className="flex flex-wrap items-center gap-3">{headerActions({ name, signOut })}</div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <Badge variant={ROLE_BADGES[requiredRole]}>{ROLE_LABELS[requiredRole]}</Badge>
              {requiredRole === 'STUDENT' && roles.includes('TEACHER') && (
                <Button asChild variant="outline" size="sm">
                  <Link to="/teacher">Modo Profesor</Link>
                </Button>
              )}
              {requiredRole === 'TEACHER' && (
                <Button asChild variant="outline" size="sm">
                  <Link to="/student">Modo estudiante</Link>
                </Button>
              )}
              <Button type="button" variant="ghost" size="sm" onClick={signOut}>
                Cerrar sesión
              </Button>
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <h1 className="mb-6 font-bold text-2xl sm:text-3xl">{title}</h1>
        {children ?? (
          <Card>
            <CardContent>
              <p className="text-muted-foreground">
                Estamos preparando las secciones de este panel. Muy pronto podrás usarlas desde aquí.
              </p>
            </CardContent>
          </Card>
        )}
      </main>
    </div>
  );
}
