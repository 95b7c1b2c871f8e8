import { appPaths } from '@aula/domain';
import { Badge, Button } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { roleWords } from '../../../i18n/domain-words';
import { hasRole, useSession } from '../../../session';
import { HeaderBell } from '../../../shell/header-bell';
import { SettingsLink, SignOutButton } from '../../../shell/header-buttons';
import { studentQueries } from '../queries';

/**
 * The student's part of the header, on the panel and on the course, task and test pages: role, 'Modo
 * Profesor' for accounts that also teach, the one bell (its badge the unread notifications, its menu those and
 * the upcoming activities), 'Configuración' and logout.
 */
export function StudentHeaderActions({ signOut }: { signOut: () => void }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const allowed = hasRole(session, 'STUDENT');
  // Nothing is asked of the API until the access check passes; the panel shares these queries' cache.
  const courses = useQuery({ ...studentQueries.courses(), enabled: allowed });
  const upcoming = useQuery(studentQueries.upcoming(courses.data));
  const isTeacher = Boolean(session?.user?.roles.includes('TEACHER'));
  return (
    <>
      <Badge variant="success">{t(roleWords.STUDENT)}</Badge>
      {isTeacher ? (
        <Button asChild variant="outline" size="sm">
          <Link to="/teacher">{t`Modo Profesor`}</Link>
        </Button>
      ) : null}
      <HeaderBell
        upcoming={{
          activities: upcoming.data ?? [],
          onSelect: (activity) => navigate(appPaths.studentActivity(activity)),
        }}
      />
      <SettingsLink />
      <SignOutButton onClick={signOut} />
    </>
  );
}
