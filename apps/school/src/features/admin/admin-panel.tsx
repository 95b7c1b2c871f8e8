import { Spinner } from '@aula/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { roleWords } from '../../i18n/domain-words';
import { HeaderBell } from '../../shell/header-bell';
import { PanelShell } from '../../shell/panel-shell';
import { AdminMobileMenu, AdminSidebar } from './admin-sidebar';
import { type AdminSectionId, SECTION_TITLES, sectionFromSearch } from './sections';
import { UserMenu } from './user-menu/user-menu';

// Each section's code is downloaded when it is opened: the charts only with the statistics, the course table
// and its confirmation dialog only with the course lists.
const StatisticsSection = lazy(() => import('./statistics-section'));
const CoursesSection = lazy(() =>
  import('./courses-section').then((module) => ({ default: module.CoursesSection })),
);
const UsersSection = lazy(() =>
  import('./users-section').then((module) => ({ default: module.UsersSection })),
);

const PositionsSection = lazy(() =>
  import('./public-site/positions-section').then((module) => ({ default: module.PositionsSection })),
);
const ApplicationsSection = lazy(() =>
  import('./public-site/applications-section').then((module) => ({ default: module.ApplicationsSection })),
);
const ContactMessagesSection = lazy(() =>
  import('./public-site/contact-messages-section').then((module) => ({
    default: module.ContactMessagesSection,
  })),
);
const NewsletterSection = lazy(() =>
  import('./public-site/newsletter-section').then((module) => ({ default: module.NewsletterSection })),
);
const MessagesSection = lazy(() => import('../../messages/messages-section'));

/** What the section says while its code arrives: the same words as its own loading state. */
const SECTION_LOADING: Record<AdminSectionId, MessageDescriptor> = {
  'todos-los-usuarios': msg`Cargando usuarios...`,
  'todos-los-cursos': msg`Cargando cursos...`,
  'cursos-activos': msg`Cargando cursos...`,
  'cursos-pendientes': msg`Cargando cursos...`,
  estadisticas: msg`Cargando estadísticas...`,
  'ofertas-empleo': msg`Cargando ofertas...`,
  candidaturas: msg`Cargando candidaturas...`,
  'mensajes-contacto': msg`Cargando mensajes...`,
  boletin: msg`Cargando boletín...`,
  mensajes: msg`Cargando mensajes...`,
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
    case 'ofertas-empleo':
      return <PositionsSection />;
    case 'candidaturas':
      return <ApplicationsSection />;
    case 'mensajes-contacto':
      return <ContactMessagesSection />;
    case 'boletin':
      return <NewsletterSection />;
    case 'mensajes':
      return <MessagesSection />;
  }
}

/**
 * /admin (spec, "Administrator panel"): access check, header with bell and user menu, sidebar and the
 * sections.
 */
export function AdminPanel() {
  const { t } = useLingui();
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
      title={t`Panel de administración`}
      deniedMessage={t`Acceso denegado - Debes iniciar sesión como administrador.`}
      headerActions={({ name, signOut }) => (
        <>
          <HeaderBell />
          <UserMenu
            name={name}
            roleLabel={t(roleWords.ADMIN)}
            onLogout={signOut}
            onSettings={() => navigate('/settings')}
          />
        </>
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
              {t(SECTION_TITLES[current])}
            </h2>
            <Suspense fallback={<Spinner label={t(SECTION_LOADING[current])} className="py-16" />}>
              <Section key={current} id={current} />
            </Suspense>
          </section>
        </div>
      </div>
    </PanelShell>
  );
}
