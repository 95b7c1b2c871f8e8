import type { Course } from '@aula/api-client';
import { Alert, Spinner } from '@aula/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { BookOpen, CalendarClock, CalendarDays, GraduationCap, Mail, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { hasRole, useSession } from '../../../session';
import { ErrorCode } from '../../../shell/error-code';
import { PanelShell } from '../../../shell/panel-shell';
import { UpcomingClasses } from '../classes/upcoming-classes';
import { WeekTimetable } from '../classes/week-timetable';
import { StudentBanners } from '../global-banners';
import { studentQueries } from '../queries';
import { STUDENT_ERRORS } from '../student-errors';
import { AvailableCourses } from './available-courses';
import { MyAttendance } from './my-attendance';
import { MyCourses } from './my-courses';
import { MyEvaluations } from './my-evaluations';
import { StudentHeaderActions } from './student-header';

// Downloaded when the section is opened: the panel's first load stays light.
const MessagesSection = lazy(() => import('../../../messages/messages-section'));

export const STUDENT_SECTIONS = [
  { id: 'cursos-disponibles', label: msg`Cursos disponibles`, Icon: Search },
  { id: 'mis-cursos', label: msg`Mis cursos`, Icon: BookOpen },
  { id: 'proximas-clases', label: msg`Próximas clases`, Icon: CalendarClock },
  { id: 'horario', label: msg`Horario semanal`, Icon: CalendarDays },
  { id: 'mis-evaluaciones', label: msg`Mis evaluaciones`, Icon: GraduationCap },
  { id: 'mensajes', label: msg`Mensajes`, Icon: Mail },
] as const;
export type StudentSection = (typeof STUDENT_SECTIONS)[number]['id'];
const DEFAULT_SECTION: StudentSection = 'mis-cursos';

export function StudentPanel() {
  const { t } = useLingui();
  const session = useSession();
  const allowed = hasRole(session, 'STUDENT');
  // Nothing is asked of the API until the access check passes.
  const courses = useQuery({ ...studentQueries.courses(), enabled: allowed });

  return (
    <PanelShell
      requiredRole="STUDENT"
      title={t`Panel del estudiante`}
      deniedMessage={t`Debes iniciar sesión como estudiante.`}
      headerActions={({ signOut }) => <StudentHeaderActions signOut={signOut} />}
    >
      <StudentBanners>
        <StudentPanelContent courses={courses} />
      </StudentBanners>
    </PanelShell>
  );
}

function StudentPanelContent({ courses }: { courses: UseQueryResult<Course[]> }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('seccion');
  const section: StudentSection = STUDENT_SECTIONS.some((s) => s.id === requested)
    ? (requested as StudentSection)
    : DEFAULT_SECTION;

  const heading = STUDENT_SECTIONS.find((s) => s.id === section);
  const show = (id: StudentSection) => setParams(id === DEFAULT_SECTION ? {} : { seccion: id });

  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        {/* On a phone the tabs wrap onto a second row: a strip that scrolled sideways hid 'Próximas clases' and
            every tab after it, with nothing to say that more followed. */}
        <nav aria-label={t`Secciones del panel`} className="min-w-0 md:sticky md:top-4 md:self-start">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {STUDENT_SECTIONS.map(({ id, label, Icon }) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => show(id)}
                  aria-current={section === id ? 'page' : undefined}
                  className="flex w-full items-center gap-2 whitespace-nowrap rounded-md px-2.5 sm:px-3 py-2 text-left font-medium text-sm outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(label)}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="student-section-title" className="grid min-w-0 content-start gap-4">
          <h2 id="student-section-title" className="font-semibold text-xl">
            {heading && t(heading.label)}
          </h2>
          {section === 'cursos-disponibles' ? <AvailableCourses /> : null}
          {section === 'mis-cursos' ? (
            courses.isPending ? (
              <Spinner label={t`Cargando tus cursos...`} />
            ) : courses.isError ? (
              <Alert variant="danger">
                <p>{STUDENT_ERRORS.myCourses}</p>
                <ErrorCode error={courses.error} />
              </Alert>
            ) : (
              <>
                <MyCourses courses={courses.data} />
                <MyAttendance />
              </>
            )
          ) : null}
          {section === 'proximas-clases' ? <UpcomingClasses /> : null}
          {section === 'horario' ? <WeekTimetable /> : null}
          {section === 'mis-evaluaciones' ? <MyEvaluations /> : null}
          {section === 'mensajes' ? (
            <Suspense fallback={<Spinner label={t`Cargando mensajes...`} align="start" className="py-6" />}>
              <MessagesSection />
            </Suspense>
          ) : null}
        </section>
      </div>
    </div>
  );
}
