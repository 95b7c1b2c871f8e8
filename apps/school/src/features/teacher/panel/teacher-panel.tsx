import { Spinner } from '@aula/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  BookOpenIcon,
  CalendarCheckIcon,
  ClipboardCheckIcon,
  GraduationCapIcon,
  MailIcon,
  UsersIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../session';
import { navLinkClass, SectionNav } from '../section-nav';
import {
  DEFAULT_PANEL_SECTION,
  PANEL_SECTIONS,
  type PanelSection,
  sectionFrom,
  sectionSearch,
} from '../sections';
import { TeacherFrame } from '../teacher-frame';
import { CoursesSection } from './courses-section';

// The default section comes with the panel; the others are downloaded when they are opened (the grading
// form, the attendance sheet, the inbox), as the admin panel's sections are.
const StudentsSection = lazy(() =>
  import('./students-section').then((module) => ({ default: module.StudentsSection })),
);
const WeekClassesSection = lazy(() =>
  import('../attendance/week-classes-section').then((module) => ({ default: module.WeekClassesSection })),
);
const SubmittedSection = lazy(() =>
  import('./submitted-section').then((module) => ({ default: module.SubmittedSection })),
);
/** Mensajes (spec, "Teacher panel"): the inbox, conversations with students and announcements to a course. */
const MessagesSection = lazy(() => import('../../../messages/messages-section'));

/** What a section says while its code arrives: the same words as its own loading state. */
const SECTION_LOADING: Record<PanelSection, MessageDescriptor> = {
  'mis-cursos': msg`Cargando cursos...`,
  'mis-estudiantes': msg`Cargando estudiantes...`,
  'clases-semana': msg`Cargando las clases...`,
  'tareas-entregadas': msg`Cargando tareas entregadas...`,
  mensajes: msg`Cargando mensajes...`,
};

const ICONS = {
  'mis-cursos': BookOpenIcon,
  'mis-estudiantes': UsersIcon,
  'clases-semana': CalendarCheckIcon,
  'tareas-entregadas': ClipboardCheckIcon,
  mensajes: MailIcon,
} as const;

/** The sidebar's links, named in the page's language: built while rendering. */
const navItems = () =>
  PANEL_SECTIONS.map((section) => ({
    id: section.id,
    label: section.title,
    Icon: ICONS[section.id],
    search: sectionSearch(section.id, DEFAULT_PANEL_SECTION),
  }));

function Section({ id }: { id: PanelSection }) {
  switch (id) {
    case 'mis-cursos':
      return <CoursesSection />;
    case 'mis-estudiantes':
      return <StudentsSection />;
    case 'clases-semana':
      return <WeekClassesSection />;
    case 'tareas-entregadas':
      return <SubmittedSection />;
    case 'mensajes':
      return <MessagesSection canAnnounce />;
  }
}

/** /teacher (spec, "Teacher panel"): my courses (default), my students, the week's classes, submitted tasks and messages. */
export function TeacherPanel() {
  const { t } = useLingui();
  return (
    <TeacherFrame title={t`Panel del profesor`}>
      <TeacherPanelContent />
    </TeacherFrame>
  );
}

function TeacherPanelContent() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const current = sectionFrom(params, PANEL_SECTIONS, DEFAULT_PANEL_SECTION);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const title = PANEL_SECTIONS.find((section) => section.id === current)?.title ?? '';
  const isStudent = Boolean(useSession()?.user?.roles.includes('STUDENT'));

  // After choosing a section, focus its title so keyboard and screen-reader users land on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new section is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [current]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <SectionNav
        label={t`Secciones del panel del profesor`}
        items={navItems()}
        current={current}
        footer={
          // Only an account that is also a student has somewhere to go (no dead ends).
          isStudent ? (
            <Link to="/student" className={navLinkClass}>
              <GraduationCapIcon aria-hidden="true" className="size-4 shrink-0" />
              {t`Modo estudiante`}
            </Link>
          ) : undefined
        }
      />
      <section
        aria-labelledby="teacher-section-title"
        className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4"
      >
        <h2
          id="teacher-section-title"
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-xl outline-none"
        >
          {title}
        </h2>
        <Suspense fallback={<Spinner label={t(SECTION_LOADING[current])} align="start" className="py-6" />}>
          <Section key={current} id={current} />
        </Suspense>
      </section>
    </div>
  );
}
