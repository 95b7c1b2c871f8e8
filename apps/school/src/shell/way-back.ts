import { appPaths } from '@aula/domain';
import { homeForRoles, type Session } from '../session';

const PANEL_LINKS = {
  [appPaths.adminPanel]: 'Ir al panel de administración',
  [appPaths.teacherPanel]: 'Ir al panel del profesor',
  [appPaths.studentPanel]: 'Ir al panel del estudiante',
} as const;

/**
 * Where an access-denied screen sends the account (no dead ends): the panel its roles open (the
 * login's own order), or the login without a session or without a role of ours.
 */
export function wayBack(session: Session | null): { to: string; label: string } {
  const home = session?.token ? homeForRoles(session.user?.roles ?? []) : null;
  return home
    ? { to: home, label: PANEL_LINKS[home] }
    : { to: appPaths.login, label: 'Ir al inicio de sesión' };
}
