import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../page-title';
import { logout, useSession } from '../../session';
import { AppHeader } from '../../shell/app-header';
import { StudentBanners } from './global-banners';
import { StudentHeaderActions } from './panel/student-header';

/**
 * Every student page outside the panel (course, task, test): the app's one header (with a session) and the
 * student area's banners. The spec shows no route guard here beyond the panel's own check; each page reports
 * a missing session with its own text.
 */
export function StudentPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const session = useSession();
  const navigate = useNavigate();

  function signOut() {
    logout();
    navigate('/login', { replace: true });
  }

  return (
    <StudentBanners>
      {session?.token ? (
        <AppHeader
          name={session.user?.name || session.username}
          actions={<StudentHeaderActions signOut={signOut} />}
        />
      ) : null}
      {children}
    </StudentBanners>
  );
}
