import { Badge } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { roleWords } from '../../i18n/domain-words';
import { HeaderBell } from '../../shell/header-bell';
import { SettingsLink, SignOutButton } from '../../shell/header-buttons';
import { PanelShell } from '../../shell/panel-shell';
import { TEACHER_TEXTS } from './teacher-errors';

/**
 * The shared panel frame with the teacher's header: role, 'Configuración' and logout ('Modo estudiante' is in the panel's
 * sidebar, where the spec puts it), and the bell of the teacher's notifications.
 * Without a token and the TEACHER role it shows 'No tienes permisos para acceder a esta página.'.
 */
export function TeacherFrame({
  title,
  documentTitle,
  children,
}: {
  title: string;
  documentTitle?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PanelShell
      requiredRole="TEACHER"
      title={title}
      documentTitle={documentTitle}
      deniedMessage={TEACHER_TEXTS.deniedMessage}
      headerActions={({ signOut }) => (
        <>
          <Badge variant="warning">{t(roleWords.TEACHER)}</Badge>
          <HeaderBell />
          <SettingsLink />
          <SignOutButton onClick={signOut} />
        </>
      )}
    >
      {children}
    </PanelShell>
  );
}
