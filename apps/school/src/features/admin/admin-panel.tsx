import { Spinner, UserMenu } from '@aula/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PanelShell } from '../../shell/panel-shell';
import { AdminMobileMenu, AdminSidebar } from './admin-sidebar';
import { type AdminSectionId, SECTION_TITLES, sectionFromSearch } from './sections';

// Each section's code is downloaded when it is opened: the charts only with the statistics, the course table
// and its confirmation dialog only with the course lists.
const StatisticsSection = lazy(() => import('./statistics-section'));
const CoursesSection = lazy(() =>
  import('./courses-section').then((module) => ({ default: module.CoursesSection })),
);
const UsersSection = lazy(() =>
  import('./users-section').then((module) => ({ default: module.UsersSection })),
);

/** What the section says while its code arrives: the same words as its own loading state. */
const SECTION_LOADING: Record<AdminSectionId, string> = {
  'todos-los-usuarios': 'Cargando usuarios...',
  'todos-los-cursos': 'Cargando cursos...',
  'cursos-activos': 'Cargando cursos...',
  'cursos-pendientes': 'Cargando cursos...',
  estadisticas: 'Cargando estadísticas...',
};

function Section({ id }: { id: AdminSectionId }) {
  switch (id) {
    case 'todos-los-usuarios':
      return <UsersSection />;
    case 'todos-los-cursos':
      return <CoursesSection variant="all" />;
    case 'cursos-activos':
      return <CoursesSection variant="active" />;
    case 'cursos-pendientes':
      return <CoursesSection variant="pending" />;
    case 'estadisticas':
      return <StatisticsSection />;
  }
}

/**
 * /admin (spec, "Administrator panel"): access check, header with bell and user menu, sidebar and the five
 * sections.
 */
export function AdminPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = sectionFromSearch(params);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // After choosing a section, move focus to its title so keyboard and screen-reader users land on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new section is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [current]);

  return (
    <PanelShell
      requiredRole="ADMIN"
      title="Panel de administración"
      deniedMessage="Acceso denegado - Debes iniciar sesión como administrador."
      headerActions={({ name, signOut }) => (
        // The fixed placeholder bell of 5 is gone until real counts exist.
        <UserMenu
          name={name}
          roleLabel="Administrador"
          onLogout={signOut}
          onSettings={() => navigate('/settings')}
        />
      )}
    >
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <AdminSidebar current={current} />
        <div className="grid min-w-0 content-start gap-4">
          <AdminMobileMenu current={current} />
          <section aria-labelledby="admin-section-title" className="grid gap-4">
            <h2
              id="admin-section-title"
              ref={heading}
              tabIndex={-1}
              className="font-semibold text-xl outline-none"
            >
              {SECTION_TITLES[current]}
            </h2>
            <Suspense fallback={<Spinner label={SECTION_LOADING[current]} className="py-16" />}>
              <Section key={current} id={current} />
            </Suspense>
          </section>
        </div>
      </div>
    </PanelShell>
  );
}
