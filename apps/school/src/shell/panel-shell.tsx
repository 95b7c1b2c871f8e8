import type { Role } from '@aula/api-client';
import { appPaths } from '@aula/domain';
import { Alert, Badge, Button, Card, CardContent } from '@aula/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { roleWords } from '../i18n/domain-words';
import { usePageTitle } from '../page-title';
import { hasRole, logout, useSession } from '../session';
import { AppHeader } from './app-header';
import { SignOutButton } from './header-buttons';
import { wayBack } from './way-back';

const ROLE_BADGES = { ADMIN: 'danger', TEACHER: 'warning', STUDENT: 'success' } as const;

interface PanelShellProps {
  /** The role this panel needs (spec, "Roles and permissions"). */
  requiredRole: Role;
  /** The panel's h1, e.g. 'Panel del estudiante'. */
  title: string;
  /** The tab's title when it names more than the h1 (the course a page shows); the h1 otherwise. */
  documentTitle?: string;
  /** The exact access-denied text the spec's "Screens and routes" gives this panel. */
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
 * The frame every panel shares: the access check (its denied screen links to the panel the account can use,
 * or to the login), the one header and the main area. Each panel brings only its `children`.
 */
export function PanelShell({
  requiredRole,
  title,
  documentTitle,
  deniedMessage,
  children,
  headerActions,
}: PanelShellProps) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();

  usePageTitle(documentTitle ?? title);

  if (!session || !hasRole(session, requiredRole)) {
    const back = wayBack(session);
    return (
      <main className="flex min-h-dvh items-start justify-center bg-background py-10 text-foreground sm:items-center sm:px-4">
        <Card className="w-full max-w-md border-x-0 max-sm:rounded-none sm:border-x">
          <CardContent className="grid gap-5">
            <h1 className="font-semibold text-2xl">{title}</h1>
            <Alert variant="danger">{deniedMessage}</Alert>
            <Button asChild>
              <Link to={back.to}>{back.label}</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    );
  }

  const user = session.user;
  const roles = user?.roles ?? [];
  const name = user?.name || session.username;

  function signOut() {
    logout();
    navigate(appPaths.login, { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <AppHeader
        name={name}
        actions={
          headerActions ? (
            headerActions({ name, signOut })
          ) : (
            <>
              <Badge variant={ROLE_BADGES[requiredRole]}>{t(roleWords[requiredRole])}</Badge>
              {requiredRole === 'STUDENT' && roles.includes('TEACHER') && (
                <Button asChild variant="outline" size="sm">
                  <Link to={appPaths.teacherPanel}>{t`Modo Profesor`}</Link>
                </Button>
              )}
              {requiredRole === 'TEACHER' && roles.includes('STUDENT') && (
                <Button asChild variant="outline" size="sm">
                  <Link to={appPaths.studentPanel}>{t`Modo estudiante`}</Link>
                </Button>
              )}
              <SignOutButton onClick={signOut} />
            </>
          )
        }
      />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <h1 className="mb-6 font-bold text-2xl sm:text-3xl">{title}</h1>
        {children ?? (
          <Card>
            <CardContent>
              <p className="text-muted-foreground">
                <Trans>
                  Estamos preparando las secciones de este panel. Muy pronto podrás usarlas desde aquí.
                </Trans>
              </p>
            </CardContent>
          </Card>
        )}
      </main>
    </div>
  );
}
