import { appPaths } from '@aula/domain';
import { t } from '@lingui/core/macro';
import { homeForRoles, type Session } from '../session';

/**
 * Where an access-denied screen sends the account (no dead ends): the panel its roles open (the
 * login's own order), or the login without a session or without a role of ours. Called while rendering.
 */
export function wayBack(session: Session | null): { to: string; label: string } {
  const home = session?.token ? homeForRoles(session.user?.roles ?? []) : null;
  if (home === appPaths.adminPanel) return { to: home, label: t`Ir al panel de administración` };
  if (home === appPaths.teacherPanel) return { to: home, label: t`Ir al panel del profesor` };
  if (home === appPaths.studentPanel) return { to: home, label: t`Ir al panel del estudiante` };
  return { to: appPaths.login, label: t`Ir al inicio de sesión` };
}
