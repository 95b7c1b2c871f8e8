import { appPaths } from '@aula/domain';
import { Button, Card, CardContent } from '@aula/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../page-title';
import { logout, useSession } from '../../session';
import { AppHeader } from '../../shell/app-header';
import { SignOutButton } from '../../shell/header-buttons';
import { wayBack } from '../../shell/way-back';
import { CalendarSection } from './calendar-section';
import { EmailSection } from './email-section';
import { LanguageSection } from './language-section';
import { NotificationsSection } from './notifications-section';
import { OwnDataSection } from './own-data-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { sessionsSection } from './sessions-section';
import type { SettingsSection } from './settings-section';
import { TwoFactorSection } from './two-factor-section';

/** The page's parts, in the order they are shown. */
const SECTIONS: SettingsSection[] = [
  { id: 'profile', title: msg`Datos personales`, Component: ProfileSection },
  { id: 'language', title: msg`Idioma`, Component: LanguageSection },
  { id: 'password', title: msg`Contraseña`, Component: PasswordSection },
  { id: 'email', title: msg`Correo electrónico`, Component: EmailSection },
  { id: 'two-factor', title: msg`Verificación en dos pasos`, Component: TwoFactorSection },
  sessionsSection,
  { id: 'calendar', title: msg`Calendario`, Component: CalendarSection },
  { id: 'notifications', title: msg`Notificaciones`, Component: NotificationsSection },
  { id: 'own-data', title: msg`Tus datos`, Component: OwnDataSection },
];

/**
 * /settings, 'Configuración' in the user menu of every panel: the account's own settings, for any role. The
 * way back leads to the panel the account's roles open.
 */
export function SettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Configuración`);
  const session = useSession();
  const navigate = useNavigate();
  const back = wayBack(session);

  if (!session?.user) {
    return (
      <main className="flex min-h-dvh items-start justify-center bg-background py-10 text-foreground sm:items-center sm:px-4">
        <Card className="w-full max-w-md border-x-0 max-sm:rounded-none sm:border-x">
          <CardContent className="grid gap-5">
            <h1 className="font-semibold text-2xl">{t`Configuración`}</h1>
            <p>{t`Inicia sesión para ver la configuración de tu cuenta.`}</p>
            <Button asChild>
              <Link to={appPaths.login}>{t`Ir al inicio de sesión`}</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    );
  }

  function signOut() {
    logout();
    navigate(appPaths.login, { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <AppHeader
        name={session.user.name || session.username}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={back.to}>{back.label}</Link>
            </Button>
            <SignOutButton onClick={signOut} />
          </>
        }
      />
      <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8">
        <h1 className="font-bold text-2xl sm:text-3xl">{t`Configuración`}</h1>
        {SECTIONS.map(({ id, title, Component }) => (
          <section key={id} aria-labelledby={`settings-${id}`}>
            <Card>
              <CardContent className="grid gap-4">
                <h2 id={`settings-${id}`} className="font-semibold text-xl">
                  {t(title)}
                </h2>
                <Component />
              </CardContent>
            </Card>
          </section>
        ))}
      </main>
    </div>
  );
}
